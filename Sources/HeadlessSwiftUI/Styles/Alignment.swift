/// Where views line up in their container: SwiftUI's `Alignment`, with its horizontal and vertical parts.
///
/// The text screen lines every view up on the left, so an alignment is accepted and not drawn.
public struct Alignment: Equatable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment of `horizontal` and `vertical`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// In the middle.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, in the middle.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, in the middle.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, in the middle.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, in the middle.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// At the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// At the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// At the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// At the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Where views line up across a `VStack`: SwiftUI's `HorizontalAlignment` (not drawn).
public enum HorizontalAlignment: Equatable, Sendable {
    /// At the leading edge.
    case leading
    /// In the middle.
    case center
    /// At the trailing edge.
    case trailing
}

/// Where views line up across an `HStack`: SwiftUI's `VerticalAlignment` (not drawn).
public enum VerticalAlignment: Equatable, Sendable {
    /// At the top.
    case top
    /// In the middle.
    case center
    /// At the bottom.
    case bottom
    /// On the first line's baseline.
    case firstTextBaseline
    /// On the last line's baseline.
    case lastTextBaseline
}
