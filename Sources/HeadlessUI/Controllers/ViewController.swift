/// Manages one screen's view and reacts to its lifecycle: the headless twin of `UIViewController`.
///
/// The lifecycle is UIKit's: ``viewDidLoad()`` once, the first time ``view`` is needed; then
/// ``viewWillAppear(_:)`` / ``viewDidAppear(_:)`` each time the screen comes on top, and
/// ``viewWillDisappear(_:)`` / ``viewDidDisappear(_:)`` each time it leaves. A container (a
/// ``NavigationController``, a ``Window``) drives them; never call them yourself.
@MainActor
open class ViewController {
    private enum Appearance { case disappeared, appearing, appeared, disappearing }

    private var loadedView: View?
    private var appearance = Appearance.disappeared

    /// The screen's title, shown in the navigation bar.
    public var title: String? {
        didSet { navigationController?.updateNavigationBar() }
    }

    /// The buttons this screen puts in the navigation bar.
    public private(set) lazy var navigationItem = NavigationItem(owner: self)

    /// The container this controller is inside, or `nil`.
    public internal(set) weak var parent: ViewController?

    /// The controller this one presented (an alert, say), or `nil`.
    public private(set) var presentedViewController: ViewController?

    /// The controller that presented this one, or `nil` if it was not presented.
    public private(set) weak var presentingViewController: ViewController?

    /// Creates a controller; its view is made later, when first needed.
    public init() {}

    // MARK: - The view

    /// The screen's root view, made by ``loadView()`` and set up by ``viewDidLoad()`` on first use.
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView ?? View()
        }
        set { loadedView = newValue }
    }

    /// Whether ``view`` has been made yet.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view now if it has not been made.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View() }
        viewDidLoad()
    }

    /// Makes the root view.
    ///
    /// Override to assign a view of your own to ``view``; the default is an empty ``View``.
    open func loadView() {
        loadedView = View()
    }

    /// Called once, after the view is made: build the screen here.
    open func viewDidLoad() {}

    /// Called each time the screen is about to come on top.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called each time the screen has come on top.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called each time the screen is about to stop being on top (covered, popped or replaced).
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called each time the screen has stopped being on top.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Containers

    /// The navigation controller this controller is inside, or `nil`.
    public var navigationController: NavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? NavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    /// The child whose appearance follows this controller's; a container overrides it.
    open var childForAppearance: ViewController? { nil }

    /// Starts an appearance change, calling `viewWillAppear` or `viewWillDisappear` once.
    ///
    /// For containers, as in UIKit; a change to the state the controller is already in does nothing.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        // As in UIKit, a screen's view is loaded (and `viewDidLoad` called) before it first appears.
        if isAppearing { loadViewIfNeeded() }
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        childForAppearance?.beginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Finishes the appearance change begun last, calling `viewDidAppear` or `viewDidDisappear` once.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
        default:
            return
        }
        childForAppearance?.endAppearanceTransition()
    }

    // MARK: - Presenting

    /// Shows `viewController` over everything (alerts are presented this way).
    ///
    /// As in UIKit without a presentation context, the outermost container presents it, so it stays
    /// up if this controller is popped. Presenting while something is already presented does nothing.
    /// - Parameters:
    ///   - viewController: What to show, usually an ``AlertController``.
    ///   - animated: Kept for UIKit's shape; ignored.
    ///   - completion: Called once it is shown.
    public func present(_ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        var presenter = self
        while let parent = presenter.parent { presenter = parent }
        guard presenter.presentedViewController == nil else { return }
        presenter.presentedViewController = viewController
        viewController.presentingViewController = presenter
        viewController.beginAppearanceTransition(true, animated: animated)
        viewController.endAppearanceTransition()
        completion?()
    }

    /// Dismisses what this controller presented, or, if it presents nothing, this controller itself.
    /// - Parameters:
    ///   - animated: Kept for UIKit's shape; ignored.
    ///   - completion: Called once it is gone.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.beginAppearanceTransition(false, animated: animated)
            presented.endAppearanceTransition()
            presented.presentingViewController = nil
            presentedViewController = nil
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
        }
    }
}
