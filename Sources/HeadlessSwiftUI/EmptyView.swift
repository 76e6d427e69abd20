/// A view that shows nothing.
public struct EmptyView: View {
    /// Makes it.
    public init() {}
}

extension EmptyView: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {}
}
