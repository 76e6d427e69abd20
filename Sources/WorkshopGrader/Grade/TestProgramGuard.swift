import Foundation
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Kills the running test programs, and interrupts a build, when the grader itself is stopped (Ctrl-C,
/// `timeout`, CI).
///
/// A test stuck in a loop would otherwise outlive the grader and spin forever, and a build would go on
/// holding the kit's build folder. A test program is killed (`SIGKILL`: it may catch or ignore the rest);
/// a build is interrupted (`SIGINT`), as Ctrl-C would: `swift build` then stops its compilers, which run
/// in process groups of their own, where a killed `swift build` left them running. The handler may only
/// call async-signal-safe functions, so it reads plain globals and calls `kill`, then lets the
/// signal end the grader as it would have. Up to ``slotCount`` programs are watched at once (chaff runs
/// go two at a time).
package enum TestProgramGuard {
    /// How many programs can be watched at once.
    package static let slotCount = 4

    /// The process ids of the programs running, 0 in a free slot, negated for one interrupted, not killed.
    ///
    /// Changed only under ``lock`` and read by the signal handler, which is why it is a bare global.
    nonisolated(unsafe) private static var running: (pid_t, pid_t, pid_t, pid_t) = (0, 0, 0, 0)
    private static let lock = NSLock()
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Kills `pid`, or interrupts it, if the grader is stopped while it runs.
    /// - Parameters:
    ///   - pid: The program.
    ///   - interrupting: Whether it is interrupted (`SIGINT` to its process group) rather than killed: `swift
    ///     build`, so that it stops its compilers, and `swift test` (or its stand-in), which passes SIGINT on
    ///     to a test program it has started but the grader has not found yet.
    /// - Returns: The slot to give ``release(_:)``; `nil` when every slot is taken (the program is then
    ///   not watched).
    package static func watch(_ pid: pid_t, interrupting: Bool = false) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard let slot = (0..<slotCount).first(where: { process(in: $0) == 0 }) else { return nil }
        set(slot, to: interrupting ? -pid : pid)
        for number in signals {
            signal(number) { number in
                for pid in [
                    TestProgramGuard.running.0, TestProgramGuard.running.1, TestProgramGuard.running.2,
                    TestProgramGuard.running.3,
                ] where pid != 0 {
                    if pid > 0 { kill(pid, SIGKILL) } else { kill(-pid, SIGINT) }
                }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        return slot
    }

    /// The program watched in `slot` has ended; once none runs, the signals behave as usual again.
    package static func release(_ slot: Int?) {
        lock.lock()
        defer { lock.unlock() }
        if let slot { set(slot, to: 0) }
        guard (0..<slotCount).allSatisfy({ process(in: $0) == 0 }) else { return }
        for number in signals { signal(number, SIG_DFL) }
    }

    /// Whether `pid` is a test program being watched now.
    package static func isRunning(_ pid: pid_t) -> Bool {
        lock.withLock { (0..<slotCount).contains { abs(process(in: $0)) == pid } }
    }

    private static func process(in slot: Int) -> pid_t {
        switch slot {
        case 0: running.0
        case 1: running.1
        case 2: running.2
        default: running.3
        }
    }

    private static func set(_ slot: Int, to pid: pid_t) {
        switch slot {
        case 0: running.0 = pid
        case 1: running.1 = pid
        case 2: running.2 = pid
        default: running.3 = pid
        }
    }
}
