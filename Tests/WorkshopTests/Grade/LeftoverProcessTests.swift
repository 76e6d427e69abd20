import Foundation
import Testing

@testable import Workshop

/// A process a test leaves running is ended when its run ends, by the real `workshop grade`.
///
/// It builds a tiny exercise whose one test starts `sleep 300` in the background and leaves it; after the
/// grading, that process must be gone. It runs the `workshop` program, so only with
/// `WORKSHOP_CHECK_EXERCISES=1` (CI sets it).
@Suite(
    "workshop grade: what a test leaves running",
    .enabled(if: ExerciseTreeTests.checksStarters)
)
struct LeftoverProcessTests {
    @Test("A process a test starts and leaves behind is killed when its test program ends")
    func leftoverIsEnded() throws {
        let kit = TestFiles.repository
        let tree = kit.appendingPathComponent(".build/leftover-fixtures")
        let exercise = tree.appendingPathComponent("01-Leftover")
        let pidFile = tree.appendingPathComponent("sleep.pid")
        try? FileManager.default.removeItem(at: tree)
        defer { try? FileManager.default.removeItem(at: tree) }
        let files = [
            "exercise.json":
                #"{"title": "Leaves a process", "tasks": [{"id": "01.1", "title": "Leave", "points": 10}]}"#,
            "Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Leftover",
                targets: [.target(name: "Leftover"), .testTarget(name: "LeftoverTests", dependencies: ["Leftover"])],
                swiftLanguageModes: [.v6])
            """,
            "Sources/Leftover/Leftover.swift": "public let leftover = 1\n",
            "Tests/LeftoverTests/LeaveTests.swift": """
            import Foundation
            import Testing

            @Suite("01.1 Leave")
            struct LeaveTests {
                @Test("Starts a process that outlives the test program") func leave() throws {
                    let shell = Process()
                    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
                    shell.arguments = ["-c", "sleep 300 > /dev/null 2>&1 & echo $! > \(pidFile.path)"]
                    try shell.run()
                    shell.waitUntilExit()
                }
            }
            """,
        ]
        for (path, text) in files {
            let url = exercise.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let workshop = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("workshop")
        let grade = Process()
        grade.executableURL = workshop
        grade.arguments = ["grade", "--tree", ".build/leftover-fixtures", "01"]
        grade.currentDirectoryURL = kit
        grade.standardOutput = FileHandle.nullDevice
        grade.standardError = FileHandle.nullDevice
        let ended = ProcessExit(grade)
        try grade.run()
        ended.wait()
        let text = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = try #require(pid_t(text), "The test wrote the pid of its sleep")
        let alive = kill(pid, 0) == 0
        if alive { kill(pid, SIGKILL) }
        #expect(!alive, "The sleep the test left behind is gone once the grading ends")
    }
}
