import Foundation

/// How text is set: SwiftUI's `Font`, with its text styles.
///
/// The text screen has one typeface, so a font is accepted and not drawn.
public struct Font: Hashable, Sendable {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The `largeTitle` text style (not drawn).
    public static let largeTitle = Font("largeTitle")
    /// The `title` text style (not drawn).
    public static let title = Font("title")
    /// The `title2` text style (not drawn).
    public static let title2 = Font("title2")
    /// The `title3` text style (not drawn).
    public static let title3 = Font("title3")
    /// The `headline` text style (not drawn).
    public static let headline = Font("headline")
    /// The `subheadline` text style (not drawn).
    public static let subheadline = Font("subheadline")
    /// The `body` text style (not drawn).
    public static let body = Font("body")
    /// The `callout` text style (not drawn).
    public static let callout = Font("callout")
    /// The `footnote` text style (not drawn).
    public static let footnote = Font("footnote")
    /// The `caption` text style (not drawn).
    public static let caption = Font("caption")
    /// The `caption2` text style (not drawn).
    public static let caption2 = Font("caption2")

    /// The system font of `size` points, `weight` and `design`.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font("system \(size)")
    }

    /// The system font of the text style `style`, in `design`, with `weight`.
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
        style
    }

    /// This font, bold.
    public func bold() -> Font { self }

    /// This font, in italics.
    public func italic() -> Font { self }

    /// This font, with `weight`.
    public func weight(_ weight: Weight) -> Font { self }

    /// This font, with digits of one width.
    public func monospacedDigit() -> Font { self }

    /// How heavy a font is: SwiftUI's `Font.Weight`.
    public enum Weight: Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A font's family of shapes: SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}
