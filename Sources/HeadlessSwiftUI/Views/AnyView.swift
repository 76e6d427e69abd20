/// Any view, its type erased: SwiftUI's `AnyView`.
///
/// A new type at the same place is a new view, with new state.
public struct AnyView: View {
    let view: any View

    /// Wraps `view`.
    public init<Content: View>(_ view: Content) {
        self.view = view
    }
}

extension AnyView: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        view.resolveView(into: &items, context: context)
    }
}

extension AnyView {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
