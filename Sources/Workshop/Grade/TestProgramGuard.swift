#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Kills the running test program when the grader itself is stopped (Ctrl-C, `timeout`, CI).
///
/// A test stuck in a loop would otherwise outlive the grader and spin forever. The handler may only
/// call async-signal-safe functions, so it reads a plain global and calls `kill`, then lets the
/// signal end the grader as it would have.
enum TestProgramGuard {
    /// The test program's process id while one runs, else 0.
    ///
    /// Written only on the main thread and read by the signal handler, which is why it is a bare global.
    nonisolated(unsafe) private static var running: pid_t = 0

    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Kills `pid` if the grader is stopped while it runs.
    static func watch(_ pid: pid_t) {
        running = pid
        for number in signals {
            signal(number) { number in
                if TestProgramGuard.running > 0 { kill(TestProgramGuard.running, SIGKILL) }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    /// The program has ended: the signals behave as usual again.
    static func release() {
        running = 0
        for number in signals { signal(number, SIG_DFL) }
    }
}
