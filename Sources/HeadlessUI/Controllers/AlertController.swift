/// A message that interrupts, with buttons to answer it: the headless twin of `UIAlertController`.
///
/// Show it with `present(_:animated:completion:)`. Tapping any action dismisses the alert, then runs
/// the action's handler, as in UIKit.
@MainActor
open class AlertController: ViewController {
    /// The sentence under the title, or `nil`.
    public let message: String?

    /// The buttons, in the order they were added.
    public private(set) var actions: [AlertAction] = []

    /// Creates an alert.
    /// - Parameters:
    ///   - title: The bold first line.
    ///   - message: The sentence under it.
    public init(title: String?, message: String?) {
        self.message = message
        super.init()
        self.title = title
    }

    /// Adds a button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// Does what a person's tap on the button titled `title` does: dismisses, then runs its handler.
    /// - Returns: Whether the alert has such a button.
    @discardableResult
    public func simulateTappingAction(titled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        dismiss(animated: true) {
            action.handler?(action)
        }
        return true
    }
}
