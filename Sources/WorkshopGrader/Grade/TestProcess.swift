import Foundation
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs an exercise's built test program as a child process and watches its event stream.
///
/// The program writes one JSON line per event as it happens, so the grader knows which test is
/// running; if that test runs longer than allowed, the program is stopped and the test reported as
/// timed out. Standard error is kept, because that is where a crash explains itself.
package struct TestProcess: TestLauncher {
    /// How the test program is started.
    package enum Route: Sendable {
        /// It is started itself (Linux, where it is an executable).
        case direct
        /// A launcher starts it: `swift test` on macOS, where the program is a bundle that SwiftPM's
        /// `swiftpm-testing-helper` loads, or its stand-in on Linux (`WORKSHOP_TEST_LAUNCHER`). As SwiftPM
        /// 6.3 does (Sources/Basics/Concurrency/AsyncProcess.swift), the launcher starts the program in a
        /// process group of its own and sends its standard error out on the launcher's standard output, and
        /// traps only SIGINT. So both outputs are kept, the program is found below the launcher, and a stop
        /// kills the launcher and everything below it.
        case throughLauncher
    }

    /// The program to start: the test program itself, or its launcher (``Route/throughLauncher``).
    package let executable: URL
    /// The arguments before the grader's own: `--testing-library swift-testing` for the test program,
    /// `test --skip-build --disable-xctest …` for a launcher.
    package let arguments: [String]
    /// How the test program is started.
    package var route = Route.direct
    /// Where to keep the event stream and standard error while it runs.
    package let scratchFolder: URL
    /// How often the event stream is read while the program runs, in seconds.
    package var pollInterval: Double = 0.02
    /// What each launch is given beyond the grader's own environment, made anew each time (a chaff's
    /// selection, which a launch uses up); `nil` gives nothing more.
    package var eachLaunch: (@Sendable () -> Launch)?

    /// What one launch is given: variables on top of the others, and a file to remove after it.
    package struct Launch: Sendable {
        /// Variables for this launch.
        package var environment: [String: String]
        /// A file the launch uses up, removed once the run has ended; `nil`: none.
        package var oneShotFile: URL?
    }

    package func run(skipping: [String], limits: TestTimeLimits, onRunning: (String, Double) -> Void) -> TestProgramRun
    {
        let name = UUID().uuidString
        let eventsURL = scratchFolder.appendingPathComponent("events-\(name).jsonl")
        let errorsURL = scratchFolder.appendingPathComponent("stderr-\(name).txt")
        let manager = FileManager.default
        defer {
            try? manager.removeItem(at: eventsURL)
            try? manager.removeItem(at: errorsURL)
        }
        guard manager.createFile(atPath: eventsURL.path, contents: nil),
            manager.createFile(atPath: errorsURL.path, contents: nil),
            let events = try? FileHandle(forReadingFrom: eventsURL),
            let errors = try? FileHandle(forWritingTo: errorsURL)
        else {
            return TestProgramRun(
                records: [], ending: .notStarted("cannot write to \(scratchFolder.path)"), standardError: "")
        }
        defer {
            try? events.close()
            try? errors.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments =
            arguments + [
                "--no-parallel",
                "--event-stream-output-path", eventsURL.path, "--event-stream-version", "0",
            ] + skipping.flatMap { ["--skip", Self.pattern(matching: $0)] }
        let launch = eachLaunch?()
        defer { if let file = launch?.oneShotFile { try? manager.removeItem(at: file) } }
        process.standardInput = FileHandle.nullDevice
        // Through a launcher, the program's standard error comes out on the launcher's standard output.
        process.standardOutput = route == .direct ? FileHandle.nullDevice : errors
        process.standardError = errors
        var environment = ProcessInfo.processInfo.environment
        // A crash prints its backtrace to standard error and exits, rather than waiting for someone at a
        // terminal; a hang, trapped by ``HangSampler``, does the same.
        // Precise unwinding (from the binary's unwind tables) keeps the frame of a function that was
        // interrupted in a leaf call, which the fast frame-pointer walk can skip.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,output-to=stderr,unwind=precise"
        environment["NO_COLOR"] = "1"
        environment.merge(launch?.environment ?? [:]) { $1 }
        process.environment = environment
        // Started and watched in one step, so that a run ending beside it never takes it for a leftover.
        let started = LeftoverProcesses.spawning { () -> Result<Int?, any Error> in
            do {
                try process.run()
            } catch {
                return .failure(error)
            }
            // A launcher is interrupted, as Ctrl-C would: it passes SIGINT on to the test program, which
            // it may have started before ``TestProgramWatch`` finds it (and kills it).
            return .success(
                TestProgramGuard.watch(process.processIdentifier, interrupting: route == .throughLauncher))
        }
        let guarded: Int?
        switch started {
        case .success(let slot): guarded = slot
        case .failure(let error):
            return TestProgramRun(
                records: [], ending: .notStarted("cannot start \(executable.path): \(error.localizedDescription)"),
                standardError: "")
        }
        var watched = TestProgramWatch(launcher: process.processIdentifier, route: route)
        defer {
            watched.release()
            TestProgramGuard.release(guarded)
            // What this run's tests left running is the grader's child now: it goes.
            LeftoverProcesses.end()
        }
        let (records, stopped, held) = supervise(
            process, watched: &watched, events: events, errorsURL: errorsURL, limits: limits, onRunning: onRunning)
        let standardError = Self.readEnds(of: errorsURL)
        let ending: TestProgramRun.Ending
        if let stopped {
            ending = stopped
        } else if process.terminationReason == .uncaughtSignal {
            ending = .signaled(process.terminationStatus)
        } else if route == .throughLauncher, let signal = Self.signalReported(in: standardError) {
            ending = .signaled(signal)
        } else {
            ending = .exited(process.terminationStatus)
        }
        var run = TestProgramRun(records: records, ending: ending, standardError: standardError)
        run.held = held
        return run
    }

    /// The signal that ended a test program, as its launcher reports it: SwiftPM 6.3 says "error: Process
    /// '…' exited with unexpected signal code N" and exits with status 1 (Sources/Commands/
    /// SwiftTestCommand.swift, `TestRunner.test(at:)`); `nil` when `output` says no such thing.
    package static func signalReported(in output: String) -> Int32? {
        output.matches(of: /exited with unexpected signal code ([0-9]+)/).last.flatMap { Int32($0.output.1) }
    }

    /// Reads the event stream while `process` runs, and stops it when a test runs too long or the
    /// program floods its standard error.
    /// - Returns: The records it wrote, and why it was stopped (`nil`: it ended by itself).
    private func supervise(
        _ process: Process, watched: inout TestProgramWatch, events: FileHandle, errorsURL: URL,
        limits: TestTimeLimits, onRunning: (String, Double) -> Void
    ) -> (records: [TestEventRecord], stopped: TestProgramRun.Ending?, held: [BacktraceText.Frame]) {
        var records: [TestEventRecord] = []
        var held: [BacktraceText.Frame] = []
        var log = TestRunLog()
        var unfinishedLine = Data()
        var running: (id: String?, since: Date) = (nil, Date())
        var stopped: TestProgramRun.Ending?
        func readNewRecords() {
            unfinishedLine.append((try? events.readToEnd()) ?? Data())
            guard let lastNewline = unfinishedLine.lastIndex(of: UInt8(ascii: "\n")) else { return }
            let complete = unfinishedLine[..<lastNewline]
            unfinishedLine = Data(unfinishedLine[(lastNewline + 1)...])
            let new = TestEventRecord.records(inLines: Substring(decoding: complete, as: UTF8.self))
            guard !new.isEmpty else { return }
            records += new
            log.append(new)
            // The clock restarts whenever the program reports progress (a test, or one case of a
            // parameterized test, starting or ending), so a limit holds for one case, and a hang before
            // the first test (or after the last) is caught too.
            running = (log.running, Date())
        }
        while process.isRunning {
            Thread.sleep(forTimeInterval: pollInterval)
            readNewRecords()
            guard stopped == nil else { continue }
            watched.look()
            if let id = log.running {
                let name = TestEventRecord.TestDescription.name(of: id, in: log.discovered)
                onRunning(name, Date().timeIntervalSince(running.since))
            }
            let limit = limits.limit(for: running.id)
            if Date().timeIntervalSince(running.since) > limit {
                watched.look(now: true)
                let sample = Self.stopHung(process, watched: watched, errorsURL: errorsURL)
                stopped = .stopped(testID: running.id, afterSeconds: limit, computing: sample.computing)
                held = sample.held
            } else if Self.size(of: errorsURL) > Self.maximumErrorBytes {
                stopped = .flooded(testID: log.running, bytes: Self.maximumErrorBytes)
                Self.stop(process, watched: watched)
            }
        }
        process.waitUntilExit()
        readNewRecords()
        return (records, stopped, held)
    }

    /// Stops a hung program, first asking the backtracer where its busy thread is, if one is busy, else
    /// where a thread held in a wait with no end waits.
    /// - Returns: Whether a thread was computing (its stack is then in standard error), `false` when all
    ///   were waiting, `nil` when that cannot be told here; and the frames of a held thread, if any.
    private static func stopHung(
        _ process: Process, watched: TestProgramWatch, errorsURL: URL
    ) -> (computing: Bool?, held: [BacktraceText.Frame]) {
        let pid = watched.testProgram ?? process.processIdentifier
        guard !HangSampler.threadStats(of: pid).isEmpty else {
            stop(process, watched: watched)
            return (nil, [])
        }
        guard let thread = HangSampler.busiestThread(of: pid, over: 0.1) else {
            // No thread computing: the stack of one held in a wait with no end (a semaphore, a lock: the main
            // actor deadlocked) says where.
            let held = ThreadStack.heldThread(of: pid).map { HangSampler.heldStack(of: $0, in: pid) } ?? []
            stop(process, watched: watched)
            return (false, held)
        }
        if HangSampler.trapInOwnCode(thread: thread, of: pid) {
            // The backtracer ends its text with `Backtrace took 0.08s`; the program may take a while
            // longer to end by itself, so it is stopped as soon as the text is complete.
            wait(for: process, seconds: 5) { readEnds(of: errorsURL).contains("\nBacktrace took ") }
        }
        stop(process, watched: watched)
        return (true, [])
    }

    /// How much a test program may write to standard error before it is stopped: 32 MB.
    package static let maximumErrorBytes = 32 << 20

    /// Waits up to `seconds` for `process` to end, or for `isDone` to say there is no need to wait longer.
    private static func wait(for process: Process, seconds: Double, until isDone: () -> Bool = { false }) {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline, !isDone() {
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Asks `process` to end, and kills it if it has not within 2 seconds (it may ignore SIGTERM); through a
    /// launcher, kills the launcher and everything below it at once (the launcher passes on only SIGINT,
    /// and SwiftPM kills its child only 24 s after one).
    private static func stop(_ process: Process, watched: TestProgramWatch) {
        guard process.isRunning else { return }
        if watched.route == .throughLauncher {
            ProcessTree.kill(process.processIdentifier, andBelowIn: ProcessTree.now())
            return
        }
        process.terminate()
        wait(for: process, seconds: 2)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    private static func size(of url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
    }

    /// The first 64 KB and the last 256 KB of a file, as text (bytes that are not UTF-8 are replaced):
    /// where a crash says what happened and where, without reading a flood whole.
    package static func readEnds(of url: URL) -> String {
        guard let file = try? FileHandle(forReadingFrom: url) else { return "" }
        defer { try? file.close() }
        let head = (try? file.read(upToCount: 64 << 10)) ?? Data()
        let size = (try? file.seekToEnd()) ?? 0
        var tail = Data()
        if size > UInt64(head.count) {
            let start = max(UInt64(head.count), size > (256 << 10) ? size - (256 << 10) : 0)
            try? file.seek(toOffset: start)
            tail = (try? file.readToEnd()) ?? Data()
        }
        return String(decoding: head, as: UTF8.self)
            + (tail.isEmpty ? "" : "\n" + String(decoding: tail, as: UTF8.self))
    }

    /// A `--skip` pattern for exactly the test `id` (`Module.Suite/test()/File.swift:3:4`).
    package static func pattern(matching id: String) -> String {
        // The source location is left out: a test is named by its module, suite and function.
        let name = id.split(separator: "/").filter { !$0.contains(".swift:") }.joined(separator: "/")
        return "^" + NSRegularExpression.escapedPattern(for: name) + "(/|$)"
    }
}
