import Foundation
import HeadlessUI
import ThreatKit

/// Runs one variant of the app on virtual time and uses it the way a person would.
///
/// Everything goes through widgets found by their accessibility identifier, so the driver knows
/// nothing of the pattern behind the screen. `workshop play` turns each script line into one call;
/// the conformance scenarios call it directly.
///
/// After every action the driver checks the app's tables: an update that breaks UIKit's consistency
/// rule is thrown as a ``DriverError`` of kind ``DriverError/Kind/appFailure``.
@MainActor
public final class AppDriver {
    /// The clock of this run of the app; ``wait(_:)`` moves it.
    public private(set) var scheduler: VirtualScheduler
    /// The services of this run of the app.
    public private(set) var environment: AppEnvironment
    /// The window the app shows in.
    public private(set) var window: Window
    /// Where dismissed threats are kept: it outlives ``relaunch()``, as a file on disk would.
    public private(set) var store: DismissedThreatsStore

    /// What the person did since launch, in their words, oldest first: `typed "analyst" into username`,
    /// `tapped Authenticate`, `waited 2 s`.
    ///
    /// A secure field's text shows as one `•` a character, as on screen. ``relaunch()`` keeps the
    /// steps and adds `relaunched the app`: they are what the person did.
    public private(set) var journal: [String] = []

    private let variant: Variant
    private let configuration: AppConfiguration
    private var checkedTables: [CheckedTable] = []

    /// Starts the app: builds the variant's first screen and puts it on screen.
    /// - Parameters:
    ///   - variant: The way of writing the app to run.
    ///   - configuration: Threats, seed or scripted access codes, scripted failures and data folder for this run.
    public init(variant: Variant, configuration: AppConfiguration) {
        self.variant = variant
        self.configuration = configuration
        store = Self.store(for: configuration)
        (scheduler, environment, window) = Self.launch(variant, configuration, store: store)
    }

    /// Quits the app and starts it again: a new clock, new services and screens, the same data on disk.
    ///
    /// With a data folder the store is read again from its file; without one, the in-memory store
    /// stands for the disk and is kept.
    public func relaunch() async {
        journal.append("relaunched the app")
        if configuration.dataDirectory != nil { store = Self.store(for: configuration) }
        window.rootViewController = nil
        checkedTables = []
        (scheduler, environment, window) = Self.launch(variant, configuration, store: store)
        await settle()
    }

    /// Lets the app's tasks run until each waits again, without moving the clock.
    ///
    /// It is what a run loop does between events. The actions call it; call it once after
    /// ``init(variant:configuration:)`` before looking at the first screen.
    public func settle() async {
        await advanceClock(by: 0)
    }

    /// Moves the clock `seconds` forward; for a variant whose screens change in tasks, settling at each
    /// moment at which actions run (``VirtualScheduler/advanceSettling(by:)``).
    private func advanceClock(by seconds: TimeInterval) async {
        if variant.changesScreensInTasks {
            await scheduler.advanceSettling(by: seconds)
        } else {
            scheduler.advance(by: seconds)
        }
    }

    private static func store(for configuration: AppConfiguration) -> DismissedThreatsStore {
        configuration.dataDirectory.map(DismissedThreatsStore.init(directory:)) ?? DismissedThreatsStore()
    }

    private static func launch(
        _ variant: Variant,
        _ configuration: AppConfiguration,
        store: DismissedThreatsStore
    ) -> (VirtualScheduler, AppEnvironment, Window) {
        let scheduler = VirtualScheduler()
        let environment = AppEnvironment(
            scheduler: scheduler,
            threats: configuration.threats,
            seed: configuration.seed,
            randomSource: configuration.randomSource,
            failingThreatRequests: configuration.failingThreatRequests,
            store: store
        )
        let window = Window()
        window.rootViewController = variant.makeRootViewController(environment)
        window.makeKeyAndVisible()
        // The run loop turns once after launch: work scheduled with no delay (a first redraw) runs.
        scheduler.advance(by: 0)
        return (scheduler, environment, window)
    }

    // MARK: - Acting

