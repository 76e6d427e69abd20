import Foundation
import HeadlessSwiftUI
import HeadlessUI
import Scheduling

/// A view hosted on screen on virtual time, with what a test does to it: read, tap, type, settle.
///
/// The tests' files import only HeadlessSwiftUI, as an app's views would; the widgets are reached here.
@MainActor
final class HostedScreen<Content: HeadlessSwiftUI.View> {
    let scheduler = VirtualScheduler()
    let controller: HostingController<Content>
    /// The window it is shown in, where a field can be edited.
    private let window = Window()

    /// The navigation controller it is the root of, when asked for one.
    private(set) var navigation: NavigationController?

    /// Hosts `view` in a window (at the root of a navigation controller if `inNavigation`), loaded, and
    /// brings it on screen (its `.onAppear` and `.task` start) unless told not to.
    init(_ view: Content, onScreen: Bool = true, inNavigation: Bool = false) {
        controller = HostingController(rootView: view, scheduler: scheduler)
        if inNavigation {
            let navigation = NavigationController(rootViewController: controller)
            self.navigation = navigation
            window.rootViewController = navigation
        } else {
            window.rootViewController = controller
        }
        if onScreen { window.makeKeyAndVisible() }
    }

    /// The screen as the text screen prints it (`workshop play`'s frame).
    var printed: String {
        ScreenRenderer().render(window)
    }

    /// The texts of the labels on screen, in order.
    var texts: [String] {
        controller.view.allViews.compactMap { ($0 as? HeadlessUI.Label)?.text }
    }

    /// How many screens the navigation stack holds.
    var screenCount: Int { navigation?.viewControllers.count ?? 1 }

    /// The navigation bar's title, and the identifier of its right button.
    var bar: (title: String?, button: String?)? {
        navigation.map { ($0.navigationBar.titleLabel.text, $0.navigationBar.rightButton?.accessibilityIdentifier) }
    }

    /// The texts of the labels on the top screen, in order (a pushed screen's, once one is pushed).
    var topTexts: [String] {
        (navigation?.topViewController?.view.allViews ?? []).compactMap { ($0 as? HeadlessUI.Label)?.text }
    }

    /// Taps the button called `identifier` on the top screen (a pushed screen's, once one is pushed), then
    /// lets the screens update.
    func tapOnTop(_ identifier: String) async {
        let views = navigation?.topViewController?.view.allViews ?? []
        (views.first { $0.accessibilityIdentifier == identifier } as? HeadlessUI.Button)?.simulateTap()
        await settle()
    }

    /// Taps the navigation bar's right button, then lets the screen update.
    func tapBarButton() async {
        navigation?.navigationBar.rightButton?.simulateTap()
        await settle()
    }

    /// Whether the navigation bar shows its back button.
    var showsBackButton: Bool {
        navigation.map { !$0.navigationBar.backButton.isHidden } ?? false
    }

    /// Pushes a screen showing `view` onto the navigation stack, then lets the screens update.
    func push<Pushed: HeadlessSwiftUI.View>(_ view: Pushed) async {
        navigation?.pushViewController(HostingController(rootView: view, scheduler: scheduler), animated: false)
        await settle()
    }

    /// Taps the navigation bar's back button, then lets the screens update.
    func goBack() async {
        navigation?.navigationBar.backButton.simulateTap()
        await settle()
    }

    /// Brings the screen on top, as a pushed or uncovered screen comes.
    func appear() async {
        window.makeKeyAndVisible()
        await settle()
    }

    private func widget(_ identifier: String) -> HeadlessUI.View? {
        controller.view.allViews.first { $0.accessibilityIdentifier == identifier }
    }

    /// Whether a widget called `identifier` is on screen.
    func shows(_ identifier: String) -> Bool {
        widget(identifier) != nil
    }

    /// The title of the button called `identifier`.
    func buttonTitle(_ identifier: String) -> String? {
        (widget(identifier) as? HeadlessUI.Button)?.title
    }

    /// The text of the label called `identifier`.
    func text(_ identifier: String) -> String? {
        (widget(identifier) as? HeadlessUI.Label)?.text
    }

    /// The texts of the labels inside the widget called `identifier`, in order.
    func texts(inside identifier: String) -> [String] {
        (widget(identifier)?.allViews ?? []).compactMap { ($0 as? HeadlessUI.Label)?.text }
    }

