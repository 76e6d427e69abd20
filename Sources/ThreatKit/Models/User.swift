/// A signed-in agent, as the login service returns it.
///
/// It carries no password: once signed in, nothing needs the secret any more.
public struct User: Hashable, Sendable, CustomStringConvertible {
    /// The name the agent signed in with.
    public let username: String

    /// Creates a user with the name they signed in with.
    public init(username: String) {
        self.username = username
    }

    /// `User(analyst)`.
    public var description: String { "User(\(username))" }
}
