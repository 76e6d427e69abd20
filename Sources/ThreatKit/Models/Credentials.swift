/// What an agent types to sign in: a username and a password.
///
/// The password never appears in `description`, `debugDescription`, `dump(_:)` or a debugger's
/// summary, so credentials can be logged or printed in a failing test without leaking the secret.
public struct Credentials: Equatable, Sendable {
    /// The username as it will be sent to the login service.
    public var username: String
    /// The password, exactly as typed (passwords are never trimmed).
    public var password: String

    /// Creates credentials from a username and a password.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// The account every fresh copy of the kit knows: username `analyst`, password `Swift`.
    ///
    /// Defined by the feature contract (SPEC.md, "default account") and given in the README.
    public static let defaultAccount = Credentials(username: "analyst", password: "Swift")
}

extension Credentials: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `Credentials(username: "analyst", password: <redacted>)`.
    public var description: String {
        "Credentials(username: \(String(reflecting: username)), password: <redacted>)"
    }

    /// The same text as `description`: debugging output is a leak like any other.
    public var debugDescription: String { description }

    /// Shows only the username to `dump(_:)` and debuggers.
    public var customMirror: Mirror {
        Mirror(self, children: ["username": username, "password": "<redacted>"])
    }
}
