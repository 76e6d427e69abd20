/// Several views one after the other: what a ``ViewBuilder`` makes of several statements.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public let value: T
    /// Resolves the views one by one, when made by a ``ViewBuilder`` block: made where the views' types
    /// are known, so that each is resolved through its own type (specialized, with cross-module
    /// optimization) rather than as an `any View`, and without reflection, which was a tenth of the time
    /// spent drawing a screen.
    let resolveElements: (@MainActor (inout [ResolvedItem], ResolveContext) -> Void)?

    /// Holds `value`.
    public init(_ value: T) {
        self.value = value
        resolveElements = nil
    }

    /// Holds `value`, whose views `resolve` resolves in order.
    init(_ value: T, resolve: @escaping @MainActor (inout [ResolvedItem], ResolveContext) -> Void) {
        self.value = value
        resolveElements = resolve
    }

    /// Holds `views`, in order.
    init<each Element: View>(_ views: repeat each Element) where T == (repeat each Element) {
        let value = (repeat each views)
        self.value = value
        resolveElements = { items, context in
            var index = 0
            for view in repeat each value {
                view.resolveView(into: &items, context: context.appending(tuplePlace(index)))
                index += 1
            }
        }
    }
}

extension TupleView: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        // Each element in its own place: the first is `.0`, the second `.1`, as SwiftUI's structural identity.
        if let resolveElements {
            resolveElements(&items, context)
            return
        }
        let views = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        for (index, view) in views.enumerated() {
            view.resolveView(into: &items, context: context.appending(tuplePlace(index)))
        }
    }
}

extension TupleView {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}

/// The place of a tuple's element at `index`: `.0`, `.1`, …; the first sixteen made once rather than at
/// each drawing.
private func tuplePlace(_ index: Int) -> String {
    index < tuplePlaces.count ? tuplePlaces[index] : ".\(index)"
}

/// The places of a tuple's first elements.
private let tuplePlaces = (0..<16).map { ".\($0)" }
