/// A line between views: SwiftUI's `Divider`.
///
/// Drawn as nothing: the text screen puts each view on a line of its own.
public struct Divider: View {
    /// A divider.
    public init() {}
}

extension Divider: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {}
}

extension Divider {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {}
}
