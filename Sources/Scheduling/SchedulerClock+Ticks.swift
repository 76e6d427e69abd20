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
    /// - Returns: The ticks; iterate them once.
    @MainActor
    public func ticks(every interval: Duration, fileID: String = #fileID, line: Int = #line) -> AsyncStream<Void> {
        let (ticks, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let timer = scheduler.scheduleRepeating(every: Self.seconds(interval), fileID: fileID, line: line) {
            continuation.yield()
        }
        continuation.onTermination = { _ in
            Task.immediate { @MainActor in timer.cancel() }
        }
        return ticks
    }
}
