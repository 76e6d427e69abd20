/// A stack of screens, one on top, with a bar and a back button: the headless twin of `UINavigationController`.
///
/// Pushing and popping drive the appearance calls of the screens involved, in UIKit's order: the
/// leaving screen's `viewWillDisappear`, the arriving screen's `viewWillAppear`, then their `did` calls.
/// Popped controllers are released; the stack holds the only strong reference the kit keeps.
@MainActor
open class NavigationController: ViewController {
    /// The stack, bottom (root) first.
    public private(set) var viewControllers: [ViewController]

    /// The bar at the top: title, back button, and the top screen's bar button.
    public let navigationBar = NavigationBar()

    private let contentView = View()

    /// Creates a stack holding one screen.
    public init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        super.init()
        rootViewController.parent = self
    }

    /// The screen on top.
    public var topViewController: ViewController? { viewControllers.last }

    /// The screen on top receives this controller's appearance calls.
    open override var childForAppearance: ViewController? { topViewController }

    /// Builds the bar and shows the top screen.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        view.addSubview(contentView)
        navigationBar.backButton.addAction { [weak self] in
            self?.popViewController(animated: true)
        }
        showTopView()
    }

    /// Puts `viewController` on top of the stack.
    ///
    /// Pushing a controller that is already in the stack is refused and changes nothing (UIKit raises
    /// "Pushing the same view controller instance more than once is not supported").
    /// - Parameters:
    ///   - viewController: The screen to show.
    ///   - animated: Kept for UIKit's shape; ignored.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        transition(to: viewControllers + [viewController], animated: animated)
    }

    /// Takes the top screen off the stack, unless it is the root.
    /// - Returns: The screen taken off, or `nil` when only the root was left.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        transition(to: viewControllers.dropLast(), animated: animated)
        return top
    }

    /// Takes every screen but the root off the stack.
    /// - Returns: The screens taken off, top last, or `nil` when only the root was there.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        transition(to: Array(viewControllers.prefix(1)), animated: animated)
        return popped
    }

    /// Replaces the whole stack.
    public func setViewControllers(_ newStack: [ViewController], animated: Bool) {
        transition(to: newStack, animated: animated)
    }

    private func transition(to newStack: [ViewController], animated: Bool) {
        let oldTop = topViewController
        let newTop = newStack.last
        let isOnScreen = isViewLoaded && view.window != nil
        if oldTop !== newTop, isOnScreen {
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
        }
        for controller in viewControllers where !newStack.contains(where: { $0 === controller }) {
            controller.parent = nil
        }
        for controller in newStack { controller.parent = self }
        viewControllers = newStack
        if isViewLoaded { showTopView() }
        if oldTop !== newTop, isOnScreen {
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
        }
    }

    private func showTopView() {
        for subview in contentView.subviews { subview.removeFromSuperview() }
        if let topViewController { contentView.addSubview(topViewController.view) }
        updateNavigationBar()
    }

    /// Shows the top screen's title and bar button, and the back button when there is a screen to go back to.
    func updateNavigationBar() {
        guard let top = topViewController else { return }
        navigationBar.show(
            title: top.title,
            rightButton: top.navigationItem.rightBarButtonItem,
            showsBackButton: viewControllers.count > 1 && !top.navigationItem.hidesBackButton
        )
    }
}
