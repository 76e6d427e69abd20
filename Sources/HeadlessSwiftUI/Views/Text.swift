import Foundation

/// A line of text: SwiftUI's `Text`, drawn as a HeadlessUI `Label`.
public struct Text: View {
    let content: String

    /// Shows `content` as it is.
    public init(_ content: String) {
        self.content = content
    }

    /// Shows `content` as it is, never looked up as a key to translate: SwiftUI's `init(verbatim:)`.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Shows `input` as `format` writes it: SwiftUI's `init(_:format:)` (`Text(date, format: .dateTime)`).
    public init<Format: FormatStyle>(_ input: Format.FormatInput, format: Format) where Format.FormatOutput == String {
        self.content = format.format(input)
    }

    /// One text after the other, as one line: SwiftUI's `Text + Text`.
    public static func + (left: Text, right: Text) -> Text {
        Text(left.content + right.content)
    }
}

extension Text: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        items.append(.widget(WidgetSpec(path: context.path, kind: .text(content), isDisabled: context.isDisabled)))
    }
}

extension Text {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
