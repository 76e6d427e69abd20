/// A view with a modifier applied: SwiftUI's `ModifiedContent`, for the modifiers the kit draws.
public struct ModifiedContent<Content: View>: View {
    typealias Modifier = ContentModifier

    private let box: ContentBox<Content, Modifier>
    /// The view the modifier applies to.
    var content: Content { box.value }
    var modifier: Modifier { box.modifier }

    init(content: Content, modifier: Modifier) {
        box = ContentBox(content, modifier)
    }
}

/// A modifier the kit draws, as a ``ModifiedContent`` holds it.
///
/// Not nested in the generic view, whose nested types are generic too and have their metadata looked up
/// at run time wherever the view is drawn; held in the view's ``ContentBox``, so that a modified view is
/// one word, which an `any View` holds without an allocation of its own.
enum ContentModifier {
    case accessibilityIdentifier(String)
    case disabled(Bool)
    case lifecycle(Lifecycle)
    /// A `task(id:)`: the name of its place for the id, as the graph counts the id's changes there.
    case taskID(@MainActor (ViewGraph, String) -> String, Lifecycle)
    case onSubmit(@MainActor () -> Void)
    case id(AnyHashable)
    case focus(FocusTie)
    case change(any ChangeWatch)
    /// A `.tag`: the value the view stands for among a picker's options.
    case tag(AnyHashable)
    /// An `.environment`: what it sets of the environment for the views inside.
    case environment(@MainActor (inout EnvironmentValues) -> Void)
}

extension ModifiedContent: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        var context = context
        // The box's own, borrowed rather than copied out first.
        switch box.modifier {
        case .accessibilityIdentifier(let identifier):
            let start = items.count
            content.resolveView(into: &items, context: context)
            // Made by the content just now: its widgets and nodes are named in place.
            var naming = Naming(identifier: identifier)
            ResolvedItem.walk(items[start...], with: &naming)
        case .disabled(let isDisabled):
            context.isDisabled = context.isDisabled || isDisabled
            content.resolveView(into: &items, context: context)
        case .lifecycle(let lifecycle):
            var resolved: [ResolvedItem] = []
            content.resolveView(into: &resolved, context: context.appending("!"))
            items.append(.attached(.lifecycle(path: context.path, lifecycle), content: resolved))
        case .taskID(let name, let lifecycle):
            // The task's place carries how many times its id changed: a change is a new task, the old one
            // cancelled.
            var resolved: [ResolvedItem] = []
            content.resolveView(into: &resolved, context: context.appending("!"))
            let name = name(context.graph, context.path + "!")
            items.append(.attached(.lifecycle(path: context.path + "!" + name, lifecycle), content: resolved))
        case .onSubmit(let action):
            context.onSubmit = action
            content.resolveView(into: &items, context: context)
        case .id(let id):
            // A new id is a new place: the view's state goes, and its tasks stop.
            content.resolveView(
                into: &items, context: context.appending("@" + context.graph.placeName(of: id, at: context.path)))
        case .focus(let tie):
            context.focus = tie
            content.resolveView(into: &items, context: context)
        case .tag(let value):
            var resolved: [ResolvedItem] = []
            content.resolveView(into: &resolved, context: context)
            items.append(.attached(.tag(value, content: resolved), content: resolved))
        case .environment(let set):
            var environment = context.environment ?? EnvironmentValues()
            set(&environment)
            context.environment = environment
            content.resolveView(into: &items, context: context)
        case .change(let watch):
            // The view inside one place further down, so that a second `onChange` on it keeps a place (and
            // an old value) of its own.
            var resolved: [ResolvedItem] = []
            content.resolveView(into: &resolved, context: context.appending("~"))
            items.append(.attached(.change(path: context.path, watch), content: resolved))
        }
    }
}

/// A walk that names the items an `.accessibilityIdentifier` applies to: each widget and composite view
/// among them (a composite view's first widget takes it as it is drawn), and those inside the rows and
/// what a modifier attaches to.
@MainActor
private struct Naming: ItemVisitor {
    let identifier: String

    func visit(_ spec: WidgetSpec, identifier: String?) {
        spec.identifier = self.identifier
    }

    func visit(_ node: ViewNode, identifier: String?) {
        node.identifier = self.identifier
    }
}

extension View {
    /// Names the view for tests and scripts, as `accessibilityIdentifier` does in SwiftUI.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .accessibilityIdentifier(identifier))
    }

    /// Makes the controls inside ignore taps when `isDisabled` is `true`.
    public func disabled(_ isDisabled: Bool) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .disabled(isDisabled))
    }

    /// Runs `action` when the view appears on screen.
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .lifecycle(Lifecycle(onAppear: [action])))
    }

    /// Runs `action` when the view leaves the screen.
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .lifecycle(Lifecycle(onDisappear: [action])))
    }

    /// Starts `action` as a task at `priority` when the view appears, and cancels it when the view leaves:
    /// SwiftUI's `task(priority:_:)`.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .lifecycle(Lifecycle(tasks: [action], priority: priority)))
    }

    /// Starts `action` as a task when the view appears, cancels it when the view leaves, and starts it
    /// again (cancelling the one before) when `id` changes: SwiftUI's `task(id:_:)`.
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> ModifiedContent<Self> {
        ModifiedContent(
            content: self,
            modifier: .taskID(
                { graph, place in String(graph.generation(of: id, at: place)) },
                Lifecycle(tasks: [action], priority: priority)))
    }

    /// Runs `action` when Return is pressed in a text field inside the view.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .onSubmit(action))
    }

    /// Gives the view an identity of its own: a new `id` makes it a new view, with new state.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .id(AnyHashable(id)))
    }
}

extension ModifiedContent {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
