import Foundation
import TestSupport
import Testing

@testable import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `swift-test-stand-in` behaves as `swift test` does when it runs a test program on macOS, so that what CI
/// grades through it is what a Mac grades through SwiftPM: the arguments passed on, the program's two
/// outputs on the launcher's standard output, its process group, SIGINT alone passed on, and a crash's words.
///
/// The test program here is a small shell script in the place SwiftPM looks for `NamePackageTests.xctest`.
@Suite("swift-test-stand-in: swift test as on macOS")
struct SwiftTestStandInTests {
    static let standIn = BuildProducts.folder.appendingPathComponent("swift-test-stand-in")
    private let folder: TemporaryFolder

    /// A package named `Demo` whose test program is `script`.
    init() throws {
        folder = try TemporaryFolder("stand-in")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("build/debug"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("package"), withIntermediateDirectories: true)
        try Data("let package = Package(\n    name: \"Demo\",\n)\n".utf8)
            .write(to: folder.appendingPathComponent("package/Package.swift"))
    }

    /// The stand-in's environment: this program's, with the build folder's lock (which it takes, as SwiftPM
    /// does, in the temporary folder) in the test's own folder, so that nothing is left in `/tmp`.
    private var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.url.path]) { $1 }
    }

    /// The stand-in's arguments, as the grader gives them, for a test program that runs `script`.
    private func arguments(running script: String) throws -> [String] {
        let program = folder.appendingPathComponent("build/debug/DemoPackageTests.xctest")
        try Data(("#!/bin/sh\n" + script + "\n").utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        return [
            "test", "--skip-build", "--ignore-lock", "--package-path", folder.appendingPathComponent("package").path,
            "--scratch-path", folder.appendingPathComponent("build").path, "--no-parallel",
        ]
    }

    @Test("It runs the package's test program with its arguments and Swift Testing's, both outputs on its own")
    func arguments() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.standIn.path), "swift build makes it")
        let run = try ProgramRun(
            Self.standIn, try arguments(running: #"echo "args: $*"; echo "to stderr" >&2; cat; echo "read: $?""#),
            environment: environment, limit: 30)
        let output = String(decoding: run.output, as: UTF8.self)
        #expect(run.status == 0)
        #expect(output.contains("args: --skip-build --ignore-lock --package-path "), "\(output)")
        #expect(output.contains(" --no-parallel --testing-library swift-testing\n"), "\(output)")
        #expect(output.contains("to stderr\n") && output.contains("read: 0\n"), "Stderr on stdout, nothing on stdin")
        #expect(!run.error.contains("to stderr"))
    }

    @Test("A program ended by a signal is said in SwiftPM's words, with status 1; a failing one is status 1")
    func signals() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.standIn.path), "swift build makes it")
        let crashed = try ProgramRun(
            Self.standIn, try arguments(running: "kill -SEGV $$"), environment: environment, limit: 30)
        #expect(crashed.status == 1)
        #expect(crashed.error.contains("exited with unexpected signal code \(SIGSEGV)"), "\(crashed.error)")
        let failed = try ProgramRun(Self.standIn, try arguments(running: "exit 3"), environment: environment, limit: 30)
        #expect(failed.status == 1 && failed.error.isEmpty, "\(failed.error)")
    }

    @Test("The program runs in a group of its own, gets SIGINT passed on, and outlives a SIGTERM to the stand-in")
    func processGroup() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.standIn.path), "swift build makes it")
        let marks = folder.appendingPathComponent("build/debug/DemoPackageTests.xctest.marks")
        let script =
            #"trap 'echo interrupted >> "$0.marks"; exit 7' INT; echo "$$" > "$0.pid"; "#
            + #"while :; do sleep 0.05; done"#
        for (signal, outlives) in [(SIGINT, false), (SIGTERM, true)] {
            let process = Process()
            process.executableURL = Self.standIn
            process.arguments = try arguments(running: script)
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let ended = ProcessExit(process)
            try process.run()
            let pidFile = folder.appendingPathComponent("build/debug/DemoPackageTests.xctest.pid")
            let deadline = Date().addingTimeInterval(20)
            var child: pid_t?
            while child == nil, Date() < deadline, !ended.wait(seconds: 0.05) {
                child = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap {
                    pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
                }
            }
            let program = try #require(child, "The test program started")
            #expect(getpgid(program) == program, "In a process group of its own")
            kill(process.processIdentifier, signal)
            #expect(ended.wait(seconds: 20), "The stand-in ends")
            let alive = kill(program, 0) == 0
            #expect(alive == outlives, "After signal \(signal), the program \(outlives ? "runs on" : "has ended")")
            kill(program, SIGKILL)
            try? FileManager.default.removeItem(at: pidFile)
        }
        #expect((try? String(contentsOf: marks, encoding: .utf8)) == "interrupted\n", "SIGINT reached it, once")
    }
}
