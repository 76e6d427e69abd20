import Foundation

/// The `git` program, run on a folder: `workshop reset` reads the starter files from the kit's; the room
/// keeps its attendees' progress in repositories of its own.
package struct Git {
    /// What one run of git printed, and how it ended.
    package struct Output {
        /// Its exit status; 0 when it worked.
        package let status: Int32
        /// What it wrote to standard output, as text (bytes that are not UTF-8 read as U+FFFD).
        package var output: String { String(decoding: data, as: UTF8.self) }
        /// What it wrote to standard output, byte for byte: a file's contents (`git show`).
        package let data: Data
        /// What it wrote to standard error.
        package let error: String
        /// Whether it was stopped because it ran longer than the time it was given.
        package var timedOut = false
        /// The signal that ended it (`SIGPIPE`: it wrote to a connection already closed), or `nil` when it
        /// exited by itself with ``status``.
        package var signal: Int32?

        /// The NUL-separated paths it printed (with `-z`).
        package var paths: [String] { output.split(separator: "\0").map(String.init) }
    }

    /// The program, or `nil` when git is not installed.
    package let executable: URL?
    /// The folder git runs in (`git -C`).
    package let folder: URL

    /// The first `git` on `PATH`, or `nil` when there is none.
    package static func onPath() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("git") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Makes a runner of `executable` (by default the first `git` on `PATH`) in `folder`.
    package init(executable: URL? = Git.onPath(), folder: URL) {
        self.executable = executable
        self.folder = folder
    }

    /// Runs git with `arguments` in ``folder``.
    /// - Parameters:
    ///   - arguments: What follows `git -C FOLDER`.
    ///   - input: What it reads on standard input; none by default.
    ///   - environment: Variables added to this program's environment for it.
    ///   - timeout: Seconds after which it is stopped (``Output/timedOut``); `nil`: it runs to its end.
    /// - Returns: What it printed, or `nil` when it could not be started (not installed).
    package func run(
        _ arguments: [String], input: Data? = nil, environment: [String: String] = [:], timeout: Double? = nil
    ) -> Output? {
        guard let executable else { return nil }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-C", folder.path] + arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = Pipe()
        let error = Pipe()
        let standardInput = input.map { _ in Pipe() }
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput ?? FileHandle.nullDevice
        let ended = ProcessExit(process)
        do { try process.run() } catch { return nil }
        if let input, let standardInput {
            // Written from another thread: git may fill its output pipe before it has read all of its input.
            // A queue of its own always gets a thread; the global queue's few may all be waiting on git runs
            // (a room's publisher, a grade), and then git would wait for this input for ever.
            let writer = standardInput.fileHandleForWriting
            DispatchQueue(label: "git.input").async {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
        let stopped = Stopped()
        if let timeout {
            DispatchQueue(label: "git.timeout").asyncAfter(deadline: .now() + timeout) {
                guard process.isRunning else { return }
                stopped.mark()
                Self.stop(process.processIdentifier)
            }
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = error.fileHandleForReading.readDataToEndOfFile()
        ended.wait()
        var result = Output(
            status: process.terminationStatus, data: printed, error: String(decoding: complaint, as: UTF8.self))
        result.timedOut = stopped.isMarked
        if process.terminationReason == .uncaughtSignal { result.signal = process.terminationStatus }
        return result
    }

    /// Stops the run `pid` at once: SIGKILL, which no signal mask holds back (a child started from a thread
    /// that blocks SIGTERM inherits the block, and a `git push` to a room that does not answer then ran on
    /// for minutes), sent to its process group when it leads one, so that git's own children stop too.
    private static func stop(_ pid: Int32) {
        _ = kill(getpgid(pid) == pid ? -pid : pid, SIGKILL)
    }

    /// Whether a run was stopped for its timeout: set on the timer's thread, read once the run has ended.
    private final class Stopped: @unchecked Sendable {
        private let lock = NSLock()
        private var marked = false

        func mark() { lock.withLock { marked = true } }
        var isMarked: Bool { lock.withLock { marked } }
    }
}
