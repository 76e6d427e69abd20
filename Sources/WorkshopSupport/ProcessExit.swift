import Foundation
import Synchronization

/// Waits for a child process to end, and returns as soon as it has.
///
/// Foundation's `Process.waitUntilExit()` on Linux turns the run loop in slices of 0.05 seconds, so every
/// wait lasts about 50 ms however short the program: `git --version` took 51 ms a run with it, 2 ms with
/// this (20 runs each, side by side, on the 2-core machine CI uses). `workshop reset` runs git several
/// times, and the grader runs a few programs per grade.
///
/// Make one before `process.run()` (it sets the process's `terminationHandler`), then call ``wait()``.
///
/// Once the process has ended, a wait also lets Foundation free what it keeps for the run: `Process.run()`
/// leaves a run-loop source that holds the `Process`, and with it its pipes, until `waitUntilExit()` lets
/// go of it. Without that, every run kept its pipes open: the room's suites ended with 1,370 descriptors
/// open, and `workshop room FOLDER --watch` kept 2 more every second.
package final class ProcessExit: Sendable {
    private let ended = DispatchSemaphore(value: 0)
    /// The process, until a wait has seen it end and let Foundation free what it keeps for it.
    private let process: Mutex<Process?>

    /// Starts listening for `process`'s end; call it before `process.run()`.
    package init(_ process: Process) {
        self.process = Mutex(process)
        process.terminationHandler = { [ended] _ in ended.signal() }
    }

    /// Blocks the calling thread until the process has ended; its `terminationStatus` is then set.
    ///
    /// Once it has ended, every later wait returns at once.
    package func wait() {
        ended.wait()
        ended.signal()
        release()
    }

    /// Blocks the calling thread until the process has ended or `seconds` have passed.
    /// - Returns: `true` when it has ended (its `terminationStatus` is then set); `false` when it still runs,
    ///   and may be waited for again.
    package func wait(seconds: Double) -> Bool {
        guard ended.wait(timeout: .now() + seconds) == .success else { return false }
        ended.signal()
        release()
        return true
    }

    /// Lets Foundation free what it keeps for the ended run, once: `waitUntilExit()` returns at once then,
    /// having dropped the run-loop source that held the process.
    private func release() {
        guard let process = process.withLock({ $0.take() }) else { return }
        process.waitUntilExit()
    }
}