    /// Focuses the text field `identifier` and types `text` into it, one character at a time.
    ///
    /// The focus and each keystroke are events of their own: the app's tasks run between them.
    /// - Throws: ``DriverError`` when there is no such visible field or an alert is in the way.
    public func type(_ text: String, into identifier: String) async throws(DriverError) {
        let field = try textField(identifier)
        let shown = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        journal.append("typed \"\(shown)\" into \(identifier)")
        if variant.changesScreensInTasks {
            // A tap, then one keystroke at a time: each is an event, after which the run loop turns.
            _ = field.simulateTap()
            await settle()
            for character in text {
                field.simulateTyping(String(character))
                await settle()
            }
        } else {
            field.simulateTyping(text)
        }
        try await afterAction()
    }

    /// Focuses the text field `identifier` and deletes all its text in one edit.
    /// - Throws: ``DriverError`` when there is no such visible field or an alert is in the way.
    public func clear(_ identifier: String) async throws(DriverError) {
        let field = try textField(identifier)
        journal.append("cleared \(identifier)")
        _ = field.simulateTap()
        if variant.changesScreensInTasks { await settle() }
        field.simulateClearing()
        try await afterAction()
    }

    /// Focuses the text field `identifier` and presses the delete key once (one `Character` goes).
    /// - Throws: ``DriverError`` when there is no such visible field or an alert is in the way.
    public func deleteBackward(in identifier: String) async throws(DriverError) {
        let field = try textField(identifier)
        journal.append("pressed delete in \(identifier)")
        field.simulateTap()
        if variant.changesScreensInTasks { await settle() }
        field.simulateDeleteBackward()
        try await afterAction()
    }

    /// Presses Return in the field being edited.
    /// - Throws: ``DriverError`` when no field is being edited.
    public func pressReturn() async throws(DriverError) {
        try checkNoAlert()
        guard let field = window.firstResponder else {
            throw DriverError(.badRequest, "no text field is being edited; `type` into one first")
        }
        journal.append("pressed Return in \(field.accessibilityIdentifier ?? "the field")")
        field.simulateReturn()
        try await afterAction()
    }

    /// Taps the button `name`, or, while an alert shows, the alert's action titled `name`.
    ///
    /// A disabled button ignores the tap without an error, as a real one does.
    /// - Throws: ``DriverError`` when there is no such visible button or action.
    public func tap(_ name: String) async throws(DriverError) {
        if let alert = presentedAlert {
            journal.append("tapped \(name) on the alert \"\(alert.title ?? "")\"")
            guard alert.simulateTappingAction(titled: name) else {
                throw DriverError(
                    .badRequest,
                    "the alert \"\(alert.title ?? "")\" is showing; tap one of its actions: "
                        + alert.actions.map(\.title).joined(separator: ", ")
                )
            }
        } else {
            let button: Button = try widget(name, kind: "button or alert action")
            journal.append("tapped \(button.title)" + (button.isEnabled ? "" : " (disabled)"))
            button.simulateTap()
        }
        try await afterAction()
    }

    /// Moves virtual time forward, running every timer and response that falls due.
    /// - Parameter seconds: How long to wait; 0 or more.
    /// - Throws: ``DriverError`` when something that ran broke a table's rules.
    public func wait(_ seconds: TimeInterval) async throws(DriverError) {
        journal.append("waited \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s")
        await advanceClock(by: seconds)
        try await afterAction()
    }

    /// Taps row `row` (0-based) of the visible table.
    /// - Throws: ``DriverError`` when there is no visible table or no such row.
    public func selectRow(_ row: Int) async throws(DriverError) {
        try checkNoAlert()
        let table = try visibleTable()
        try checkRow(row, in: table)
        journal.append("tapped row \(row + 1)")
        table.simulateSelectingRow(at: IndexPath(row: row, section: 0))
        try await afterAction()
    }

