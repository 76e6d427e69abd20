import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

@Suite("Waiting for a child process")
struct ProcessExitTests {
    @Test("wait() returns once the program has ended, with its exit status set, even if it ended long before")
    func waitsForTheEnd() throws {
        for status in [0, 3] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exit \(status)"]
            let ended = ProcessExit(process)
            try process.run()
            ended.wait()
            #expect(!process.isRunning)
            #expect(process.terminationStatus == Int32(status))
        }
    }

    /// A shell started to read a line of its input, then exit with `status`; its input, and its wait.
    static func waitingForALine(exiting status: Int) throws -> (Process, Pipe, ProcessExit) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "read line; exit \(status)"]
        let input = Pipe()
        process.standardInput = input
        let ended = ProcessExit(process)
        try process.run()
        return (process, input, ended)
    }

    @Test("A program that reads its input ends when the input closes, and wait() sees it")
    func endsWhenInputCloses() throws {
        let (process, input, ended) = try Self.waitingForALine(exiting: 7)
        #expect(process.isRunning, "It waits for a line")
        try input.fileHandleForWriting.close()
        ended.wait()
        #expect(process.terminationStatus == 7)
    }

    @Test("wait(seconds:) is false while the program runs and true once it has ended; later waits return at once")
    func waitsAtMost() throws {
        let (process, input, ended) = try Self.waitingForALine(exiting: 5)
        #expect(!ended.wait(seconds: 0.01), "It waits for a line")
        try input.fileHandleForWriting.close()
        #expect(ended.wait(seconds: 60))
        #expect(process.terminationStatus == 5)
        #expect(ended.wait(seconds: 0) && ended.wait(seconds: 0), "Ended stays ended")
        ended.wait()
    }

    @Test(
        "Runs waited for leave no pipe open: Foundation lets each go once its end is seen",
        .linuxOnly("reads this program's descriptors in /proc/self/fd, which macOS does not have"))
    func leavesNoPipeOpen() throws {
        let descriptors = "/proc/self/fd"
        /// What this program's descriptor `descriptor` (its number) is open on, such as `pipe:[4711]`; `nil` when it is closed.
        func file(_ descriptor: String) -> String? {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\(descriptor)")
        }
        var pipes: [[String]] = []
        for _ in 0..<25 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/true")
            let (output, error) = (Pipe(), Pipe())
            // A pipe's name holds its inode, which no pipe made later by a test beside this one reuses.
            pipes.append([output, error].compactMap { file("\($0.fileHandleForReading.fileDescriptor)") })
            process.standardOutput = output
            process.standardError = error
            let ended = ProcessExit(process)
            try process.run()
            _ = output.fileHandleForReading.readDataToEndOfFile()
            ended.wait()
        }
        let open = Set(((try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []).compactMap(file))
        let leaking = pipes.indices.filter { !open.isDisjoint(with: pipes[$0]) }
        #expect(Set(pipes.joined()).count == 50 && pipes.joined().allSatisfy { $0.hasPrefix("pipe:") })
        // Foundation lets a run go on its own thread, a moment after the end is seen: under load the last
        // run may still hold its pipes here. Without ProcessExit's release, every run kept both.
        #expect(leaking.allSatisfy { $0 == pipes.count - 1 }, "Runs whose pipes are still open, by index: \(leaking)")
    }
}
