import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// A process a test leaves running is ended when its run ends, by the real `workshop grade`.
///
/// It builds a tiny exercise whose one test starts `sleep 300` in the background and leaves it; after the
/// grading, that process must be gone. It runs the `workshop` program, so only with
/// `WORKSHOP_CHECK_EXERCISES=1` (CI sets it).
@Suite(
    "workshop grade: what a test leaves running",
    ExerciseTreeTests.startersChecked,
    .linuxOnly(
        "the grader adopts what a test leaves through Linux's subreaper (prctl); macOS has none, so there it ends nothing"
    )
)
struct LeftoverProcessTests {
    @Test("A process a test starts and leaves behind is killed when its test program ends")
    func leftoverIsEnded() throws {
        let kit = TestFiles.repository
        let tree = kit.appendingPathComponent(".build/leftover-fixtures")
        let exercise = tree.appendingPathComponent("01-Leftover")
        let pidFile = tree.appendingPathComponent("sleep.pid")
        // Three ways to stay: a plain background process; one that keeps a child of its own to take over;
        // one named like the grader's symbolizer.
        let disguise = tree.appendingPathComponent("llvm-symbolizer").path
        let leaveBehind =
            "sleep 300 > /dev/null 2>&1 & echo $! > \(pidFile.path); "
            + "(sleep 300 > /dev/null 2>&1 & echo $! >> \(pidFile.path); exec sleep 300) > /dev/null 2>&1 & "
            + "echo $! >> \(pidFile.path); "
            + "cp /bin/sleep \(disguise) && \(disguise) 300 > /dev/null 2>&1 & echo $! >> \(pidFile.path)"
        try? FileManager.default.removeItem(at: tree)
        defer { try? FileManager.default.removeItem(at: tree) }
        // The real grader records the grade in the kit's progress file: put it back as it was, so that the
        // kit is left with no grade of this fixture's (which `copies --write` would take for an attendee's).
        let progress = kit.appendingPathComponent(GradeProgressFile.fileName)
        let progressBefore = FileManager.default.contents(atPath: progress.path)
        defer {
            if let progressBefore {
                try? progressBefore.write(to: progress)
            } else {
                try? FileManager.default.removeItem(at: progress)
            }
        }
        let files = [
            "exercise.json":
                #"{"title": "Leaves a process", "tasks": [{"id": "01.1", "title": "Leave", "points": 10}]}"#,
            "Package.swift": """
            \(PlatformFloor.toolsVersionLine)
            import PackageDescription
            let package = Package(
                name: "Leftover",
                \(PlatformFloor.manifestPlatforms),
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
                    shell.arguments = ["-c", \(String(reflecting: leaveBehind))]
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
        let workshop = BuildProducts.workshop
        let grade = Process()
        grade.executableURL = workshop
        grade.arguments = ["grade", "--tree", ".build/leftover-fixtures", "01"]
        grade.currentDirectoryURL = kit
        grade.standardOutput = FileHandle.nullDevice
        grade.standardError = FileHandle.nullDevice
        let ended = ProcessExit(grade)
        try grade.run()
        ended.wait()
        let pids = try String(contentsOf: pidFile, encoding: .utf8).split(separator: "\n").compactMap { pid_t($0) }
        #expect(pids.count == 4, "The test wrote the pids of what it left")
        // Gone means dead and reaped: `kill(pid, 0)` fails for it.
        let alive = pids.filter { kill($0, 0) == 0 && !isZombie($0) }
        for pid in alive { kill(pid, SIGKILL) }
        #expect(alive.isEmpty, "What the test left behind is gone once the grading ends")
    }

    private func isZombie(_ pid: pid_t) -> Bool {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }
}
