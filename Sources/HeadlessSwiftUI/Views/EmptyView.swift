/// A view that shows nothing.
public struct EmptyView: View {
    /// Makes it.
    public init() {}
}

extension EmptyView: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {}
}

extension EmptyView {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
