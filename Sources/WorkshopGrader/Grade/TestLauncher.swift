import WorkshopSupport

/// Runs an exercise's test program once, one test at a time, and reports what it wrote.
///
/// The real one starts a process (``TestProcess``); tests of the grader give scripted runs, so the
/// handling of crashes and hangs is tested without building anything.
package protocol TestLauncher {
    /// Runs every test except those in `skipping`, stopping the program if one test runs longer than
    /// its limit.
    /// - Parameters:
    ///   - skipping: Test ids not to run (they already have an outcome).
    ///   - limits: How long each test may run.
    ///   - onRunning: Called often while a test runs, with its name and how long it has run (seconds),
    ///     for a progress line.
    /// - Returns: The event records it wrote, and how it ended.
    func run(skipping: [String], limits: TestTimeLimits, onRunning: (String, Double) -> Void) -> TestProgramRun
}

/// One run of a test program.
package struct TestProgramRun {
    /// How the program ended.
    package enum Ending: Equatable {
        /// It exited by itself with this status (0: every test passed; 1: some failed).
        case exited(Int32)
        /// It died from this signal, as a crash does (4 is an illegal instruction, Swift's trap).
        case signaled(Int32)
        /// The grader stopped it: `testID` (`nil`: none was running) had run longer than allowed.
        /// `computing` says whether a thread was busy then (its stack is in standard error: a loop) or
        /// all were idle (a wait); `nil` when that could not be told.
        case stopped(testID: String?, afterSeconds: Double, computing: Bool?)
        /// The grader stopped it: it had written more than `bytes` to standard error, while `testID` ran.
        case flooded(testID: String?, bytes: Int)
        /// It could not be started; the reason.
        case notStarted(String)
    }

    /// What it wrote, in order.
    package let records: [TestEventRecord]
    /// How it ended.
    package let ending: Ending
    /// Its standard error: where a crash says what happened.
    package let standardError: String
    /// When it was stopped with no thread computing, the frames in its own code of a thread held in a wait
    /// with no end (a semaphore, a lock), innermost first; empty when none was held, or it cannot be read.
    package var held: [BacktraceText.Frame] = []
}
