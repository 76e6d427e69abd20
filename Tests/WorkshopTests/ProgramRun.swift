import Foundation
import Synchronization
import Testing
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a program as a child process, with a time limit: a program that runs past it is killed with
/// every process it started, and the test fails saying so, instead of waiting for it for ever.
struct ProgramRun {
    /// Its exit status, or the number of the signal that ended it.
    let status: Int32
    /// Whether it ran past its limit, and was killed for it.
    let wasStopped: Bool
    /// What it wrote to standard output.
    let output: Data
    /// What it wrote to standard error, as text.
    let error: String

    /// Runs `executable` with `arguments` and waits for it to end, at most `limit` seconds.
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments.
    ///   - environment: Its whole environment; `nil`: this program's.
    ///   - limit: Seconds after which it is killed (with what it started) and the test fails.
    ///   - failsAtLimit: Whether a run killed at its limit fails the test; `false` for this type's own tests.
    ///   - sourceLocation: Where the test that failed is said to be, by default the caller.
    /// - Throws: The error of `Process.run()` when it cannot be started.
    init(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, limit: Double = 60,
        failsAtLimit: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let (output, error) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let ended = ProcessExit(process)
        try process.run()
        let shared = Shared()
        // Queues of their own, which always get a thread at once: the global queue's few may all be busy.
        DispatchQueue(label: "program-run.limit").asyncAfter(deadline: .now() + limit) {
            guard !ended.wait(seconds: 0) else { return }
            shared.stopped.withLock { $0 = true }
            Self.kill(process.processIdentifier)
        }
        // Both pipes read at once: a program that fills one while this reads the other would wait for ever.
        let reading = DispatchGroup()
        DispatchQueue(label: "program-run.error").async(group: reading) {
            let said = error.fileHandleForReading.readDataToEndOfFile()
            shared.error.withLock { $0 = said }
        }
        self.output = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        self.error = String(decoding: shared.error.withLock { $0 }, as: UTF8.self)
        ended.wait()
        status = process.terminationStatus
        wasStopped = shared.stopped.withLock { $0 }
        let name = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        if failsAtLimit {
            #expect(!wasStopped, "\(name) still ran after \(limit) s, and was killed", sourceLocation: sourceLocation)
        }
    }

    /// What the run's other threads hand over: whether the limit stopped it, what it wrote to standard error.
    private final class Shared: Sendable {
        let stopped = Mutex(false)
        let error = Mutex(Data())
    }

    /// The processes `pid` started that still run, from `ps` (``ProcessTree``, both systems).
    static func children(of pid: Int32) -> [Int32] {
        ProcessTree.now().entries.filter { $0.parent == pid }.map(\.pid)
    }

    /// Kills `pid` and every process below it, however they grouped themselves.
    ///
    /// `Process` makes each child the leader of a group, and a server's connections live in its group.
    static func kill(_ pid: Int32) {
        ProcessTree.kill(pid, andBelowIn: ProcessTree.now())
    }
}
