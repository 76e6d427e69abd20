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
