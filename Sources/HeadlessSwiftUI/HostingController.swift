import HeadlessUI
import Scheduling

/// A view controller that shows a view and its tree as HeadlessUI widgets: SwiftUI's `UIHostingController`.
///
/// It evaluates the views' bodies, draws what they resolve to (a `Text` as a `Label`, a `Button` as a
/// `Button`, a `TextField` as a `TextField`, a stack as a view holding its views), and draws again when
/// what a body read changes: one update per turn of `scheduler`, however many changes land, and only the
/// views that read a change evaluate their bodies. A widget keeps its identity while its view keeps its
/// place, so a field being edited goes on being edited. `.onAppear` and `.task` run as the screen comes on
/// top or the view comes into it; `.onDisappear` runs and tasks are cancelled as either goes.
open class HostingController<Content: View>: ViewController, ViewHosting {
    /// The view shown; setting it draws the screen again.
    public var rootView: Content {
        didSet {
            // Offered as a parent's body offers a view: evaluated again unless equal to the last.
            rootNode = graph.node(for: Root(content: rootView), at: "", disabled: false)
            setNeedsUpdate()
        }
    }

    private let scheduler: any Scheduler
    private let graph = ViewGraph()
    private var rootNode: ViewNode?
    /// The widget of each place, with the update that last drew it.
    private var widgets: [String: (view: HeadlessUI.View, drawnAt: Int)] = [:]
    /// How many updates have drawn the widgets.
    private var updates = 0
    /// The lifecycles on screen, by place, with the tasks they started and the update that last found each.
    private var running: [String: (lifecycle: Lifecycle, tasks: [Task<Void, Never>], foundAt: Int)] = [:]
    private var isOnScreen = false
    private var pendingUpdate: (any Cancellable)?

    /// Shows `rootView`, updating on `scheduler`'s turns (the app's: virtual time in tests).
    public init(rootView: Content, scheduler: any Scheduler) {
        self.rootView = rootView
        self.scheduler = scheduler
        super.init()
        _ = MainQueue.marked
        graph.onNeedsUpdate = { [weak self] in self?.setNeedsUpdate() }
    }

    /// How many times each view type's body has been evaluated, by the type's name: what a test or a
    /// benchmark counts to see which views a change made evaluate again.
    public var bodyEvaluations: [String: Int] { graph.evaluations }

    /// What the views on screen keep in their `@State`s, each named `View.property` (`LoginView.viewModel`).
    public var keptStates: [(name: String, value: Any)] { graph.keptStates }

    /// The tasks the `.task` modifiers of the views on screen started, in the order of their places.
    public var lifecycleTasks: [Task<Void, Never>] {
        running.sorted { $0.key < $1.key }.flatMap(\.value.tasks)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        update()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isOnScreen = true
        update()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Once the screen that covered this one is off the stack, which it is only after the transition.
        clearLeftDestinations()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isOnScreen = false
        update()
    }

    isolated deinit {
        for task in running.values.flatMap(\.tasks) { task.cancel() }
        pendingUpdate?.cancel()
    }

    private func setNeedsUpdate() {
        guard pendingUpdate == nil, isViewLoaded else { return }
        pendingUpdate = scheduler.schedule(after: 0) { [weak self] in self?.update() }
    }

    /// Evaluates what must be, draws the widgets, and starts and stops what appeared and left.
    private func update() {
        pendingUpdate?.cancel()
        pendingUpdate = nil
        let root = rootNode ?? graph.node(for: Root(content: rootView), at: "", disabled: false)
        rootNode = root
        graph.update(root)
        found.removeAll()
        updates += 1
        // The widget table is walked as a local value, unshared (no copy as it changes), and without the
        // run-time exclusivity checks each use of a controller's property has.
        var walk = Walk(widgets: widgets, update: updates)
        widgets = [:]
        // The fields' focus goes in the array the last update's took (emptied, its room kept), not a new one.
        swap(&walk.focus, &found.focus)
        var count = 0
        draw([.node(root)], identifier: nil, in: view, at: &count, walk: &walk)
        removeSubviews(of: view, from: count)
        // Each place drawn has its widget, so only when there are more widgets have some places gone.
        if walk.widgets.count != walk.drawn {
            let latest = walk.update
            walk.widgets = walk.widgets.filter { $0.value.drawnAt == latest }
        }
        widgets = walk.widgets
        found.focus = walk.focus
        presentAlert()
        showAttachments()
        moveFocus()
        runChanges()
        let onScreen = isOnScreen ? found.lifecycles : []
        // Each place still on screen is stamped with this update; only when fewer than all are have some gone.
        var stillOn = 0
        for (path, _) in onScreen {
            if let index = running.index(forKey: path), running.values[index].foundAt != updates {
                running.values[index].foundAt = updates
                stillOn += 1
            }
        }
        let latest = updates
        for (path, shown) in running where stillOn != running.count && shown.foundAt != latest {
            for task in shown.tasks { task.cancel() }
            running[path] = nil
            for action in shown.lifecycle.onDisappear { action() }
        }
        for (path, lifecycle) in onScreen where running[path] == nil {
            for action in lifecycle.onAppear { action() }
            running[path] = (lifecycle, lifecycle.tasks.map { action in Task { await action() } }, updates)
        }
    }

