import Foundation

/// Runs an exercise's built test program as a child process and watches its event stream.
///
/// The program writes one JSON line per event as it happens, so the grader knows which test is
/// running; if that test runs longer than allowed, the program is stopped and the test reported as
/// timed out. Standard error is kept, because that is where a crash explains itself.
struct TestProcess: TestLauncher {
    /// The program to start: the test program itself on Linux, `swift` elsewhere.
    let executable: URL
    /// The arguments before the grader's own: `--testing-library swift-testing` for the test program,
    /// `test --skip-build --disable-xctest …` for `swift`.
    let arguments: [String]
    /// Where to keep the event stream and standard error while it runs.
    let scratchFolder: URL
    /// How often the event stream is read while the program runs, in seconds.
    var pollInterval: Double = 0.02

    func run(skipping: [String], secondsPerTest: Double) -> TestProgramRun {
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
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        var environment = ProcessInfo.processInfo.environment
        // A crash prints its backtrace and exits, rather than waiting for someone at a terminal.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        do {
            try process.run()
        } catch {
            return TestProgramRun(
                records: [], ending: .notStarted("cannot start \(executable.path): \(error.localizedDescription)"),
                standardError: "")
        }

        var records: [TestEventRecord] = []
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
            // The clock restarts when another test starts; between tests, whenever the program says
            // something, so a hang before the first test (or after the last) is caught too.
            if log.running == nil || log.running != running.id {
                running = (log.running, Date())
            }
        }
        while process.isRunning {
            Thread.sleep(forTimeInterval: pollInterval)
            readNewRecords()
            let elapsed = Date().timeIntervalSince(running.since)
            if stopped == nil, elapsed > secondsPerTest {
                stopped = .stopped(testID: running.id, afterSeconds: secondsPerTest)
                process.terminate()
            }
        }
        process.waitUntilExit()
        readNewRecords()

        let standardError = (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
        let ending: TestProgramRun.Ending =
            stopped
            ?? (process.terminationReason == .uncaughtSignal
                ? .signaled(process.terminationStatus) : .exited(process.terminationStatus))
        return TestProgramRun(records: records, ending: ending, standardError: standardError)
    }

    /// A `--skip` pattern for exactly the test `id` (`Module.Suite/test()/File.swift:3:4`).
    static func pattern(matching id: String) -> String {
        // The source location is left out: a test is named by its module, suite and function.
        let name = id.split(separator: "/").filter { !$0.contains(".swift:") }.joined(separator: "/")
        return "^" + NSRegularExpression.escapedPattern(for: name) + "(/|$)"
    }
}
