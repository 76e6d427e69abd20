/// Views one over the other: SwiftUI's `ZStack`, drawn (the text screen has no depth) one after the other,
/// the back one first, in a HeadlessUI `View` holding them.
public struct ZStack<Content: View>: View {
    let content: Content

    /// A stack of what `content` builds, aligned by `alignment` (not drawn).
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ZStack: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        items.append(.widget(Stack.spec(of: content, context: context)))
    }
}

extension ZStack {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
