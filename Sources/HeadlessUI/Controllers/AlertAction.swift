/// One button of an alert: the headless twin of `UIAlertAction`.
@MainActor
public final class AlertAction {
    /// What the button's look says about it.
    public enum Style: Sendable {
        /// An ordinary choice.
        case `default`
        /// The choice that changes nothing.
        case cancel
        /// A choice that destroys something.
        case destructive
    }

    /// The words on the button.
    public let title: String
    /// What the button's look says about it.
    public let style: Style
    let handler: (@MainActor (AlertAction) -> Void)?

    /// Creates an action.
    /// - Parameters:
    ///   - title: The words on the button.
    ///   - style: What the button's look says about it.
    ///   - handler: Runs after the alert is dismissed, when the button is tapped; `nil` just dismisses.
    public init(title: String, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
