import Foundation
import Testing

@Suite("Running a program with a time limit, in tests")
struct ProgramRunTests {
    let shell = URL(fileURLWithPath: "/bin/sh")

    @Test("A program that ends in time gives its status and what it wrote to each stream")
    func endsInTime() throws {
        let run = try ProgramRun(shell, ["-c", "echo out; echo said >&2; exit 3"])
        #expect(run.status == 3 && !run.wasStopped)
        #expect(String(decoding: run.output, as: UTF8.self) == "out\n" && run.error == "said\n")
    }

    @Test("A program still running at its limit is killed with what it started, and says so")
    func killedAtItsLimit() throws {
        // The child holds the output open too: it must be killed for the output to end.
        let run = try ProgramRun(shell, ["-c", "sleep 60 & sleep 60"], limit: 0.05, failsAtLimit: false)
        #expect(run.wasStopped && run.status == SIGKILL)
    }
}
