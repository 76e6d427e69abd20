extension SchedulerClock {
    /// Timer ticks as an async sequence: one `Void` every `interval`, the first `interval` from now,
    /// until the task iterating it is cancelled.
    ///
    /// It is one repeating action on the scheduler, so ticks do not drift and a pending tick shows as
    /// `every 5.0 s` (``VirtualScheduler/pendingActions``). Cancelling the iterating task ends the
    /// sequence and cancels the action at once; so does dropping the sequence. A consumer that is
    /// still busy when a tick comes gets the newest tick only, as a timer does.
    ///
    /// ```swift
    /// for await _ in clock.ticks(every: .seconds(5)) { showNewAccessCode() }
    /// ```
    /// - Parameters:
    ///   - interval: Time between ticks; more than 0.
    ///   - fileID: Where the call is, shown when the tick is found pending; leave the default.
    ///   - line: Where the call is; leave the default.
    /// - Returns: The ticks; iterate them once, on the main actor.
    @MainActor
    public func ticks(every interval: Duration, fileID: String = #fileID, line: Int = #line) -> Ticks {
        let (ticks, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        // The ticks are made to be iterated, so their consumer counts from now on.
        let inFlight = WorkInFlight(bufferingNewest: 1, fileID: fileID, line: line)
        inFlight.consumerStarted()
        let timer = scheduler.scheduleRepeating(every: Self.seconds(interval), fileID: fileID, line: line) {
            continuation.yield()
            inFlight.sent()
        }
        continuation.onTermination = { _ in
            Task.immediate { @MainActor in
                timer.cancel()
                inFlight.consumerEnded()
            }
        }
        return Ticks(base: ticks, inFlight: inFlight)
    }

    /// The sequence ``ticks(every:fileID:line:)`` returns: an `AsyncStream` of ticks that reports each tick
    /// its consumer takes to ``WorkInFlight``, so that ``VirtualScheduler/settle()`` waits for it.
    public struct Ticks: AsyncSequence, Sendable {
        let base: AsyncStream<Void>
        let inFlight: WorkInFlight

        /// The consumer's side; `for await` calls it.
        public func makeAsyncIterator() -> Iterator {
            Iterator(base: base.makeAsyncIterator(), inFlight: inFlight)
        }

        /// Gets the ticks one by one.
        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<Void>.Iterator
            let inFlight: WorkInFlight

            /// The next tick, or `nil` once the sequence has ended; `for await` on the main actor calls this one.
            public mutating func next(isolation actor: isolated (any Actor)?) async -> Void? {
                let tick: Void? = await base.next(isolation: actor)
                // Back on the consumer's actor, the main actor (so this takes no hop): the tick has reached its loop.
                await inFlight.taken()
                return tick
            }

            /// The next tick, or `nil` once the sequence has ended.
            public mutating func next() async -> Void? {
                await next(isolation: nil)
            }
        }
    }
}
