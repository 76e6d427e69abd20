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

    let scheduler: any Scheduler
    let graph = ViewGraph()
    private var rootNode: ViewNode?
    /// The widget of each place, with the update that last drew it.
    var widgets: [String: (view: HeadlessUI.View, drawnAt: Int)] = [:]
    /// How many updates have drawn the widgets.
    var updates = 0
    /// The lifecycles on screen, by place, with the tasks they started and the update that last found each.
    var running: [String: (lifecycle: Lifecycle, tasks: [Task<Void, Never>], foundAt: Int)] = [:]
    var isOnScreen = false
    private var pendingUpdate: (any Cancellable)?
    /// What the last update found as it drew.
    var found = Found()
    /// The watches the `onChange`s made at the last update, by place: each holds the value it saw.
    var watched: [String: (watch: any ChangeWatch, seenAt: Int)] = [:]
    /// The bar button the toolbar's first button is drawn as.
    let toolbarButton = HostedButton()
    /// The screens pushed for destinations, by the destination's place, with how to say each was left.
    var pushed: [String: (controller: HostingController<AnyView>, clear: @MainActor () -> Void)] = [:]
    /// The alert shown, and the place of the view that shows it.
    var shownAlert: (path: String, controller: AlertController)?
    /// The environment the root view reads: a pushed screen's has its pusher's, and a `dismiss` that goes
    /// back.
    var environment = EnvironmentValues()
    /// The screens pushed for the values of the stack's path, with their values, the first pushed first.
    var pathScreens: [(value: AnyHashable, controller: HostingController<AnyView>)] = []
    /// Told when this screen is taken off its navigation stack by going back.
    var onPopped: (@MainActor () -> Void)?
    /// For a screen pushed for a value of a stack's path: the screen whose stack it is, which learns the
    /// `navigationDestination(for:)`s declared on this one.
    weak var pathOwner: (any PathOwner)?
    /// The `navigationDestination(for:)`s declared on the screens pushed for this one's path, by type.
    var pushedDestinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView?] = [:]

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
        // Taken off its stack (not covered by another screen): the one who pushed it is told.
        if navigationController == nil { onPopped?() }
    }

    isolated deinit {
        for task in running.values.flatMap(\.tasks) { task.cancel() }
        pendingUpdate?.cancel()
    }

    func setNeedsUpdate() {
        guard pendingUpdate == nil, isViewLoaded else { return }
        pendingUpdate = scheduler.schedule(after: 0) { [weak self] in self?.update() }
    }

    /// Brings the screen up to date, in named steps: evaluates the bodies that must be, draws the widgets
    /// (noting what the modifiers attach), then acts on what was found: the alert, the navigation bar and
    /// destinations, the focus, the change actions, and what appeared and left.
    private func update() {
        pendingUpdate?.cancel()
        pendingUpdate = nil
        let root = rootNode ?? graph.node(for: Root(content: rootView), at: "", disabled: false)
        rootNode = root
        root.inherit(onSubmit: nil, focus: nil, environment: environment)
        graph.update(root)
        draw(root)
        presentAlert()
        showAttachments()
        moveFocus()
        runChanges()
        startAndStopLifecycles()
    }
}

/// A screen whose navigation stack shows the values of a path: it learns the destinations declared on the
/// screens it pushes, as SwiftUI takes a `navigationDestination(for:)` anywhere inside the stack.
@MainActor
protocol PathOwner: AnyObject {
    /// Adds `destinations` (the first declared of each type stays), drawing again if one is new.
    func learn(_ destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView?])
}

extension HostingController: PathOwner {
    func learn(_ destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView?]) {
        let new = destinations.filter { pushedDestinations[$0.key] == nil }
        guard !new.isEmpty else { return }
        pushedDestinations.merge(new) { mine, _ in mine }
        setNeedsUpdate()
    }
}

/// The view at a hosting controller's root: its body is the root view, primitive or not.
private struct Root<Content: View>: View {
    let content: Content
    var body: Content { content }
}
