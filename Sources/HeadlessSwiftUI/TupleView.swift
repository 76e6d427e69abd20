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
            let component = index < Self.places.count ? Self.places[index] : ".\(index)"
            view.resolveView(into: &items, context: context.appending(component))
        }
    }
}

extension TupleView {
    /// The places of the first elements, `.0` to `.15`, made once rather than at each drawing.
    fileprivate static var places: [String] { tuplePlaces }
}

/// The places of a tuple's first elements (a static stored property cannot be generic).
private let tuplePlaces = (0..<16).map { ".\($0)" }

extension TupleView {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
