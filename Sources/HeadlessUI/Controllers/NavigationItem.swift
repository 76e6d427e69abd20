/// What a screen shows in the navigation bar while it is on top: the headless twin of `UINavigationItem`.
@MainActor
public final class NavigationItem {
    private weak var owner: ViewController?

    init(owner: ViewController) {
        self.owner = owner
    }

    /// The button at the right end of the bar, or `nil`.
    public var rightBarButtonItem: Button? {
        didSet { owner?.navigationController?.updateNavigationBar() }
    }

    /// Whether the bar hides its back button while this screen is on top (the screen then needs
    /// another way out, as the threats screen's log-out button).
    public var hidesBackButton = false {
        didSet { owner?.navigationController?.updateNavigationBar() }
    }
}
