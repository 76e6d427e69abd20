/// Views side by side: SwiftUI's `HStack`.
///
/// The headless screen prints a row's views one after the other.
public struct HStack<Content: View>: View {
    let content: Content

    /// A row of what `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension HStack: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        items.append(.widget(Stack.spec(of: content, context: context)))
    }
}
