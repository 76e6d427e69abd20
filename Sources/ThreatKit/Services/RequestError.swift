/// Why an async request to a service did not answer with a value: the service said no, or the
/// task that asked was cancelled.
///
/// The async forms of the services (``LoginService/logIn(_:)``,
/// ``ThreatService/threats(from:)``) throw it, typed, so a caller tells the two apart without casting.
/// In a closure (a task's), say the type, or the caught error is `any Error` and `.failed` does not
/// compile; then switch over it:
///
/// ```swift
/// @MainActor
/// func signIn(_ credentials: Credentials, with loginService: LoginService) {
///     Task.immediate {
///         do throws(RequestError<LoginError>) {
///             let user = try await loginService.logIn(credentials)
///             print("Signed in as \(user.username)")
///         } catch {
///             switch error {
///             case .failed(let failure): print("Refused: \(failure)")
///             case .cancelled: break  // Nobody is waiting any more: stop quietly.
///             }
///         }
///     }
/// }
/// ```
public enum RequestError<Failure: Error & Equatable>: Error, Equatable {
    /// The service answered with an error.
    case failed(Failure)
    /// The task was cancelled before the answer came (by logout, a newer tap, the screen leaving);
    /// nothing should change on screen.
    case cancelled
}
