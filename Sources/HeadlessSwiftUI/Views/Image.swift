/// A picture: SwiftUI's `Image`.
///
/// The text screen shows no pictures, so an image is accepted and draws nothing; a `Label` or a
/// `ContentUnavailableView` with one shows its words.
public struct Image: View {
    /// An SF Symbol named `systemName` (not drawn).
    public init(systemName: String) {}

    /// The image named `name` in the app's assets (not drawn).
    public init(_ name: String) {}
}

extension Image: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {}
}

extension Image {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
