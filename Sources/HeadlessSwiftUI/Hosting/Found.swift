/// What an update finds as it walks the tree it draws, acted on once the widgets are drawn.
@MainActor
struct Found {
    var lifecycles: [(path: String, lifecycle: Lifecycle)] = []
    var alerts: [AlertSpec] = []
    /// What the views attach to the screen: title, toolbar, destinations.
    var screen: [ScreenAttachment] = []
    var watches: [(path: String, watch: any ChangeWatch)] = []
    /// The fields tied to a focus state, and whether it says each is focused.
    var focus: [(field: HostedTextField, isFocused: Bool)] = []

    /// Notes what a modifier attached, for the update to act on.
    mutating func note(_ attachment: Attachment) {
        switch attachment {
        case .lifecycle(let path, let lifecycle): lifecycles.append((path, lifecycle))
        case .alert(let alert): alerts.append(alert)
        case .screen(let screen): self.screen.append(screen)
        case .change(let path, let watch): watches.append((path, watch))
        case .tag, .swipeActions: break
        }
    }

    /// Forgets what the last update found, keeping the room it took for the next.
    mutating func removeAll() {
        lifecycles.removeAll(keepingCapacity: true)
        alerts.removeAll(keepingCapacity: true)
        screen.removeAll(keepingCapacity: true)
        watches.removeAll(keepingCapacity: true)
        focus.removeAll(keepingCapacity: true)
    }
}

/// A walk that notes what is attached in the items it walks, and draws nothing: what a widget of a kind
/// that shows no views holds (a button's label) still counts for its tasks, alerts and changes.
@MainActor
struct Noting: ItemVisitor {
    var found: Found

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {
        ResolvedItem.walk(spec.children, with: &self)
    }

    mutating func visit(_ attachment: Attachment) {
        found.note(attachment)
    }
}
