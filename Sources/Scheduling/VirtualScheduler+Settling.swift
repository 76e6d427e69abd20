import Foundation

extension VirtualScheduler {
    /// Lets every task woken so far run on the main actor to its next suspension, as a turn of a run
    /// loop would, without moving the clock.
    ///
    /// It waits on facts, not on a number of turns: ``MainSerialExecutor`` runs what main-actor code hands
    /// to the global executor on the main queue and counts it until it starts, so settling lasts until
    /// every such job has run, then ``MainSerialExecutor/quietTurns`` turns more. Nothing in the code under
    /// test takes part. Call it from a test or driver running on the main actor.
    public func settle() async {
        await MainSerialExecutor.settle()
    }

    /// Moves the clock forward by `seconds` like ``advance(by:)``, but settles after each moment at
    /// which actions run, so async code woken then (a sleep that ended) runs before the clock moves on.
    ///
    /// A loop of `try await clock.sleep(for: .seconds(5))` therefore ticks at 5, 10 and 15 s within
    /// one `advanceSettling(by: 16)`, as it would on real time.
    /// - Parameter seconds: How far to move; 0 or more.
    public func advanceSettling(by seconds: TimeInterval) async {
        guard seconds >= 0 else { fatalError("Time cannot move backwards (advance by \(seconds) s).") }
        let end = now + seconds
        // First what is already queued: a task started just before may not have scheduled its wait yet.
        await settle()
        while let due = nextDueTime, due <= end {
            advance(by: max(0, due - now))
            await settle()
        }
        // Nothing falls due before the end: move there (no action runs, so there is nothing to settle).
        advance(by: max(0, end - now))
    }
}
