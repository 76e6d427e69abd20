/// A `Clock` on the kit's ``Scheduler``: `try await clock.sleep(for: .seconds(2))` wakes when the
/// scheduler's time passes the deadline, on real time in the app and on virtual time in tests.
///
/// Async code (the `mvvm-async` variant, the services' async forms) waits through this clock, injected as
/// `any Clock<Duration>` (``AppEnvironment``'s `clock`), never
/// through `Task.sleep` or `ContinuousClock`, for the same reason that callbacks wait through the
/// scheduler: time is injected, so a test moves it with ``VirtualScheduler/advance(by:)`` and nothing
/// really waits.
///
/// A sleep is one scheduled action; cancelling the sleeping task cancels that action at once (so no
/// sleep is left pending) and the sleep throws `CancellationError`, as `Task.sleep` does.
///
/// The clock belongs to the main actor, like its scheduler: call ``sleep(for:tolerance:)`` and read
/// ``now`` there. (`Clock` itself asks for nonisolated members: ``now`` checks that it is read on the
/// main actor, and ``sleep(until:tolerance:)`` goes to the main actor to wait.)
public struct SchedulerClock: Clock {
    /// A point in the scheduler's time: how long after the scheduler was created.
    public struct Instant: InstantProtocol {
        /// Time since the scheduler was created.
        public var offset: Duration

        /// Creates the instant `offset` after the scheduler was created.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// How long from this instant to `other` (negative when `other` is earlier).
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    let scheduler: any Scheduler

    /// Creates a clock that waits on `scheduler`.
    public init(scheduler: any Scheduler) {
        self.scheduler = scheduler
    }

    /// The scheduler's time now.
    ///
    /// Read it on the main actor.
    public var now: Instant {
        MainActor.assumeIsolated { Instant(offset: .seconds(scheduler.now)) }
    }

    /// The scheduler's tick: virtual time counts whole microseconds.
    public var minimumResolution: Duration { .microseconds(1) }

    /// Suspends the task for `duration`, on the main actor, until the scheduler's time has passed it.
    ///
    /// This overload, not `Clock`'s, is the one a caller of a `SchedulerClock` gets: it stays on the
    /// main actor from start to end, so waking up takes no hop to another executor.
    /// - Parameters:
    ///   - duration: How long to wait; a negative duration waits for no time.
    ///   - tolerance: Ignored: the scheduler is exact.
    /// - Throws: `CancellationError` when the task is cancelled before it runs again: before the time has
    ///   come, or after it came but before the task was back (so no cancelled task goes on late).
    @MainActor
    public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await sleep(seconds: Self.seconds(duration))
    }

    /// Suspends the task until `deadline`.
    ///
    /// See ``sleep(for:tolerance:)``; it waits on the main actor, so called from elsewhere it hops there.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await sleep(untilOffset: deadline.offset)
    }

    @MainActor
    private func sleep(untilOffset offset: Duration) async throws {
        try await sleep(seconds: Self.seconds(offset) - scheduler.now)
    }

    @MainActor
    private func sleep(seconds: Double) async throws {
        let sleep = Sleep()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // The task is suspended here, so its chain of callers says which `await` waits.
                let origin = ScheduleOrigin(
                    fileID: #fileID, line: #line, awaitedAt: ResumePoints.ofSuspendedCurrentTask())
                sleep.begin(continuation, after: max(0, seconds), on: scheduler, origin: origin)
            }
        } onCancel: {
            Task.immediate { @MainActor in sleep.cancel() }
        }
        // The time came, but the task was cancelled before it ran again: that is too late to go on.
        try Task.checkCancellation()
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// One sleep: its continuation and the scheduled action that resumes it, whichever comes first.
    @MainActor
    private final class Sleep {
        private var continuation: CheckedContinuation<Void, any Error>?
        private var wakeUp: (any Cancellable)?
        private var isCancelled = false

        func begin(
            _ continuation: CheckedContinuation<Void, any Error>,
            after seconds: Double,
            on scheduler: any Scheduler,
            origin: ScheduleOrigin
        ) {
            guard !isCancelled else {
                continuation.resume(throwing: CancellationError())
                return
            }
            self.continuation = continuation
            wakeUp = scheduler.schedule(after: seconds, repeatingEvery: nil, origin: origin) { [self] in
                wakeUp = nil
                self.continuation?.resume()
                self.continuation = nil
            }
        }

        func cancel() {
            isCancelled = true
            wakeUp?.cancel()
            wakeUp = nil
            continuation?.resume(throwing: CancellationError())
            continuation = nil
        }
    }
}