    /// Swipes row `row` (0-based) of the visible table and taps Delete.
    /// - Throws: ``DriverError`` when there is no visible table, no such row, or the row cannot be deleted.
    public func deleteRow(_ row: Int) async throws(DriverError) {
        try checkNoAlert()
        let table = try visibleTable()
        try checkRow(row, in: table)
        journal.append("swiped row \(row + 1) and tapped Delete")
        guard table.simulateSwipeToDelete(at: IndexPath(row: row, section: 0)) else {
            throw DriverError(.badRequest, "row \(row + 1) cannot be deleted")
        }
        try await afterAction()
    }

    /// Taps the navigation bar's back button.
    /// - Throws: ``DriverError`` when the screen has no back button.
    public func goBack() async throws(DriverError) {
        try checkNoAlert()
        guard let back = visibleWidgets.first(where: { $0.accessibilityIdentifier == "back" }) as? Button else {
            throw DriverError(.badRequest, "this screen has no back button")
        }
        journal.append("tapped Back")
        back.simulateTap()
        try await afterAction()
    }

    // MARK: - Looking

    /// The screen as ``ScreenRenderer`` prints it.
    public func screen() -> String {
        ScreenRenderer().render(window)
    }

    /// The text a widget shows: a label's text, a field's text, a button's title.
    /// - Throws: ``DriverError`` when no visible widget has that identifier, or it shows no text.
    public func text(of identifier: String) throws(DriverError) -> String {
        switch try widget(identifier, kind: "widget") as View {
        case let label as Label: label.text ?? ""
        case let field as TextField: field.text ?? ""
        case let button as Button: button.title
        default: throw DriverError(.badRequest, "\"\(identifier)\" shows no text")
        }
    }

    /// The text a widget shows as a person sees it: a secure field's text as one `•` a character.
    ///
    /// Use it in messages, so that a failing check never prints a password.
    /// - Throws: ``DriverError`` when no visible widget has that identifier, or it shows no text.
    public func shownText(of identifier: String) throws(DriverError) -> String {
        let text = try text(of: identifier)
        let view: View = try widget(identifier, kind: "widget")
        guard let field = view as? TextField, field.isSecureTextEntry else { return text }
        return String(repeating: "•", count: text.count)
    }

    /// Whether a person can see the widget: it is not hidden, and, for a label, it has text.
    ///
    /// This is what the printed screen shows: an empty label is not printed, as it shows nothing.
    public func isVisible(_ identifier: String) -> Bool {
        visibleWidgets.contains { widget in
            guard widget.accessibilityIdentifier == identifier else { return false }
            if let label = widget as? Label { return !(label.text ?? "").isEmpty }
            return true
        }
    }

    /// Whether the visible button `identifier` is enabled.
    /// - Throws: ``DriverError`` when there is no such visible button.
    public func isEnabled(_ identifier: String) throws(DriverError) -> Bool {
        let button: Button = try widget(identifier, kind: "button")
        return button.isEnabled
    }

    /// Whether the field `identifier` is the one being edited.
    /// - Throws: ``DriverError`` when there is no such visible field.
    public func isEditing(_ identifier: String) throws(DriverError) -> Bool {
        let field: TextField = try widget(identifier, kind: "text field")
        return field.isEditing
    }

    /// One row of the visible table, as a person reads it.
    public struct Row: Equatable, Sendable, CustomStringConvertible {
        /// The first line, such as `Heo, Greg`.
        public let title: String
        /// The second line, such as `HIGH · 350 m`.
        public let detail: String

        /// Creates a row, for comparing with what the screen shows.
        public init(title: String, detail: String) {
            self.title = title
            self.detail = detail
        }

        /// `Heo, Greg — HIGH · 350 m`.
        public var description: String { "\(title) — \(detail)" }
    }

    /// The rows of the visible table, top first.
    /// - Throws: ``DriverError`` when no table is visible.
    public func rows() throws(DriverError) -> [Row] {
        try visibleTable().visibleCells.map {
            Row(title: $0.textLabel.text ?? "", detail: $0.detailTextLabel.text ?? "")
        }
    }

    /// Every update the visible table was told about, oldest first.
    /// - Throws: ``DriverError`` when no table is visible.
    public func tableUpdates() throws(DriverError) -> [TableUpdate] {
        try visibleTable().updateLog
    }

