import HeadlessUI

/// A view controller whose views keep state, as a ``HostingController`` does: what a tool reads to check what
/// a screen holds without knowing its views' types (the kit's lifetime probe finds view models here).
@MainActor
public protocol StateKeeping: ViewController {
    /// What the views on screen keep in their `@State`s, each named `View.property` (`LoginView.viewModel`),
    /// in the order of the views' places.
    var keptStates: [(name: String, value: Any)] { get }
}
