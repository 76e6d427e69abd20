/// Several views one after the other: what a ``ViewBuilder`` makes of several statements.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public let value: T
    /// The same views one by one, when made by a ``ViewBuilder`` block: read without reflection, which
    /// was a tenth of the time spent drawing a screen.
    let elements: [any View]?

    /// Holds `value`.
    public init(_ value: T) {
        self.value = value
        elements = nil
    }

    /// Holds `views`, in order.
    init<each Element: View>(_ views: repeat each Element) where T == (repeat each Element) {
        value = (repeat each views)
        var elements: [any View] = []
        for view in repeat each views { elements.append(view) }
        self.elements = elements
    }
}

extension TupleView: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        // Each element in its own place: the first is `.0`, the second `.1`, as SwiftUI's structural identity.
        let views = elements ?? Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        for (index, view) in views.enumerated() {
            view.resolveView(into: &items, context: context.appending(".\(index)"))
        }
    }
}

extension TupleView {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
