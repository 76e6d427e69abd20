import Foundation

/// Views one above the other: SwiftUI's `VStack`, drawn as a HeadlessUI `View` holding them.
public struct VStack<Content: View>: View {
    let content: Content

    /// A stack of what `content` builds, lined up by `alignment` and `spacing` points apart (neither is
    /// drawn: the text screen lines views up on the left, one a line).
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        items.append(.widget(Stack.spec(of: content, context: context)))
    }
}

/// What the stacks share: a container widget holding `content`'s items.
@MainActor
enum Stack {
    static func spec<Content: View>(of content: Content, context: ResolveContext) -> WidgetSpec {
        var children: [ResolvedItem] = []
        content.resolveView(into: &children, context: context.appending("/s"))
        return WidgetSpec(path: context.path, kind: .stack, isDisabled: context.isDisabled, children: children)
    }
}

extension VStack {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
