/// Controls grouped for data entry: SwiftUI's `Form`, drawn as its views one above the other in a HeadlessUI
/// `View`, its sections' headers and footers as lines of their own.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of what `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Form: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        items.append(.widget(Stack.spec(of: content, context: context)))
    }
}

extension Form {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
