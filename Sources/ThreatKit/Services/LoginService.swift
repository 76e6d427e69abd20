import Foundation

/// Signs agents in and issues two-factor access codes.
///
/// Stands in for a server: every sign-in answers after ``latency`` seconds on the injected
/// ``Scheduler``, so the app shows its waiting state and tests control the wait.
@MainActor
public final class LoginService {
    /// Seconds a sign-in takes to answer (SPEC.md: 2 seconds).
    public static let latency: TimeInterval = 2

    /// Digits in an access code (SPEC.md: 6).
    nonisolated public static let accessCodeLength = 6

    let scheduler: any Scheduler
    private let accounts: [Credentials]
    private var randomSource: any RandomNumberGenerator

    /// Creates a login service.
    /// - Parameters:
    ///   - scheduler: Where the latency of a sign-in is spent.
    ///   - accounts: The accounts that may sign in; by default only ``Credentials/defaultAccount``.
    ///   - randomSource: Where access codes come from; pass a ``SeededRandomNumberGenerator`` for
    ///     codes that repeat from run to run.
    public init(
        scheduler: any Scheduler,
        accounts: [Credentials] = [.defaultAccount],
        randomSource: any RandomNumberGenerator = SystemRandomNumberGenerator()
    ) {
        self.scheduler = scheduler
        self.accounts = accounts
        self.randomSource = randomSource
    }

    /// Checks credentials and answers, after ``latency`` seconds, with the user or an error.
    ///
    /// The comparison is exact: usernames and passwords are case-sensitive and are not trimmed here
    /// (trimming what the agent typed is the screen's job).
    /// - Parameters:
    ///   - credentials: What the agent typed.
    ///   - completion: Called once on the main actor with the signed-in ``User``, or
    ///     ``LoginError/invalidCredentials``; never called if the request is cancelled first.
    /// - Returns: A handle that drops the request.
    @discardableResult
    public func logIn(
        _ credentials: Credentials,
        completion: @escaping @MainActor (Result<User, LoginError>) -> Void
    ) -> any Cancellable {
        let answer = answer(to: credentials)
        return scheduler.schedule(after: Self.latency) { completion(answer) }
    }

    /// What a sign-in with `credentials` answers, decided when it is asked (both forms of `logIn`).
    func answer(to credentials: Credentials) -> Result<User, LoginError> {
        accounts.contains(credentials) ? .success(User(username: credentials.username)) : .failure(.invalidCredentials)
    }

    /// Makes a new ``accessCodeLength``-digit access code, such as `"049213"`.
    ///
    /// Each code is an independent draw of ``accessCodeLength`` digits, one `Int.random(in: 0...9)`
    /// each, so two consecutive codes are equal about once in a million (issue 11): a screen must
    /// show every code it is given and keep its timer going, even when the code did not change.
    /// - Returns: Exactly ``accessCodeLength`` decimal digits; leading zeros are kept.
    public func makeAccessCode() -> String {
        (0..<Self.accessCodeLength)
            .map { _ in String(Int.random(in: 0...9, using: &randomSource)) }
            .joined()
    }
}
