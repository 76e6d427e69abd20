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

// Top-level code runs on the main actor, where the app and its widgets live; `await` makes it an async
// main, whose main actor turns like a run loop (the `mvvm-async` variant's tasks run there).
exit(await Workshop.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
