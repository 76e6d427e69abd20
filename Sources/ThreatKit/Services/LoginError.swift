/// Why the login service refused to sign an agent in.
public enum LoginError: Error, Equatable, Sendable {
    /// No account has this username and password.
    case invalidCredentials
}
