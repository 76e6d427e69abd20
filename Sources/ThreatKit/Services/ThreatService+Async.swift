extension ThreatService {
    /// Fetches the page that starts at `cursor` after ``latency`` seconds on the service's scheduler: the async form of
    /// ``fetchThreats(from:completion:)``, counted and failed (`--fail-threats`) the same way.
    ///
    /// - Parameter cursor: ``ThreatPage/Cursor/first``, or the `next` of the previous page; the same cursor
    ///   again is a retry.
    /// - Returns: The page, cut when the answer comes (a threat dismissed meanwhile is not in it).
    /// - Throws: ``RequestError/failed(_:)`` with ``ThreatServiceError/connectionLost`` for a request
    ///   that fails; ``RequestError/cancelled`` when the calling task is cancelled before the answer.
    public func threats(
        from cursor: ThreatPage.Cursor
    ) async throws(RequestError<ThreatServiceError>) -> ThreatPage {
        let fails = startRequest()
        do {
            try await SchedulerClock(scheduler: scheduler).sleep(for: .seconds(Self.latency))
        } catch {
            throw .cancelled
        }
        if fails { throw .failed(.connectionLost) }
        return page(from: cursor)
    }
}
