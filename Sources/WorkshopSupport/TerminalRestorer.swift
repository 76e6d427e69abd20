#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back from anywhere the process can end: a quit, `exit`, a signal, a crash.
///
/// `workshop run` saves the terminal's settings here, then ``installSignalHandlers()``:
/// - SIGINT, SIGQUIT, SIGTERM and SIGHUP (Control-C is a key in raw mode, so a SIGINT comes from
///   outside) restore the terminal, then end the process by the signal's default action, so the
///   shell sees the conventional status, 128 + the signal's number. This replaces, for the run, the
///   handler Swift's backtracer installs for SIGQUIT, which would print onto the raw screen and wait
///   for a key.
/// - A crash (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT) restores the terminal, points
///   standard input at `/dev/null` so that the backtracer cannot wait for a key, and calls the
///   handler it replaced: Swift's backtracer prints the crash on the normal screen. Then the signal's
///   default action ends the process, with status 128 + the signal's number.
///
/// The handlers run inside signal delivery, so they read only what was saved before they were
/// installed, allocate nothing, and call only async-signal-safe functions (`write`, `tcsetattr`,
/// `open`, `dup2`, `sigaction`, `signal`, `raise`).
package enum TerminalRestorer {
    /// The signals that end the process: the terminal is restored, then the signal's default action runs.
    package static let terminationSignals = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]

    /// The signals of a crash: the terminal is restored, then the handler that was there before runs.
    package static let crashSignals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Shows the cursor and leaves the alternate screen.
    private static let screenReset: StaticString = "\u{1B}[?25h\u{1B}[?1049l"

    // Written on the main thread before any handler is installed; read by `restore()` and the handlers.
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var isSaved: sig_atomic_t = 0
    /// The crash handlers that were installed before ours (Swift's backtracer's), by signal number.
    nonisolated(unsafe) private static var previousActions: [sigaction] = Array(repeating: sigaction(), count: 64)
    nonisolated(unsafe) private static var areHandlersInstalled = false

    /// Remembers the settings to put back, and restores them at process exit too.
    package static func save(_ settings: termios) {
        saved = settings
        isSaved = 1
        atexit { TerminalRestorer.restore() }
    }

    /// Restores the terminal on the signals that end the process and on a crash; once per process.
    package static func installSignalHandlers() {
        guard !areHandlersInstalled else { return }
        areHandlersInstalled = true
        for signalNumber in terminationSignals {
            install(signalNumber, previous: nil) { signalNumber, _, _ in
                TerminalRestorer.restore()
                signal(signalNumber, SIG_DFL)
                // Blocked while this handler runs: delivered, with its default action, when it returns.
                raise(signalNumber)
            }
        }
        for signalNumber in crashSignals {
            previousActions.withUnsafeMutableBufferPointer { actions in
                install(signalNumber, previous: &actions[Int(signalNumber)]) { signalNumber, info, context in
                    TerminalRestorer.restore()
                    let null = open("/dev/null", O_RDONLY)
                    if null >= 0 { dup2(null, STDIN_FILENO) }
                    TerminalRestorer.previousActions.withUnsafeBufferPointer { actions in
                        TerminalRestorer.call(actions[Int(signalNumber)], signalNumber, info, context)
                    }
                    // Whatever the backtracer did, the process ends as the signal's default action ends it.
                    signal(signalNumber, SIG_DFL)
                    raise(signalNumber)
                }
            }
        }
    }

    /// Runs the handler `action` names, when it is a function with `SA_SIGINFO` (as the backtracer's is).
    private static func call(
        _ action: sigaction, _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
        _ context: UnsafeMutableRawPointer?
    ) {
        guard action.sa_flags & SA_SIGINFO != 0 else { return }
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction?(signalNumber, info, context)
        #else
            action.__sigaction_u.__sa_sigaction?(signalNumber, info, context)
        #endif
    }

    private typealias Handler =
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) ->
        Void

    private static func install(_ signalNumber: Int32, previous: UnsafeMutablePointer<sigaction>?, _ handler: Handler) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handler
        #else
            action.__sigaction_u.__sa_sigaction = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO
        sigaction(signalNumber, &action, previous)
    }

    /// Shows the cursor, leaves the alternate screen and puts the saved settings back.
    ///
    /// Safe to call more than once, and from a signal handler.
    package static func restore() {
        guard isSaved != 0 else { return }
        isSaved = 0
        screenReset.withUTF8Buffer { write($0) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }

    /// Writes `text` straight to standard output.
    package static func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
                let written = Glibc.write(STDOUT_FILENO, start + offset, bytes.count - offset)
            #else
                let written = Darwin.write(STDOUT_FILENO, start + offset, bytes.count - offset)
            #endif
            guard written > 0 else { return }
            offset += written
        }
    }
}
