import Foundation
import TestSupport
import Testing
import ThreatKit

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// A hang costs one limit and says where it spins: the backtracer's text read, tests that spin in the
/// same place cut short, and the sampler that finds a busy thread.
@Suite("workshop grade: hangs, and where they spin")
struct HangTests {
    /// What the backtracer prints when the grader traps a test spinning in `distanceText`: the main
    /// thread idle, the crashed one in the attendee's file, another thread in the kit.
    static let trapped = """
        ◇ Test "Distances round" started.

        *** Signal 5: Backtracing from 0x55cb647bf54b... done ***

        *** Program crashed: System trap at 0x000000000000421d ***

        Thread 0 "DemoPackageTests":
          0      0x00007fa90a492301 sigsuspend + 65 in libc.so.6
          1 [ra] 0x00007fa90b9f0c29 helper() + 8 in DemoPackageTests.xctest at /kit/Exercises/01-Demo/Sources/Demo/Other.swift:3:1

        Thread 1 "-qos.overcommit" crashed:
          0                  0x000055cb647bf54b static Formatting.distanceText(meters:) + 139 in DemoPackageTests.xctest at /kit/Exercises/01-Demo/Sources/Demo/Formatting.swift:21:32
          1 [ra] [inlined]   0x000055cb64813952 freestanding macro expansion #1 of expect in module DemoTests file T.swift line 36 column 9 in DemoPackageTests.xctest at /tmp/swift-generated-sources/@__swiftmacro_expect.swift
          2 [ra]             0x000055cb64813952 FormattingTests.distance(meters:text:) + 241 in DemoPackageTests.xctest at /kit/Exercises/01-Demo/Tests/DemoTests/T.swift:36:9

        Thread 2 "oot.default-qos":
          0  0x00007fa90a4dbf16 __futex_abstimed_wait_common + 198 in libc.so.6

        Registers:
        rax 0xfffffffffffffffc  18446744073709551612
        """

    private func supervisor(_ launcher: ScriptedLauncher) -> TestRunSupervisor {
        TestRunSupervisor(
            launcher: launcher, secondsPerTest: 10, exerciseFolder: "/kit/Exercises/01-Demo",
            relativePath: { $0.replacingOccurrences(of: "/kit/", with: "") })
    }

