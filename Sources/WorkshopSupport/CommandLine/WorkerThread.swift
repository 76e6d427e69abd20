import Dispatch

/// Where the commands do their blocking and long work: the disk, git, builds and test programs, measuring
/// and laying out a page.
///
/// On a thread of Dispatch's global queue, and neither on the main actor, which the apps' screens need,
/// nor on Swift's cooperative pool, which has a thread per core (two on a small laptop) and stalls while
/// they wait for a program. It matters in-process as well: the kit's tests install the main serial
/// executor (`MainSerialExecutor`), which runs every hop from the main actor on the main queue, so a
/// command's `nonisolated` work would take turns there with the tests that drive screens; work handed to
/// a Dispatch thread, and resumed from it, is not moved.
package enum WorkerThread {
    /// Runs `work` on a thread of Dispatch's global queue and returns what it returns, once it has.
    /// - Parameter work: Synchronous work; it may block (wait for a program, read files).
    /// - Returns: `work`'s result.
    package static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
        }
    }
}