    private var found = Found()
    /// The watches the `onChange`s made at the last update, by place: each holds the value it saw.
    private var watched: [String: (watch: any ChangeWatch, seenAt: Int)] = [:]
    /// The bar button the toolbar's first button is drawn as.
    private let toolbarButton = HostedButton()
    /// The screens pushed for destinations, by the destination's place, with how to say each was left.
    private var pushed: [String: (controller: HostingController<AnyView>, clear: @MainActor () -> Void)] = [:]
    /// The alert shown, and the place of the view that shows it.
    private var shownAlert: (path: String, controller: AlertController)?

    /// Notes what a modifier attached, for the update to act on.
    private func note(_ attachment: Attachment) {
        switch attachment {
        case .lifecycle(let path, let lifecycle): found.lifecycles.append((path, lifecycle))
        case .alert(let alert): found.alerts.append(alert)
        case .screen(let screen): found.screen.append(screen)
        case .change(let path, let watch): found.watches.append((path, watch))
        }
    }

    private func flatten(_ items: [ResolvedItem], identifier: String? = nil) -> [Drawn] {
        var drawn: [Drawn] = []
        flatten(items, identifier: identifier, into: &drawn)
        return drawn
    }

    /// Appends the widgets of `items` to `drawn`, the first one taking `identifier` if it is given.
    private func flatten(_ items: [ResolvedItem], identifier: String?, into drawn: inout [Drawn]) {
        var identifier = identifier
        for item in items {
            switch item {
            case .widget(let spec):
                let named = identifier ?? spec.identifier
                identifier = nil
                if case .table = spec.kind {
                    let rows = rows(spec.children)
                    drawn.append(Drawn(spec: spec, identifier: named, rows: rows))
                } else if spec.children.isEmpty {
                    drawn.append(Drawn(spec: spec, identifier: named))
                } else {
                    let children = flatten(spec.children)
                    drawn.append(Drawn(spec: spec, identifier: named, children: children))
                }
            case .node(let node):
                flatten(node.template, identifier: node.identifier ?? identifier, into: &drawn)
                if node.identifier == nil { identifier = nil }
            case .row(_, let content, _):
                flatten(content, identifier: identifier, into: &drawn)
                identifier = nil
            case .attached(let attachment, let content):
                note(attachment)
                flatten(content, identifier: identifier, into: &drawn)
                identifier = nil
            }
        }
    }