    /// Taps the button called `identifier` (or the first button inside it), then lets the screen update.
    func tap(_ identifier: String) async {
        let buttons = (widget(identifier)?.allViews ?? []).compactMap { $0 as? HeadlessUI.Button }
        buttons.first?.simulateTap()
        await settle()
    }

    /// Taps the field called `identifier` and types `text` into it, one keystroke at a time, letting the
    /// screen update after each.
    func type(_ text: String, into identifier: String) async {
        guard let field = widget(identifier) as? HeadlessUI.TextField else { return }
        field.simulateTap()
        for character in text {
            field.simulateTyping(String(character))
            await settle()
        }
    }

    /// Taps the field called `identifier` (it starts editing), then lets the screen update.
    func tapField(_ identifier: String) async {
        (widget(identifier) as? HeadlessUI.TextField)?.simulateTap()
        await settle()
    }

    /// Presses Return in the field being edited, then lets the screen update.
    func pressReturn() async {
        window.firstResponder?.simulateReturn()
        await settle()
    }

    /// The text of the field called `identifier`, and whether it is being edited.
    func field(_ identifier: String) -> (text: String?, isEditing: Bool)? {
        (widget(identifier) as? HeadlessUI.TextField).map { ($0.text, $0.isEditing) }
    }

    /// The same field widget as before, by identity: a widget kept while its view keeps its place.
    func widgetIdentity(_ identifier: String) -> ObjectIdentifier? {
        widget(identifier).map(ObjectIdentifier.init)
    }

    /// Lets what the last action woke run, and the screen update, as a turn of the run loop would.
    func settle() async {
        await scheduler.advanceSettling(by: 0)
    }

    private var table: TableView? {
        controller.view.allViews.lazy.compactMap { $0 as? TableView }.first
    }

    /// The list's rows, as the table shows them: each row's title and detail.
    var rows: [String] {
        (table?.visibleCells ?? []).map {
            [$0.textLabel.text, $0.detailTextLabel.text].compactMap { $0 }.joined(separator: " · ")
        }
    }

    /// How the table was told of its changes, in order, as UIKit's names: `reload`, `insert N`, `delete N`,
    /// or the invalid update's message.
    var tableUpdates: [String] {
        (table?.updateLog ?? []).map { update in
            switch update {
            case .reloadData: "reload"
            case .insertRows(let paths): "insert \(paths.map(\.row))"
            case .deleteRows(let paths): "delete \(paths.map(\.row))"
            case .reloadRows(let paths): "reload \(paths.map(\.row))"
            case .invalid(let message): message
            }
        }
    }

    /// Taps row `row` of the list, then lets the screen update.
    func tapRow(_ row: Int) async {
        table?.simulateSelectingRow(at: IndexPath(row: row, section: 0))
        await settle()
    }

    /// Swipes row `row` of the list and taps Delete, then lets the screen update.
    func swipeToDelete(_ row: Int) async {
        table?.simulateSwipeToDelete(at: IndexPath(row: row, section: 0))
        await settle()
    }

    /// The alert shown over the screen: its title, message and buttons; `nil` when there is none.
    var alert: (title: String?, message: String?, buttons: [String])? {
        // Presented by the outermost controller, as UIKit presents an alert.
        ((navigation ?? controller).presentedViewController as? AlertController).map {
            ($0.title, $0.message, $0.actions.map(\.title))
        }
    }

    /// Taps the alert's button titled `title`, then lets the screen update.
    func tapAlert(_ title: String) async {
        ((navigation ?? controller).presentedViewController as? AlertController)?.simulateTappingAction(titled: title)
        await settle()
    }

    /// Takes the screen off, as a covered or popped screen goes.
    func disappear() async {
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        await settle()
    }

    /// How many times `type`'s body has been evaluated.
    func evaluations<V: HeadlessSwiftUI.View>(of type: V.Type) -> Int {
        controller.bodyEvaluations[String(describing: type)] ?? 0
    }
}

/// What an app's window is, as the kit makes it: its root view controller, read.
@MainActor
struct WindowShown {
    /// Whether the root is a navigation controller.
    let isNavigation: Bool
    /// Whether the screen on top is a hosting controller (its views keep state).
    let hostsViews: Bool
    /// The title of the screen on top, once loaded.
    let title: String?

    init(_ app: some App) {
        let root = app.makeRootViewController(scheduler: VirtualScheduler())
        root.loadViewIfNeeded()
        let top = (root as? NavigationController)?.topViewController ?? root
        isNavigation = root is NavigationController
        hostsViews = top is any ViewHosting
        title = top.title
    }
}
