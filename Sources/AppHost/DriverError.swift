/// Why the driver could not do what it was asked, in words a script author can act on.
public struct DriverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Whose fault the error is.
    public enum Kind: Sendable {
        /// The request does not fit the screen: a widget that is not there, a row that does not
        /// exist, a tap under an alert. The script or test is wrong.
        case badRequest
        /// The app broke a rule of the widgets (an invalid table update, for instance). The app is wrong.
        case appFailure
    }

    /// Whose fault the error is.
    public let kind: Kind
    /// What went wrong and, where it helps, what is there instead.
    public let message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