    /// Shows the title and toolbar button in the navigation bar, and pushes or pops the destinations.
    private func showAttachments() {
        var title: String?
        var hidesBackButton = false
        var button: Drawn?
        // Few, so kept in order in an array, the last of a place's counting.
        var destinations: [(path: String, spec: DestinationSpec?)] = []
        for attachment in found.screen {
            switch attachment {
            case .title(let text): title = title ?? text
            case .toolbar(let items):
                button =
                    button
                    ?? flatten(items).flatMap(Self.allWidgets).first {
                        if case .button = $0.spec.kind { true } else { false }
                    }
            case .destination(let path, let spec):
                if let index = destinations.firstIndex(where: { $0.path == path }) {
                    destinations[index].spec = spec
                } else {
                    destinations.append((path, spec))
                }
            case .backButtonHidden(let hidden): hidesBackButton = hidesBackButton || hidden
            }
        }
        if self.title != title { self.title = title }
        if navigationItem.hidesBackButton != hidesBackButton { navigationItem.hidesBackButton = hidesBackButton }
        if let button, case .button(let text, _, let action) = button.spec.kind {
            toolbarButton.title = text
            toolbarButton.action = action
            toolbarButton.isEnabled = !button.spec.isDisabled
            toolbarButton.accessibilityIdentifier = button.identifier
            if navigationItem.rightBarButtonItem !== toolbarButton { navigationItem.rightBarButtonItem = toolbarButton }
        } else if navigationItem.rightBarButtonItem != nil {
            navigationItem.rightBarButtonItem = nil
        }
        guard let navigationController else { return }
        // A destination whose view has left the tree goes with it, as an unset item's does.
        for path in pushed.keys where !destinations.contains(where: { $0.path == path }) {
            destinations.append((path, nil))
        }
        for (path, spec) in destinations {
            if let spec, let shown = pushed[path] {
                shown.controller.rootView = spec.makeView()
            } else if let spec, isOnScreen {
                let screen = HostingController<AnyView>(rootView: spec.makeView(), scheduler: scheduler)
                pushed[path] = (screen, spec.clear)
                navigationController.pushViewController(screen, animated: false)
            } else if spec == nil, let shown = pushed[path] {
                pushed[path] = nil
                if let index = navigationController.viewControllers.firstIndex(where: { $0 === shown.controller }) {
                    navigationController.setViewControllers(
                        Array(navigationController.viewControllers.prefix(index)), animated: false)
                }
            }
        }
    }

    /// Moves the editing to the field its focus state names, or ends it, when the state says otherwise.
    private func moveFocus() {
        guard !found.focus.isEmpty else { return }
        // The fields are this screen's, just drawn: each is editing if it is its window's first responder.
        let editing = view.window?.firstResponder
        for (field, isFocused) in found.focus where isFocused != (editing === field) {
            if isFocused { field.becomeFirstResponder() } else { field.resignFirstResponder() }
        }
    }

    /// Runs each `onChange` whose value differs from the one it saw at the last update.
    private func runChanges() {
        guard !found.watches.isEmpty || !watched.isEmpty else { return }
        for (path, watch) in found.watches {
            if let older = watched[path]?.watch { watch.fire(ifChangedFrom: older) }
        }
        // Then the values seen, each stamped with this update, in place; only when fewer places than the
        // table holds were seen have some watches gone.
        var seen = 0
        for (path, watch) in found.watches {
            if let index = watched.index(forKey: path) {
                if watched.values[index].seenAt != updates { seen += 1 }
                watched.values[index] = (watch, updates)
            } else {
                watched[path] = (watch, updates)
                seen += 1
            }
        }
        if watched.count != seen {
            let latest = updates
            watched = watched.filter { $0.value.seenAt == latest }
        }
    }

    /// Says so to each destination whose screen the person left (went back from).
    private func clearLeftDestinations() {
        let stack = navigationController?.viewControllers ?? []
        for (path, shown) in pushed where !stack.contains(where: { $0 === shown.controller }) {
            pushed[path] = nil
            shown.clear()
        }
    }

    /// A list's rows: each element's first text, second text, first button and delete action.
    private func rows(_ items: [ResolvedItem]) -> [HostedTableView.Row] {
        var rows: [HostedTableView.Row] = []
        for item in items {
            switch item {
            case .row(let path, let content, let onDelete):
                var cell = Cell()
                collect(content, into: &cell)
                rows.append(
                    HostedTableView.Row(
                        id: path, title: cell.texts.first, detail: cell.texts.dropFirst().first, select: cell.tap,
                        delete: onDelete))
            case .node(let node): rows += self.rows(node.template)
            case .attached(let attachment, let content):
                note(attachment)
                rows += self.rows(content)
            case .widget(let spec):
                // A view of the list's own, not a ForEach's element, is a row by itself.
                rows += self.rows([.row(path: spec.path, content: [item], onDelete: nil)])
            }
        }
        return rows
    }

    private static func allWidgets(_ drawn: Drawn) -> [Drawn] {
        [drawn] + drawn.children.flatMap(allWidgets)
    }

