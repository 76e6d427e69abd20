/// Views gathered with no container of their own: SwiftUI's `Group`, whose views are drawn where the group
/// is, as if written there (what a modifier on the group sets applies to each).
public struct Group<Content: View>: View {
    let content: Content

    /// A group of what `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        content.resolveView(into: &items, context: context.appending("/g"))
    }
}

extension Group {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
