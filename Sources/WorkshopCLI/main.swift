import Foundation
import Workshop

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `workshop grade --all | head -1`: a reader that stops early must not kill the command with SIGPIPE
// before it has written its JSON and progress; writes to the closed pipe fail and are dropped instead.
signal(SIGPIPE, SIG_IGN)

// Ctrl-C, `kill` and a closing terminal must reach it, and what it starts, however it was started: a parent
// that starts it from a thread blocking signals (a test's, a Dispatch worker's) would pass that mask on.
var unblocked = sigset_t()
sigemptyset(&unblocked)
sigprocmask(SIG_SETMASK, &unblocked, nil)

// Top-level code runs on the main actor, where the app and its widgets live; `await` makes it an async
// main, whose main actor turns like a run loop (the `mvvm-async` variant's tasks run there).
exit(await Workshop.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
