/// The top of the view tree, showing one root view controller: the headless twin of `UIWindow`.
///
/// It also knows which text field is being edited (the first responder), so that starting to edit
/// one field ends editing in another.
@MainActor
public final class Window: View {
    /// The text field being edited, or `nil`.
    public internal(set) weak var firstResponder: TextField?

    /// The controller whose view fills the window; setting it shows its view.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if isKeyWindow {
                oldValue?.beginAppearanceTransition(false, animated: false)
                rootViewController?.beginAppearanceTransition(true, animated: false)
            }
            oldValue?.view.removeFromSuperview()
            if let rootViewController { addSubview(rootViewController.view) }
            if isKeyWindow {
                oldValue?.endAppearanceTransition()
                rootViewController?.endAppearanceTransition()
            }
        }
    }

    /// Whether the window is on screen (after ``makeKeyAndVisible()``).
    public private(set) var isKeyWindow = false

    /// Creates an empty window, not yet on screen.
    public override init() {
        super.init()
    }

    /// Puts the window on screen: the root view controller's view appears.
    public func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        rootViewController?.beginAppearanceTransition(true, animated: false)
        rootViewController?.endAppearanceTransition()
    }

    /// The controller at the top of everything: the last one presented, else the root.
    public var topmostViewController: ViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }
}
