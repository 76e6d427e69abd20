extension View {
    /// Actions a swipe on the row reveals: SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`.
    ///
    /// The text screen's table reveals one action a row, Delete: the first button among `content` is what
    /// it does (its title is not drawn); the edge and the full swipe are accepted and not drawn.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> SwipeActionsModifier<Self, Actions> {
        SwipeActionsModifier(content: self, actions: content())
    }

    /// What pulling the list down to refresh does: SwiftUI's `refreshable(action:)`.
    ///
    /// The text screen has no pull to refresh, so it is accepted and never runs; give the screen a button
    /// to refresh from.
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> Self { self }
}

/// A side of a view along its width: SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Sendable {
    /// The leading side.
    case leading
    /// The trailing side.
    case trailing
}

/// A row with the actions a swipe reveals, as ``View/swipeActions(edge:allowsFullSwipe:content:)`` makes it.
public struct SwipeActionsModifier<Content: View, Actions: View>: View {
    private let box: ContentBox<Content, Actions>

    init(content: Content, actions: Actions) {
        box = ContentBox(content, actions)
    }
}

extension SwipeActionsModifier: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        var resolved: [ResolvedItem] = []
        box.value.resolveView(into: &resolved, context: context)
        var actions: [ResolvedItem] = []
        box.modifier.resolveView(into: &actions, context: context.appending("/swipe"))
        items.append(.attached(.swipeActions(actions), content: resolved))
    }
}

extension SwipeActionsModifier {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
