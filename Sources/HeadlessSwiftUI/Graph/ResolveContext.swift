/// Where a view is resolved: its place, the graph that keeps nodes, and what its ancestors set.
@MainActor
struct ResolveContext {
    /// Not retained: a context lives only while its graph's node evaluates a body, and is copied at each
    /// view of it, so a retain would be paid at every view.
    unowned(unsafe) let graph: ViewGraph
    /// The place: the path of structural positions from the screen's root, such as `/b.1?t/b`.
    var path: String
    /// What the modifiers above set for the views inside, shared by reference: a context is copied at
    /// every view, and these are rarely set, so a copy is a path and one optional reference.
    private var inherited: Inherited?

    /// A context at `path`, disabled or not.
    init(graph: ViewGraph, path: String, isDisabled: Bool) {
        self.graph = graph
        self.path = path
        self.isDisabled = isDisabled
    }

    /// Whether a `.disabled(true)` above it applies.
    var isDisabled: Bool {
        get { inherited?.isDisabled ?? false }
        set { if newValue != isDisabled { inherited = Inherited(inherited, isDisabled: newValue) } }
    }

    /// Called when something the next `.onSubmit` should handle is made: set by `.onSubmit`.
    var onSubmit: (@MainActor () -> Void)? {
        get { inherited?.onSubmit }
        set { inherited = Inherited(inherited, onSubmit: .some(newValue)) }
    }

    /// The ``FocusState`` the text field inside is tied to: set by `.focused`.
    var focus: FocusTie? {
        get { inherited?.focus }
        set { inherited = Inherited(inherited, focus: .some(newValue)) }
    }

    /// Whether the views inside are a ``Picker``'s options: a ``ForEach`` there tags each of its views
    /// that has no `.tag` with its element's id, as SwiftUI's does.
    var isPickerContent: Bool {
        get { inherited?.isPickerContent ?? false }
        set { if newValue != isPickerContent { inherited = Inherited(inherited, isPickerContent: newValue) } }
    }

    /// The environment the views inside read (`@Environment`): set by `.environment`; `nil` for the
    /// defaults.
    var environment: EnvironmentValues? {
        get { inherited?.environment }
        set { inherited = Inherited(inherited, environment: .some(newValue)) }
    }

    /// Takes what the modifiers above a composite view set for its views: one change of what is
    /// inherited, and none when there is nothing to take.
    mutating func inherit(onSubmit: (@MainActor () -> Void)?, focus: FocusTie?, environment: EnvironmentValues?) {
        guard
            onSubmit != nil || focus != nil || environment != nil || inherited?.onSubmit != nil
                || inherited?.focus != nil || inherited?.environment != nil
        else { return }
        inherited = Inherited(
            inherited, onSubmit: .some(onSubmit), focus: .some(focus), environment: .some(environment))
    }

    /// What a context's ancestors set, made anew when one of them changes.
    private final class Inherited {
        let isDisabled: Bool
        let onSubmit: (@MainActor () -> Void)?
        let focus: FocusTie?
        let environment: EnvironmentValues?
        let isPickerContent: Bool

        /// `base`'s values, with those given instead.
        init(
            _ base: Inherited?, isDisabled: Bool? = nil, onSubmit: (@MainActor () -> Void)?? = nil,
            focus: FocusTie?? = nil, environment: EnvironmentValues?? = nil, isPickerContent: Bool? = nil
        ) {
            self.isPickerContent = isPickerContent ?? base?.isPickerContent ?? false
            self.isDisabled = isDisabled ?? base?.isDisabled ?? false
            self.onSubmit = onSubmit ?? base?.onSubmit
            self.focus = focus ?? base?.focus
            self.environment = environment ?? base?.environment
        }
    }

    /// The same context, one place further down.
    func appending(_ component: String) -> ResolveContext {
        var context = self
        context.path += component
        return context
    }
}
