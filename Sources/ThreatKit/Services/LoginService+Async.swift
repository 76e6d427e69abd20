extension LoginService {
    /// Checks credentials and returns the user after ``latency`` seconds on the service's scheduler: the async form of
    /// ``logIn(_:completion:)``.
    ///
    /// - Parameter credentials: What the agent typed; compared exactly, as in ``logIn(_:completion:)``.
    /// - Returns: The signed-in user.
    /// - Throws: ``RequestError/failed(_:)`` with ``LoginError/invalidCredentials`` for an unknown account;
    ///   ``RequestError/cancelled`` when the calling task is cancelled before the answer (the wait
    ///   stops at once and nothing stays scheduled).
    public func logIn(_ credentials: Credentials) async throws(RequestError<LoginError>) -> User {
        let answer = answer(to: credentials)
        do {
            try await SchedulerClock(scheduler: scheduler).sleep(for: .seconds(Self.latency))
        } catch {
            throw .cancelled
        }
        return try answer.mapError(RequestError.failed).get()
    }
}
