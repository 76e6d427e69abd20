import HeadlessUI

/// A view controller that shows SwiftUI-shaped views, as a ``HostingController`` does: what a tool reads of
/// a screen without knowing its views' types (the kit's lifetime probe finds view models in its states, its
/// benchmark counts body evaluations).
@MainActor
public protocol ViewHosting: ViewController {
    /// What the views on screen keep in their `@State`s, each named `View.property` (`LoginView.viewModel`),
    /// in the order of the views' places.
    var keptStates: [(name: String, value: Any)] { get }

    /// How many times each view type's body has been evaluated, by the type's name (`LoginView`).
    var bodyEvaluations: [String: Int] { get }

    /// The tasks the `.task` modifiers of the views on screen started, in the order of the views' places:
    /// what the kit's lifetime probe checks have ended once the screen is gone.
    var lifecycleTasks: [Task<Void, Never>] { get }
}