    /// Adds the texts of a row's widgets, in order, and the first button's action to `cell`, noting what
    /// is attached on the way: one walk, with no widget description copied (a page of a long list walks
    /// every row).
    private func collect(_ items: [ResolvedItem], into cell: inout Cell) {
        for item in items {
            switch item {
            case .widget(let spec):
                switch spec.kind {
                case .text(let text): cell.texts.append(text)
                case .button(_, _, let action): if cell.tap == nil { cell.tap = action }
                case .table:
                    // A table's rows are not the row's widgets, but what is attached inside them still counts.
                    _ = rows(spec.children)
                    continue
                default: break
                }
                collect(spec.children, into: &cell)
            case .node(let node): collect(node.template, into: &cell)
            case .row(_, let content, _): collect(content, into: &cell)
            case .attached(let attachment, let content):
                note(attachment)
                collect(content, into: &cell)
            }
        }
    }

    /// Shows the first alert whose binding reads `true`, or takes down the one shown when none does.
    ///
    /// As a UIKit controller's `present` does, it shows over the whole window (the navigation controller
    /// presents it), also while a screen pushed over this one is on top; the same alert with another title
    /// or message is shown again with them.
    private func presentAlert() {
        let wanted = found.alerts.first(where: \.isShown)
        guard wanted != nil || shownAlert != nil else { return }
        if let shown = shownAlert {
            let isUp = shown.controller.presentingViewController != nil
            let isWanted =
                shown.path == wanted?.path && shown.controller.title == wanted?.title
                && shown.controller.message == wanted?.message
            if isUp, !isWanted { shown.controller.dismiss(animated: false) }
            if !isUp || !isWanted { shownAlert = nil }
        }
        var outermost: ViewController = self
        while let parent = outermost.parent { outermost = parent }
        let isInWindow = isOnScreen || navigationController != nil
        guard let wanted, shownAlert == nil, isInWindow, outermost.presentedViewController == nil else { return }
        let alert = AlertController(title: wanted.title, message: wanted.message)
        let ok: (title: String, role: ButtonRole?, action: @MainActor () -> Void) = ("OK", nil, {})
        for button in wanted.actions.isEmpty ? [ok] : wanted.actions {
            let style: AlertAction.Style =
                switch button.1 {
                case .cancel: .cancel
                case .destructive: .destructive
                case nil: .default
                }
            let isPresented = wanted.isPresented
            alert.addAction(
                AlertAction(title: button.0, style: style) { _ in
                    isPresented.wrappedValue = false
                    button.2()
                })
        }
        shownAlert = (wanted.path, alert)
        present(alert, animated: false)
    }

    /// Draws the widgets of `items` as `container`'s subviews from `index` on, reusing each place's widget,
    /// the first one taking `identifier` if it is given; notes what the modifiers attach on the way.
    ///
    /// One walk of the tree the bodies resolved to: what a widget holds is drawn into it before it takes
    /// its place among its container's subviews.
    private func draw(
        _ items: [ResolvedItem], identifier: String?, in container: HeadlessUI.View, at index: inout Int,
        walk: inout Walk
    ) {
        var identifier = identifier
        for item in items {
            switch item {
            case .widget(let spec):
                let widget = widget(for: spec, identifier: identifier ?? spec.identifier, walk: &walk)
                identifier = nil
                switch spec.kind {
                case .stack:
                    var count = 0
                    draw(spec.children, identifier: nil, in: widget, at: &count, walk: &walk)
                    removeSubviews(of: widget, from: count)
                case .table:
                    let rows = rows(spec.children)
                    (widget as? HostedTableView)?.show(rows)
                default:
                    // What a widget of another kind holds (a button's label) is not drawn, but what is
                    // attached inside it still counts.
                    if !spec.children.isEmpty { _ = flatten(spec.children) }
                }
                let subviews = container.subviews
                if index >= subviews.count || subviews[index] !== widget {
                    container.insertSubview(widget, at: index)
                }
                index += 1
            case .node(let node):
                draw(
                    node.template, identifier: node.identifier ?? identifier, in: container, at: &index, walk: &walk)
                if node.identifier == nil { identifier = nil }
            case .row(_, let content, _):
                draw(content, identifier: identifier, in: container, at: &index, walk: &walk)
                identifier = nil
            case .attached(let attachment, let content):
                note(attachment)
                draw(content, identifier: identifier, in: container, at: &index, walk: &walk)
                identifier = nil
            }
        }
    }

