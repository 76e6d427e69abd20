import Foundation

/// Serves the threats near the agent, a page at a time, nearest first.
///
/// Stands in for a server: every request answers after ``latency`` seconds on the injected
/// ``Scheduler``. Dismissed threats are kept in a ``DismissedThreatsStore``, so a dismissed threat stays
/// gone after logging out and back in, and, with a store on disk, after the app starts again.
@MainActor
public final class ThreatService {
    /// Threats per page (SPEC.md: 10).
    public static let pageSize = 10

    /// Seconds a request takes to answer (SPEC.md: 1 second).
    public static let latency: TimeInterval = 1

    let scheduler: any Scheduler
    private let threats: [Threat]
    private let failingRequests: Set<Int>
    private let store: DismissedThreatsStore

    /// How many requests have been made so far; the first request of a run is number 1.
    public private(set) var requestCount = 0

    /// Creates a service.
    /// - Parameters:
    ///   - threats: Everything the service knows, in any order; it serves them nearest first
    ///     (equal distances in order of id).
    ///   - scheduler: Where the latency of each request is spent.
    ///   - failingRequests: Numbers of the requests that fail with ``ThreatServiceError/connectionLost``
    ///     (1 is the first request of the run), for demonstrating errors.
    ///   - store: Where dismissals are kept; by default in memory, for this service's lifetime.
    public init(
        threats: [Threat],
        scheduler: any Scheduler,
        failingRequests: Set<Int> = [],
        store: DismissedThreatsStore = DismissedThreatsStore()
    ) {
        self.threats = threats.sorted {
            $0.distanceMeters == $1.distanceMeters ? $0.id < $1.id : $0.distanceMeters < $1.distanceMeters
        }
        self.scheduler = scheduler
        self.failingRequests = failingRequests
        self.store = store
    }

    /// Fetches the page that starts at `cursor`, answering after ``latency`` seconds.
    ///
    /// The page is cut when the answer is sent, so a threat dismissed while the request is in flight
    /// is not in it. Asking again with the same cursor asks for the same page (a retry).
    /// - Parameters:
    ///   - cursor: ``ThreatPage/Cursor/first``, or the `next` of the previous page.
    ///   - completion: Called once on the main actor; never called if the request is cancelled first.
    /// - Returns: A handle that drops the request.
    @discardableResult
    public func fetchThreats(
        from cursor: ThreatPage.Cursor,
        completion: @escaping @MainActor (Result<ThreatPage, ThreatServiceError>) -> Void
    ) -> any Cancellable {
        let fails = startRequest()
        return scheduler.schedule(after: Self.latency) { [weak self] in
            guard let self else { return }
            completion(fails ? .failure(.connectionLost) : .success(page(from: cursor)))
        }
    }

    /// Dismisses a threat: no later page contains it, and the store keeps it dismissed.
    ///
    /// Dismissing an unknown id does nothing visible.
    public func dismissThreat(id: Threat.ID) {
        store.dismiss(id)
    }

    /// Counts a new request; returns whether it is one that must fail.
    func startRequest() -> Bool {
        requestCount += 1
        return failingRequests.contains(requestCount)
    }

    func page(from cursor: ThreatPage.Cursor) -> ThreatPage {
        let remaining = threats.indices
            .dropFirst(cursor.position)
            .filter { !store.dismissedIDs.contains(threats[$0].id) }
        let pageIndices = remaining.prefix(Self.pageSize)
        let next = remaining.count > Self.pageSize ? remaining[Self.pageSize] : nil
        return ThreatPage(
            threats: pageIndices.map { threats[$0] },
            next: next.map { ThreatPage.Cursor(position: $0) }
        )
    }
}
