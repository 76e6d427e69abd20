/// Why an async request to a service did not answer with a value: the service said no, or the
/// task that asked was cancelled.
///
/// The async forms of the services (``LoginService/logIn(_:)``,
/// ``ThreatService/threats(from:)``) throw it, typed, so a caller's `catch` can tell the two apart
/// without casting: `catch .failed(let error)` for what to show, `catch .cancelled` for "stop quietly".
public enum RequestError<Failure: Error & Equatable>: Error, Equatable {
    /// The service answered with an error.
    case failed(Failure)
    /// The task was cancelled before the answer came (by logout, a newer tap, the screen leaving);
    /// nothing should change on screen.
    case cancelled
}