    /// Takes `container`'s subviews from `index` on out of it.
    private func removeSubviews(of container: HeadlessUI.View, from index: Int) {
        for extra in container.subviews.dropFirst(index) { extra.removeFromSuperview() }
    }

    /// The widget at `spec`'s place, made if there is none of its kind, set to show `spec` and named
    /// `identifier`.
    private func widget(for spec: WidgetSpec, identifier: String?, walk: inout Walk) -> HeadlessUI.View {
        let place = walk.widgets.index(forKey: spec.path)
        let existing = place.map { walk.widgets.values[$0].view }
        let widget: HeadlessUI.View
        switch spec.kind {
        case .text(let text):
            let label = existing as? HeadlessUI.Label ?? HeadlessUI.Label()
            label.text = text
            widget = label
        case .button(let title, _, let action):
            let button = existing as? HostedButton ?? HostedButton()
            button.title = title
            button.action = action
            button.isEnabled = !spec.isDisabled
            widget = button
        case .textField(let placeholder, let value, let text, let isSecure, let onSubmit, let focus):
            let field = existing as? HostedTextField ?? HostedTextField()
            field.placeholder = placeholder
            field.isSecureTextEntry = isSecure
            field.binding = text
            field.onSubmit = onSubmit
            field.focus = focus
            if field.text != value { field.text = value }
            if let focus { walk.focus.append((field, focus.isFocused)) }
            widget = field
        case .progress:
            let indicator = existing as? ActivityIndicatorView ?? ActivityIndicatorView()
            indicator.startAnimating()
            widget = indicator
        case .stack:
            widget = existing.flatMap { type(of: $0) == HeadlessUI.View.self ? $0 : nil } ?? HeadlessUI.View()
        case .table:
            widget = existing as? HostedTableView ?? HostedTableView()
        }
        widget.accessibilityIdentifier = identifier
        if let place, walk.widgets.values[place].view === widget {
            walk.widgets.values[place].drawnAt = walk.update
        } else {
            walk.widgets[spec.path] = (widget, walk.update)
        }
        walk.drawn += 1
        return widget
    }
}

/// A widget to draw, with the identifier it takes and the widgets inside it (for a table, its rows).
///
/// Not nested in the generic ``HostingController``: a type nested there is generic too, and its metadata
/// would be looked up at run time each time an update makes an array of it.
private struct Drawn {
    let spec: WidgetSpec
    /// The spec's own, or the one given it by the composite view or modifier around it.
    let identifier: String?
    var children: [Drawn] = []
    var rows: [HostedTableView.Row] = []
}

/// What a row of a ``List`` shows: the texts of its widgets, in order, and what tapping it does.
private struct Cell {
    var texts: [String] = []
    var tap: (@MainActor () -> Void)?
}

/// The widget table as an update's drawing walks it, with what it finds of the fields' focus.
@MainActor
private struct Walk {
    /// The widget of each place, with the update that last drew it.
    var widgets: [String: (view: HeadlessUI.View, drawnAt: Int)]
    /// The update drawing.
    let update: Int
    /// How many widgets it drew.
    var drawn = 0
    /// The fields tied to a focus state, and whether it says each is focused.
    var focus: [(field: HostedTextField, isFocused: Bool)] = []
}

/// What an update finds as it draws, acted on once the widgets are drawn.
@MainActor
private struct Found {
    var lifecycles: [(path: String, lifecycle: Lifecycle)] = []
    var alerts: [AlertSpec] = []
    /// What the views attach to the screen: title, toolbar, destinations.
    var screen: [ScreenAttachment] = []
    var watches: [(path: String, watch: any ChangeWatch)] = []
    /// The fields tied to a focus state, and whether it says each is focused.
    var focus: [(field: HostedTextField, isFocused: Bool)] = []

    /// Forgets what the last update found, keeping the room it took for the next.
    mutating func removeAll() {
        lifecycles.removeAll(keepingCapacity: true)
        alerts.removeAll(keepingCapacity: true)
        screen.removeAll(keepingCapacity: true)
        watches.removeAll(keepingCapacity: true)
        focus.removeAll(keepingCapacity: true)
    }
}

/// The view at a hosting controller's root: its body is the root view, primitive or not.
private struct Root<Content: View>: View {
    let content: Content
    var body: Content { content }
}
