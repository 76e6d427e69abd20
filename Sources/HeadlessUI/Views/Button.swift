/// Something the user taps: the headless twin of `UIButton`, with closure actions as in iOS 14's `UIAction`.
///
/// Keep the button from keeping its owner alive: an action that captures a view controller strongly
/// makes a cycle (controller → view → button → action → controller). Capture `[weak self]`.
@MainActor
open class Button: View {
    /// The words on the button.
    public var title: String

    /// Whether a tap does anything.
    ///
    /// A disabled button ignores taps, as in UIKit.
    public var isEnabled = true

    private var actions: [@MainActor () -> Void] = []

    /// Creates a button.
    /// - Parameters:
    ///   - title: The words on it.
    ///   - identifier: Its ``View/accessibilityIdentifier``.
    public init(title: String, identifier: String? = nil) {
        self.title = title
        super.init()
        accessibilityIdentifier = identifier
    }

    /// Adds an action to run on every tap, after the ones added before it.
    public func addAction(_ action: @escaping @MainActor () -> Void) {
        actions.append(action)
    }

    /// Runs the actions now, whether or not the button is enabled (as `sendActions(for:)` does).
    public func sendActions() {
        for action in actions { action() }
    }

    /// Does what a person's tap does: runs the actions if the button is enabled and visible.
    /// - Returns: Whether the tap was delivered.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled, isVisible else { return false }
        sendActions()
        return true
    }
}
