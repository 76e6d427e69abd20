/// Content that scrolls when it does not fit: SwiftUI's `ScrollView`, drawn as its content in a HeadlessUI
/// `View` (the text screen prints it all).
public struct ScrollView<Content: View>: View {
    let content: Content

    /// Scrolls what `content` builds along `axes` (not drawn), with indicators or not (not drawn).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        items.append(.widget(Stack.spec(of: content, context: context)))
    }
}

extension ScrollView {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