    @Test("The backtracer's text gives the crashed thread's frames, innermost first, and Swift's words alone")
    func backtraceText() {
        let text = BacktraceText(Self.trapped)
        #expect(text.message == nil, "A trap from outside has no message of Swift's")
        #expect(
            text.frames.map(\.path) == [
                "/kit/Exercises/01-Demo/Sources/Demo/Formatting.swift",
                "/tmp/swift-generated-sources/@__swiftmacro_expect.swift",
                "/kit/Exercises/01-Demo/Tests/DemoTests/T.swift",
            ], "Only the crashed thread counts, not the idle main thread")
        #expect(
            text.innermostFrame(under: "/kit/Exercises/01-Demo/Sources/")
                == .init(
                    function: "static Formatting.distanceText(meters:)",
                    path: "/kit/Exercises/01-Demo/Sources/Demo/Formatting.swift", line: 21))
        let overflow = BacktraceText(
            """
            *** Swift runtime failure: arithmetic overflow ***
            Thread 0 "o" crashed:
              0 [inlined] [system] 0x000055ce34f17ea6 Swift runtime failure: arithmetic overflow in o at //<compiler-generated>
              1                    0x000055ce34f17ea6 f(_:) + 70 in o at /kit/Exercises/01-Demo/Sources/Demo/A.swift
            """)
        #expect(overflow.message == "Swift runtime failure: arithmetic overflow", "No *** decoration")
        #expect(overflow.frames.first?.line == nil, "A frame whose line is not known still names its file")
    }

    @Test("The same loop is one whose innermost function of the attendee's is on the other's stack")
    func sameLoop() {
        let loop = ["ThreatFormatting.distanceText(meters:)", "ThreatCellViewModel.init(threat:)"]
        #expect(TestRunSupervisor.sameLoop(loop, loop))
        #expect(
            TestRunSupervisor.sameLoop(["ThreatCellViewModel.init(threat:)"], loop),
            "A sample that missed the innermost frame is still the same loop")
        #expect(!TestRunSupervisor.sameLoop(["Rows.layout()"], loop))
        #expect(!TestRunSupervisor.sameLoop([], loop), "A stack with none of the attendee's code is no match")
    }

    @Test("A spinning test is stopped at the limit with its place; others spinning there are cut short")
    func cutShort() {
        let launcher = ScriptedLauncher([
            TestProgramRun(
                records: Records.discovered + [.started(Records.a)],
                ending: .stopped(testID: Records.a, afterSeconds: 10, computing: true), standardError: Self.trapped),
            TestProgramRun(
                records: [.started(Records.b)],
                ending: .stopped(testID: Records.b, afterSeconds: 0.5, computing: true), standardError: Self.trapped),
            TestProgramRun(
                records: [.started(Records.c), .ended(Records.c)], ending: .exited(0), standardError: ""),
        ])
        let result = supervisor(launcher).run()
        let place = HangPlace.code(
            location: "Exercises/01-Demo/Sources/Demo/Formatting.swift:21", function: "Formatting.distanceText(meters:)"
        )
        #expect(result.outcomes[Records.a] == .timedOut(seconds: 10, place: place))
        #expect(result.outcomes[Records.b] == .cutShort(seconds: 0.5, sameAs: Records.a, place: place))
        #expect(result.outcomes[Records.c] == .passed, "A test that does not reach the loop still passes")
        #expect(launcher.limits.map(\.check) == [nil, 0.5, 0.5], "After the first hang, tests are looked at early")
    }

    /// The frames the grader reads from the stack of a thread held in `DispatchSemaphore.wait()` called by
    /// the attendee's `authenticateTapped()`: places, innermost first, with a frame of the test's own file.
    static let held = [
        BacktraceText.Frame(function: "", path: "/kit/Exercises/01-Demo/Sources/Demo/LoginViewModel.swift", line: 101),
        BacktraceText.Frame(function: "", path: "/kit/Exercises/01-Demo/Tests/DemoTests/T.swift", line: 12),
    ]

    /// A run stopped while `test` ran for `seconds` with no thread computing, `held` read from a held thread.
    static func stoppedWaiting(
        _ records: [TestEventRecord], _ test: String, after seconds: Double, held: [BacktraceText.Frame]
    ) -> TestProgramRun {
        var run = TestProgramRun(
            records: records, ending: .stopped(testID: test, afterSeconds: seconds, computing: false),
            standardError: "")
        run.held = held
        return run
    }

    @Test("A test held in a wait is stopped at the limit with the line that waits; others held there are cut short")
    func heldCutShort() {
        let launcher = ScriptedLauncher([
            Self.stoppedWaiting(Records.discovered + [.started(Records.a)], Records.a, after: 10, held: Self.held),
            Self.stoppedWaiting([.started(Records.b)], Records.b, after: 0.5, held: Self.held),
            TestProgramRun(records: [.started(Records.c), .ended(Records.c)], ending: .exited(0), standardError: ""),
        ])
        let result = supervisor(launcher).run()
        let place = HangPlace.blocked(location: "Exercises/01-Demo/Sources/Demo/LoginViewModel.swift:101", function: "")
        #expect(result.outcomes[Records.a] == .timedOut(seconds: 10, place: place))
        #expect(result.outcomes[Records.b] == .cutShort(seconds: 0.5, sameAs: Records.a, place: place))
        #expect(launcher.limits.map(\.check) == [nil, 0.5, 0.5], "After the first hold, tests are looked at early")
        #expect(
            place.description
                == "while held in a wait at Exercises/01-Demo/Sources/Demo/LoginViewModel.swift:101, with no code running"
        )
    }

    @Test("A wait with no thread held in the attendee's sources is a wait, and later tests get the full limit")
    func waitingNotHeld() {
        let launcher = ScriptedLauncher([
            Self.stoppedWaiting(
                Records.discovered + [.started(Records.a)], Records.a, after: 10, held: Array(Self.held.dropFirst())),
            TestProgramRun(
                records: [.started(Records.b), .ended(Records.b), .started(Records.c), .ended(Records.c)],
                ending: .exited(0), standardError: ""),
        ])
        let result = supervisor(launcher).run()
        #expect(result.outcomes[Records.a] == .timedOut(seconds: 10, place: .waiting))
        #expect(launcher.limits.map(\.check) == [nil, nil], "No place known, no early look")
    }

    @Test("A thread in futex with no timeout is held; with a timeout, or in another call, it is not")
    func heldThreads() throws {
        let futex = try #require(ThreadStack.futexCall, "Linux's futex number for this processor")
        // As /proc/PID/task/TID/syscall read them for a test held in DispatchSemaphore.wait(): the held
        // worker, an idle worker (a timeout), the dispatch manager (epoll_wait) and the main thread.
        #expect(
            ThreadStack.isHeld(
                syscall: "\(futex) 0x7f38ec013990 0x189 0x0 0x0 0x0 0xffffffff 0x7f38f41fe560 0x7f38f6adbf16\n"))
        #expect(
            !ThreadStack.isHeld(
                syscall:
                    "\(futex) 0x7f38f802e1d0 0x189 0x0 0x7f38f39fdd18 0x0 0xffffffff 0x7f38f39fdc70 0x7f38f6adbf16\n"))
        #expect(
            !ThreadStack.isHeld(
                syscall: "232 0x3 0x7f38f31fcb40 0x10 0x0 0x0 0x7f38f31fd618 0x7f38f31fcb10 0x7f38f6b5ef36\n"))
        #expect(!ThreadStack.isHeld(syscall: "running\n"), "A thread that runs is not held")
    }

    @Test("When the first sample knows only the file, a later sample's line is reported for every test of the loop")
    func laterLine() {
        let noLine = Self.trapped.replacingOccurrences(of: "Formatting.swift:21:32", with: "Formatting.swift")
        let launcher = ScriptedLauncher([
            TestProgramRun(
                records: Records.discovered + [.started(Records.a)],
                ending: .stopped(testID: Records.a, afterSeconds: 10, computing: true), standardError: noLine),
            TestProgramRun(
                records: [.started(Records.b)],
                ending: .stopped(testID: Records.b, afterSeconds: 0.5, computing: true), standardError: Self.trapped),
            TestProgramRun(records: [.started(Records.c), .ended(Records.c)], ending: .exited(0), standardError: ""),
        ])
        let result = supervisor(launcher).run()
        let place = HangPlace.code(
            location: "Exercises/01-Demo/Sources/Demo/Formatting.swift:21", function: "Formatting.distanceText(meters:)"
        )
        #expect(place.hasLine)
        #expect(result.outcomes[Records.a] == .timedOut(seconds: 10, place: place))
        #expect(result.outcomes[Records.b] == .cutShort(seconds: 0.5, sameAs: Records.a, place: place))
    }

    @Test("A test busy elsewhere at two early looks runs again with the full limit, and is judged by that")
    func busyElsewhere() {
        let elsewhere = Self.trapped.replacingOccurrences(of: "Formatting.swift:21", with: "Rows.swift:4")
            .replacingOccurrences(of: "static Formatting.distanceText(meters:)", with: "Rows.layout()")
        let launcher = ScriptedLauncher([
            TestProgramRun(
                records: Records.discovered + [.started(Records.a)],
                ending: .stopped(testID: Records.a, afterSeconds: 10, computing: true), standardError: Self.trapped),
            TestProgramRun(
                records: [.started(Records.b)],
                ending: .stopped(testID: Records.b, afterSeconds: 0.5, computing: true), standardError: elsewhere),
            TestProgramRun(
                records: [.started(Records.b)],
                ending: .stopped(testID: Records.b, afterSeconds: 0.5, computing: true), standardError: elsewhere),
            TestProgramRun(
                records: [.started(Records.b), .ended(Records.b), .started(Records.c), .ended(Records.c)],
                ending: .exited(0), standardError: ""),
        ])
        let result = supervisor(launcher).run()
        #expect(result.outcomes[Records.b] == .passed, "A slow test is not failed by the early look")
        #expect(launcher.limits.map(\.exempt) == [[], [], [], [Records.b]], "Two looks, then the full limit")
        #expect(launcher.limits.last?.limit(for: Records.b) == 10)
        #expect(launcher.limits.last?.limit(for: Records.c) == 0.5)
    }

    @Test("The report names the place of a hang, and lists the tests cut short and why")
    func report() {
        let place = HangPlace.code(location: "Exercises/01-Demo/Sources/Demo/Formatting.swift:21", function: "f()")
        let tests = Records.discovered.compactMap { record -> TestEventRecord.TestDescription? in
            guard case .test(let test) = record.payload else { return nil }
            return test
        }
        let grade = ExerciseGrade(
            exercise: demoExercise(), tests: tests,
            outcomes: [
                Records.a: .timedOut(seconds: 10, place: place),
                Records.b: .cutShort(seconds: 0.5, sameAs: Records.a, place: place),
                Records.c: .timedOut(seconds: 10, place: .waiting),
            ])
        let text = GradeReportText(useColor: false) { _ in false }.exercise(grade)
        #expect(
            text.contains(
                "“a” ran for more than 10 s and was stopped while running"
                    + " Exercises/01-Demo/Sources/Demo/Formatting.swift:21 (f())."))
        #expect(text.contains("Look there for a loop that never ends."))
        #expect(text.contains("“c” ran for more than 10 s and was stopped while waiting, with no code running."))
        #expect(
            text.contains(
                "1 test was stopped after 0.5 s rather than the full limit: each was spinning in the same place as"
                    + " “a”, so it would have hung the same way:\n    “b”"), "\(text)")
    }

    @Test(
        "The sampler finds the thread that spins, and its trap ends the program; an idle one is waiting",
        .linuxOnly("the sampler reads threads' CPU time in /proc, which macOS does not have"))
    func sampler() throws {
        // Children inherit this thread's blocked signals (SIGTERM among them, on a worker thread) and
        // its output: they are killed with SIGKILL, and write nowhere, so that nothing outlives the test.
        func shell(_ script: String) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script]
            process.standardInput = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        // At the lowest priority: it spins until the trap, and must not take the CPU from the tests beside it.
        let spinning = try shell("exec nice -n 19 /bin/sh -c 'while :; do :; done'")
        defer { kill(spinning.processIdentifier, SIGKILL) }
        let idle = try shell("read line")
        defer { kill(idle.processIdentifier, SIGKILL) }

        // A spinning thread is runnable at every look, so a short window finds it; the grader looks longer
        // because a test that hangs may be waiting now and then.
        let thread = HangSampler.busiestThread(of: spinning.processIdentifier, over: 0.05)
        #expect(thread == spinning.processIdentifier, "A one-thread program's thread has the process's id")
        #expect(HangSampler.busiestThread(of: idle.processIdentifier, over: 0.02) == nil)
        #expect(!ProgramImage(process: "\(spinning.processIdentifier)").code.isEmpty)
        // The shell has no source lines: the first look asks for one, the second traps regardless.
        #expect(HangSampler.trapInOwnCode(thread: try #require(thread), of: spinning.processIdentifier, attempts: 2))
        // The program ends by itself (a test must not sleep, but a process takes its time to die).
        let deadline = Date().addingTimeInterval(10)
        while spinning.isRunning, Date() < deadline { usleep(10_000) }
        try #require(!spinning.isRunning, "The trap should end the program")
        #expect(spinning.terminationReason == .uncaughtSignal)
        #expect(spinning.terminationStatus == SIGTRAP, "The trap, sent while stopped, is taken when it goes on")
    }

    @Test(
        "The status line is drawn in place, cut to the terminal, cleared before the report, and silent off a terminal")
    func statusLine() {
        final class Output: @unchecked Sendable {
            var text = ""
        }
        let output = Output()
        let line = StatusLine(write: { output.text += $0 }, isEnabled: true, width: { 20 })
        line.showTest("01.1 A task › a long test name", runningFor: 0.1)
        line.showTest("01.1 A task › a long test name", runningFor: 0.2)
        #expect(output.text == "\r\u{1B}[2KTesting: 01.1 A ta…", "Unchanged text is not drawn again")
        line.showTest("b", runningFor: 3.2)
        #expect(output.text.hasSuffix("\r\u{1B}[2KTesting (3 s): b"))
        line.showTest("01.1 A task › a test with a long name", runningFor: 12)
        #expect(output.text.hasSuffix("Testing (12 s): 01…"), "The time is never the part that is cut")
        line.clear()
        #expect(output.text.hasSuffix("\r\u{1B}[2K"))

        let silent = Output()
        let off = StatusLine(write: { silent.text += $0 }, isEnabled: false, width: { 80 })
        off.show("Building")
        off.clear()
        #expect(silent.text.isEmpty)
    }
}
