/// Several views one after the other: what a ``ViewBuilder`` makes of several statements.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public let value: T

    /// Holds `value`.
    public init(_ value: T) {
        self.value = value
    }
}

extension TupleView: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        // Each element in its own place: the first is `.0`, the second `.1`, as SwiftUI's structural identity.
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            guard let view = child.value as? any View else { continue }
            view.resolveView(into: &items, context: context.appending(".\(index)"))
        }
    }
}