    /// The alert on screen, or `nil`.
    public var presentedAlert: AlertController? {
        window.topmostViewController as? AlertController
    }

    /// The screens of the navigation stack, bottom first (empty if the app does not use one).
    public var navigationStack: [ViewController] {
        (window.rootViewController as? NavigationController)?.viewControllers ?? []
    }

    /// The screen on top of the navigation stack.
    public var topViewController: ViewController? {
        navigationStack.last ?? window.rootViewController
    }

    /// The identifiers of the visible widgets, top to bottom.
    public var visibleIdentifiers: [String] {
        visibleWidgets.compactMap(\.accessibilityIdentifier)
    }

    // MARK: - Finding widgets

    private var visibleWidgets: [View] {
        (window.rootViewController?.view.allViews ?? []).filter { $0.isVisible }
    }

    /// The visible widget `identifier` of the given type.
    ///
    /// Looking is allowed under an alert; acting calls ``checkNoAlert()`` first.
    private func widget<Widget: View>(_ identifier: String, kind: String) throws(DriverError) -> Widget {
        let matches = visibleWidgets.filter { $0.accessibilityIdentifier == identifier }
        if let widget = matches.lazy.compactMap({ $0 as? Widget }).first {
            return widget
        }
        let candidates = visibleWidgets.filter { $0 is Widget }.compactMap(\.accessibilityIdentifier)
            .filter(isVisible)
        let what = matches.isEmpty ? "no visible \(kind) \"\(identifier)\"" : "\"\(identifier)\" is not a \(kind)"
        let choice =
            candidates.isEmpty ? "there is none on this screen" : "on screen: " + candidates.joined(separator: ", ")
        throw DriverError(.badRequest, "\(what) (\(choice))")
    }

    private func textField(_ identifier: String) throws(DriverError) -> TextField {
        try checkNoAlert()
        return try widget(identifier, kind: "text field")
    }

    private func visibleTable() throws(DriverError) -> TableView {
        guard let table = visibleWidgets.lazy.compactMap({ $0 as? TableView }).first else {
            throw DriverError(.badRequest, "no table is visible on this screen")
        }
        return table
    }

    private func checkRow(_ row: Int, in table: TableView) throws(DriverError) {
        let count = table.numberOfRows(inSection: 0)
        guard row >= 0, row < count else {
            throw DriverError(
                .badRequest, "there is no row \(row + 1): the table has \(count == 1 ? "1 row" : "\(count) rows")")
        }
    }

    private func checkNoAlert() throws(DriverError) {
        if let alert = presentedAlert {
            throw DriverError(
                .badRequest,
                "the alert \"\(alert.title ?? "")\" is in the way; tap one of its actions: "
                    + alert.actions.map(\.title).joined(separator: ", ")
            )
        }
    }

    // MARK: - Checking the app

    private final class CheckedTable {
        weak var table: TableView?
        var entriesChecked: Int

        init(table: TableView) {
            self.table = table
            entriesChecked = 0
        }
    }

    /// Lets the run loop turn, as it would after each event in an app, then checks the tables.
    ///
    /// Work scheduled with no delay (a screen re-rendering after its view model changed) runs now, and
    /// so do the tasks the event woke, each until it waits again (``VirtualScheduler/advanceSettling(by:)``).
    private func afterAction() async throws(DriverError) {
        await settle()
        try checkTables()
    }

    /// Fails on any invalid update made to a table of any screen in the stack since the last check.
    private func checkTables() throws(DriverError) {
        let tables = navigationStack.filter(\.isViewLoaded).flatMap { $0.view.allViews }.compactMap { $0 as? TableView }
        checkedTables.removeAll { $0.table == nil }
        for table in tables where !checkedTables.contains(where: { $0.table === table }) {
            checkedTables.append(CheckedTable(table: table))
        }
        for checked in checkedTables {
            guard let log = checked.table?.updateLog else { continue }
            let newEntries = log.dropFirst(checked.entriesChecked)
            checked.entriesChecked = log.count
            for case .invalid(let message) in newEntries {
                throw DriverError(.appFailure, "the app made an invalid table update: \(message)")
            }
        }
    }
}
