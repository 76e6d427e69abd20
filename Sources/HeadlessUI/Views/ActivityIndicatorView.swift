/// The spinner that says "working on it": the headless twin of `UIActivityIndicatorView`.
@MainActor
open class ActivityIndicatorView: View {
    /// Whether the spinner is spinning.
    public private(set) var isAnimating = false

    /// Whether the spinner hides itself while stopped (the default, as in UIKit).
    public var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }

    /// Creates a stopped spinner, hidden because it hides when stopped.
    public init(identifier: String? = nil) {
        super.init()
        accessibilityIdentifier = identifier
        updateVisibility()
    }

    /// Starts spinning and shows the spinner.
    public func startAnimating() {
        isAnimating = true
        updateVisibility()
    }

    /// Stops spinning; hides the spinner if ``hidesWhenStopped``.
    public func stopAnimating() {
        isAnimating = false
        updateVisibility()
    }

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }
}
