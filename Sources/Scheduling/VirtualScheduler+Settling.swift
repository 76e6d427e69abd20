import Foundation

extension VirtualScheduler {
    /// Turns of the main actor's queue that ``settle()`` gives the tasks woken so far.
    ///
    /// A task woken by a sleep that ended runs on the main actor at its next turn; a task *it* wakes
    /// (a `for await` loop receiving what the first one sent) runs one turn later. The app's longest
    /// such chain is 3 (clock → view model → controller → a follow-up in the controller), but an
    /// `AsyncStream`'s consumer may come back to the main actor through the global executor, later than
    /// one turn: measured, 10 turns left `workshop play` a keystroke behind in 3 runs of 40; 40 turns
    /// left it behind in none of 80 runs (and none of 105 script runs), at about 1.5 s more for the
    /// whole `swift test`. docs/DESIGN.md says why this is a bound, not a proof.
    public static let settlingTurns = 40

    /// Lets every task woken so far run on the main actor to its next suspension, as a turn of a run
    /// loop would, without moving the clock.
    ///
    /// Call it from a test or driver running on the main actor. Each turn is a `Task.yield()`: the
    /// caller goes to the back of the main actor's queue, so what is queued before it runs first, in
    /// order. No real time passes and no thread sleeps.
    public func settle() async {
        for _ in 0..<Self.settlingTurns {
            await Task.yield()
        }
    }

    /// Moves the clock forward by `seconds` like ``advance(by:)``, but settles after each moment at
    /// which actions run, so async code woken then (a sleep that ended) runs before the clock moves on.
    ///
    /// A loop of `try await clock.sleep(for: .seconds(5))` therefore ticks at 5, 10 and 15 s within
    /// one `advanceSettling(by: 16)`, as it would on real time.
    /// - Parameter seconds: How far to move; 0 or more.
    public func advanceSettling(by seconds: TimeInterval) async {
        precondition(seconds >= 0, "Time cannot move backwards (advance by \(seconds) s).")
        let end = now + seconds
        // First what is already queued: a task started just before may not have scheduled its wait yet.
        await settle()
        while let next = pendingActions.first, next.dueTime <= end {
            advance(by: max(0, next.dueTime - now))
            await settle()
        }
        // Nothing falls due before the end: move there (no action runs, so there is nothing to settle).
        advance(by: max(0, end - now))
    }
}
