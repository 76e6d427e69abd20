import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

@Suite("workshop grade: running tests through crashes and hangs")
struct TestRunSupervisorTests {
    private func supervise(_ launcher: ScriptedLauncher) -> TestRunSupervisor.Result {
        TestRunSupervisor(
            launcher: launcher,
            secondsPerTest: 10,
            exerciseFolder: "/kit/Exercises/01-Demo",
            relativePath: { $0.replacingOccurrences(of: "/kit/", with: "") }
        ).run()
    }

    @Test("A run that ends by itself gives every test its outcome, and the first issue")
    func cleanRun() {
        let launcher = ScriptedLauncher([
            TestProgramRun(
                records: Records.discovered + [
                    .started(Records.a), .ended(Records.a),
                    .started(Records.b), .issue(Records.b, "Expectation failed: x == 2", "x counts the rows"),
                    .issue(Records.b, "a second issue"), .ended(Records.b),
                    .started(Records.c), .issue(Records.c, "known", known: true), .ended(Records.c),
                ], ending: .exited(1), standardError: "")
        ])
        let result = supervise(launcher)
        #expect(result.outcomes[Records.a] == .passed)
        #expect(
            result.outcomes[Records.b]
                == .failed(
                    TestFailure(
                        expectation: "Expectation failed: x == 2", comments: ["x counts the rows"], testCase: nil,
                        location: "Exercises/01-Demo/Tests/DemoTests/T.swift:7")))
        #expect(result.outcomes[Records.c] == .passed, "A known issue does not fail a test")
        #expect(launcher.skipped == [[]], "One run was enough")
    }

    @Test("A crash blames the running test, and the rest run again without what already has an outcome")
    func crash() {
        let stderr = """
            Demo/Lookup.swift:4: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            3 [ra] 0x0000 agentName(id:) + 56 in DemoPackageTests.xctest at /kit/Exercises/01-Demo/Sources/Demo/Lookup.swift:4:20
            4 [ra] 0x0000 b() + 56 in DemoPackageTests.xctest at /kit/Exercises/01-Demo/Tests/DemoTests/T.swift:9:5
            """
        let launcher = ScriptedLauncher([
            TestProgramRun(
                records: Records.discovered + [.started(Records.a), .ended(Records.a), .started(Records.b)],
                ending: .signaled(4), standardError: stderr),
            TestProgramRun(
                records: [.started(Records.c), .ended(Records.c)], ending: .exited(0), standardError: ""),
        ])
        let result = supervise(launcher)
        #expect(result.outcomes[Records.a] == .passed)
        #expect(
            result.outcomes[Records.b]
                == .crashed(
                    "Fatal error: Unexpectedly found nil while unwrapping an Optional value"
                        + " (at Exercises/01-Demo/Sources/Demo/Lookup.swift:4)"),
            "The message is Swift's, at the first place in the attendee's sources")
        #expect(result.outcomes[Records.c] == .passed, "The test after the crash still ran")
        #expect(launcher.skipped == [[], [Records.a, Records.b].sorted()])
    }

    @Test("A test stopped for running too long is timed out, and the others still run")
    func hang() {
        let launcher = ScriptedLauncher([
            TestProgramRun(
                records: Records.discovered + [.started(Records.a)],
                ending: .stopped(testID: Records.a, afterSeconds: 10, computing: false), standardError: ""),
            TestProgramRun(
                records: [.started(Records.b), .ended(Records.b), .started(Records.c), .ended(Records.c)],
                ending: .exited(0), standardError: ""),
        ])
        let result = supervise(launcher)
        #expect(result.outcomes[Records.a] == .timedOut(seconds: 10, place: .waiting))
        #expect(launcher.limits.allSatisfy { $0.check == nil }, "A wait is no loop to look for in other tests")
        #expect(result.outcomes[Records.b] == .passed && result.outcomes[Records.c] == .passed)
    }

    @Test(
        "Each way Swift traps is named in its own words",
        arguments: [
            ("Demo/A.swift:3: Fatal error: Index out of range", "Fatal error: Index out of range"),
            (
                "Demo/A.swift:3: Precondition failed: the form must be valid",
                "Precondition failed: the form must be valid"
            ),
            ("Swift runtime failure: arithmetic overflow", "Swift runtime failure: arithmetic overflow"),
            ("*** Swift runtime failure: arithmetic overflow ***", "Swift runtime failure: arithmetic overflow"),
            ("Assertion failed: x", "Assertion failed: x"),
            ("", "the test program was killed by signal 6 (abort)"),
        ])
    func trapMessages(standardError: String, description: String) {
        let supervisor = TestRunSupervisor(
            launcher: ScriptedLauncher([]), secondsPerTest: 10, exerciseFolder: "/kit/Exercises/01-Demo",
            relativePath: { $0 })
        #expect(supervisor.crashDescription(signal: 6, standardError: standardError) == description)
    }

    @Test("A program flooding standard error is stopped, and its test reported with the reason")
    func flood() {
        let launcher = ScriptedLauncher([
            TestProgramRun(
                records: Records.discovered + [.started(Records.a)],
                ending: .flooded(testID: Records.a, bytes: 32 << 20), standardError: ""),
            TestProgramRun(
                records: [.started(Records.b), .ended(Records.b), .started(Records.c), .ended(Records.c)],
                ending: .exited(0), standardError: ""),
        ])
        let result = supervise(launcher)
        #expect(
            result.outcomes[Records.a]
                == .crashed("it wrote more than 32 MB to standard error and was stopped: look for a print in a loop"))
        #expect(result.outcomes[Records.c] == .passed)
    }

    @Test("Standard error is read at both ends only, and bytes that are not UTF-8 do not hide the message")
    func standardErrorEnds() throws {
        let url = TemporaryFolder.root.appendingPathComponent("stderr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        var data = Data([0xFF, 0xFE]) + Data("start\n".utf8)
        data += Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        data += Data("\nDemo/A.swift:3: Fatal error: boom\n".utf8)
        try data.write(to: url)
        let text = TestProcess.readEnds(of: url)
        #expect(text.count < 400 << 10, "A flood is not read whole")
        #expect(text.contains("start") && text.hasSuffix("Fatal error: boom\n"))
    }

    @Test("A test that makes the program exit is reported as crashed")
    func exitDuringTest() {
        let launcher = ScriptedLauncher([
            TestProgramRun(
                records: Records.discovered + [.started(Records.a)], ending: .exited(3), standardError: ""),
            TestProgramRun(
                records: [.started(Records.b), .ended(Records.b), .started(Records.c), .ended(Records.c)],
                ending: .exited(0), standardError: ""),
        ])
        #expect(
            supervise(launcher).outcomes[Records.a]
                == .crashed("the test program exited (status 3) while this test ran"))
    }

    @Test("A crash before any test ran ends the runs: every test is reported as not run, with the reason")
    func crashBeforeTests() {
        let launcher = ScriptedLauncher([
            TestProgramRun(records: Records.discovered, ending: .signaled(11), standardError: "")
        ])
        let result = supervise(launcher)
        #expect(launcher.skipped.count == 1, "No endless retrying")
        #expect(result.problem == nil, "Tests were found; each says why it did not run")
        for id in [Records.a, Records.b, Records.c] {
            #expect(
                result.outcomes[id]
                    == .notRun(
                        "the test program crashed before it ran: the test program was killed by"
                            + " signal 11 (segmentation fault: a bad memory access, or a stack overflow from endless"
                            + " recursion)"))
        }
    }

    @Test("A program that cannot start reports why, for every test")
    func notStarted() {
        let launcher = ScriptedLauncher([
            TestProgramRun(records: [], ending: .notStarted("cannot start X: no such file"), standardError: "")
        ])
        let result = supervise(launcher)
        #expect(result.tests.isEmpty && result.outcomes.isEmpty, "Nothing was found, so nothing is graded")
        #expect(result.problem == "cannot start X: no such file")
    }

    @Test("A program with no test says so, rather than scoring nothing in silence")
    func noTests() {
        let result = supervise(ScriptedLauncher([TestProgramRun(records: [], ending: .exited(0), standardError: "")]))
        #expect(result.problem == "the test program found no test")
    }

    @Test("A skip pattern names exactly one test, whatever its characters")
    func skipPattern() throws {
        let pattern = TestProcess.pattern(matching: "DemoTests.One/a(x:)/T.swift:3:5")
        #expect(pattern.hasPrefix(#"^DemoTests\.One"#) && pattern.hasSuffix(#"a\(x:\)(/|$)"#))
        let regex = try Regex(pattern)
        #expect(try regex.firstMatch(in: "DemoTests.One/a(x:)/T.swift:3:5") != nil)
        #expect(try regex.firstMatch(in: "DemoTests.One/ab(x:)/T.swift:9:5") == nil)
        #expect(try regex.firstMatch(in: "OtherTests.DemoTests.One/a(x:)") == nil)
    }

    @Test("A failure leads with the test's own comments, then the expectation and Swift Testing's details")
    func failureWording() {
        let line = #"""
            {"kind":"event","payload":{"_comments":["Each change should be observed"],"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (values → [\"\"]) == [\"\", \"a\"]"},{"symbol":"details","text":"removed [\"a\"]"},{"symbol":"details","text":"Each change should be observed"}],"testID":"DemoTests.One/a()/T.swift:3:5"},"version":0}
            """#
        var log = TestRunLog()
        log.append(Records.discovered + [.started(Records.a)] + TestEventRecord.records(inLines: Substring(line)))
        log.append([.ended(Records.a)])
        guard case .failed(let failure) = log.finished.first?.outcome else {
            Issue.record("The test should have failed")
            return
        }
        #expect(
            failure.summary == """
                Each change should be observed
                Expectation failed: (values → [""]) == ["", "a"]
                removed ["a"]
                """)
    }

    @Test(
        "A value shown by its type's name loses the module before it; quoted text and other values stay",
        arguments: [
            (
                "Expectation failed: !((viewModel → ThreatsWithDelegation.ThreatsViewModel).isLoading → true → true)",
                "Expectation failed: !((viewModel → ThreatsViewModel).isLoading → true → true)"
            ),
            (
                "Expectation failed: (app → AppHost.AppDriver).isVisible(\"threats\")",
                "Expectation failed: (app → AppDriver).isVisible(\"threats\")"
            ),
            (
                "Expectation failed: (watched → ReactiveStreams.LoginViewModel) == nil",
                "Expectation failed: (watched → LoginViewModel) == nil"
            ),
            (
                "Expectation failed: (name → \"Demo.Box\") == (seen → 1.5)",
                "Expectation failed: (name → \"Demo.Box\") == (seen → 1.5)"
            ),
        ])
    func moduleNames(shown: String, expected: String) {
        var log = TestRunLog()
        log.append(Records.discovered + [.started(Records.a), .issue(Records.a, shown), .ended(Records.a)])
        guard case .failed(let failure) = log.finished.first?.outcome else {
            Issue.record("The test should have failed")
            return
        }
        #expect(failure.expectation == expected)
    }

    @Test("A parameterized test's failure names its first failing case and counts the others")
    func failingCases() {
        func issue(_ argument: String) -> TestEventRecord {
            TestEventRecord(
                .event(
                    .init(
                        kind: "issueRecorded", testID: Records.a,
                        messages: [.init(symbol: "fail", text: "Expectation failed")],
                        testCase: .init(displayName: argument))))
        }
        var log = TestRunLog()
        log.append(Records.discovered + [.started(Records.a), issue("1"), issue("1"), issue("2"), issue("3")])
        log.append([.ended(Records.a)])
        guard case .failed(let failure) = log.finished.first?.outcome else {
            Issue.record("The test should have failed")
            return
        }
        #expect(failure.testCase == "1" && failure.otherFailingCases == 2)
        #expect(failure.summary == "with 1\nExpectation failed\n(2 more cases of this test fail too)")
    }

    @Test("Records decode from Swift Testing's JSON lines, and a broken line is skipped")
    func decoding() {
        let lines = #"""
            {"kind":"test","payload":{"displayName":"01.1 First task","id":"DemoTests.One","kind":"suite","name":"One","sourceLocation":{"_filePath":"/kit/T.swift","column":2,"fileID":"DemoTests/T.swift","line":3}},"version":0}
            {"kind":"event","payload":{"instant":{"absolute":1,"since1970":2},"kind":"testStarted","messages":[],"testID":"DemoTests.One/a()/T.swift:4:4"},"version":0}
            {"kind":"event","payload":{"_testCase":{"displayName":"3","id":"x"},"instant":{"absolute":1,"since1970":2},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"/kit/T.swift","column":9,"fileID":"DemoTests/T.swift","line":6}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (x → 3) < 3"},{"symbol":"details","text":"x stays small"}],"testID":"DemoTests.One/a()/T.swift:4:4"},"version":0}
            {"kind":"test","payload":{"id":"DemoTests.One/b()/T.swift:9:4","isParameterized":false,"kind":"function","name":"b()"},"version":0}
            {"kind":"event","payload": broken
            """#
        let records = TestEventRecord.records(inLines: Substring(lines))
        #expect(records.count == 4)
        #expect(
            records.last
                == TestEventRecord(
                    .test(
                        .init(
                            id: "DemoTests.One/b()/T.swift:9:4", displayName: "b()", kind: "function",
                            sourceLocation: nil))),
            "A test without a name of its own is named after its function")
        #expect(
            records.first
                == TestEventRecord(
                    .test(
                        .init(
                            id: "DemoTests.One", displayName: "01.1 First task", kind: "suite",
                            sourceLocation: .init(filePath: "/kit/T.swift", line: 3)))))
        guard case .event(let issue) = records[2].payload else {
            Issue.record("The last record should be an event")
            return
        }
        #expect(issue.kind == "issueRecorded" && issue.testCase?.displayName == "3" && !issue.isKnownIssue)
        #expect(issue.messages.map(\.text) == ["Expectation failed: (x → 3) < 3", "x stays small"])
        #expect(issue.sourceLocation == .init(filePath: "/kit/T.swift", line: 6))
    }
}
