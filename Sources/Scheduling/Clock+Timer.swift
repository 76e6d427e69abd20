extension Clock where Duration == Swift.Duration {
    /// A timer as an async sequence: one `Void` every `interval`, until the iterating task is cancelled.
    ///
    /// The first tick comes `interval` after iteration starts. The shape of swift-clocks'
    /// `clock.timer(interval:)`.
    ///
    /// Nothing happens until a `for await` loop asks for the first tick, and nothing stays scheduled once
    /// it stops: each tick is one sleep on the clock, to a deadline counted from the start, so ticks do
    /// not drift. A tick whose wait ended but whose task was cancelled before it ran is not delivered.
    ///
    /// ```swift
    /// for await _ in clock.timer(interval: .seconds(5)) { showNewAccessCode() }
    /// ```
    /// - Parameter interval: Time between ticks; more than zero.
    /// - Returns: The ticks; each `for await` loop over it starts a timer of its own.
    public func timer(interval: Duration) -> ClockTimer {
        guard interval > .zero else { fatalError("A timer's interval must be more than zero (got \(interval)).") }
        return ClockTimer(clock: self, interval: interval)
    }
}

/// The ticks of ``Clock/timer(interval:)``: one `Void` every interval, until the iterating task is cancelled.
public struct ClockTimer: AsyncSequence, Sendable {
    let clock: any Clock<Duration>
    let interval: Duration

    /// Starts the timer: the first tick is one interval after the first call to `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(clock: clock, interval: interval)
    }

    /// Waits for the ticks one by one.
    public struct Iterator: AsyncIteratorProtocol {
        let clock: any Clock<Duration>
        let interval: Duration
        /// How many ticks have been asked for.
        var ticks = 0
        /// When the first `next()` was called, in the clock's own instants; `nil` before.
        var start: (any InstantProtocol<Duration>)?

        /// The next tick, or `nil` once the task is cancelled (then it ends for good).
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Void? {
            guard !Task.isCancelled else { return nil }
            return await nextTick(of: clock, isolation: actor)
        }

        /// The next tick, or `nil` once the task is cancelled.
        public mutating func next() async -> Void? {
            await next(isolation: nil)
        }

        /// Sleeps until the next deadline, on the clock's own `Instant` type.
        private mutating func nextTick<C: Clock<Duration>>(
            of clock: C, isolation actor: isolated (any Actor)?
        ) async -> Void? {
            let start = (self.start as? C.Instant) ?? clock.now
            self.start = start
            ticks += 1
            do {
                try await clock.sleep(until: start.advanced(by: interval * ticks), tolerance: nil)
            } catch {
                return nil
            }
            // The wait ended, but the task may have been cancelled before it ran again: no late tick.
            return Task.isCancelled ? nil : ()
        }
    }
}
