import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

@Suite("workshop grade: scoring and reporting")
struct GradeReportTests {
    private func grade(_ outcomes: [String: TestOutcome]) -> ExerciseGrade {
        var tests = Records.discovered.compactMap { record -> TestEventRecord.TestDescription? in
            guard case .test(let test) = record.payload else { return nil }
            return test
        }
        tests.append(
            .init(id: "DemoTests.loose()/T.swift:20:1", displayName: "loose", kind: "function", sourceLocation: nil))
        return ExerciseGrade(exercise: demoExercise(), tests: tests, outcomes: outcomes)
    }

    private let failure = TestFailure(
        expectation: "Expectation failed: (rows → 0) == 10", comments: ["The first page has 10 rows"],
        testCase: nil, location: "Exercises/01-Demo/Tests/DemoTests/T.swift:7")

    @Test("Tests belong to the task their suite names; a task earns its points only when all its tests pass")
    func scoring() throws {
        let graded = grade([Records.a: .passed, Records.b: .failed(failure), Records.c: .passed])
        guard case .graded(let tasks, let ungraded) = graded.result else {
            Issue.record("It should be graded")
            return
        }
        #expect(tasks.map { $0.tests.map(\.id) } == [[Records.a, Records.b], [Records.c]])
        #expect(tasks.map(\.points) == [0, 70], "One failing test of two costs the whole task")
        #expect(graded.points == 70 && !graded.isComplete)
        #expect(ungraded.map(\.name) == ["loose"], "A test outside every task suite earns nothing")
        #expect(tasks[0].tests[1].name == "01.1 First task › b")
    }

    @Test("Every task done is complete, and the report says so task by task")
    func complete() {
        let graded = grade([Records.a: .passed, Records.b: .passed, Records.c: .passed])
        #expect(graded.points == 100 && graded.isComplete)
        let text = GradeReportText(useColor: false, hasHint: { _ in true }).exercise(graded)
        #expect(
            text == """
                01-Demo: A demo                                                        100/100
                  ✔ 01.1  First task                                                     30/30
                  ✔ 01.2  Second task                                                    70/70
                  Not graded (their suites name no task of exercise.json): loose

                """)
    }

    @Test("A task not done shows its first problem in words, where it is, and how to get a hint")
    func failureReport() {
        let graded = grade([
            Records.a: .failed(failure), Records.b: .passed, Records.c: .timedOut(seconds: 10, place: .unknown),
        ])
        let text = GradeReportText(useColor: false, hasHint: { $0 == "01.1" }).exercise(graded)
        #expect(
            text == """
                01-Demo: A demo                                                          0/100
                  ✘ 01.1  First task                                                      0/30
                        “a”
                        The first page has 10 rows
                        Expectation failed: (rows → 0) == 10
                        at Exercises/01-Demo/Tests/DemoTests/T.swift:7
                        ✔ 1 of 2 pass: “b”
                        stuck? swift run workshop grade --hint 01.1
                  ✘ 01.2  Second task · timed out                                         0/70
                        “c” ran for more than 10 s and was stopped.
                        Look for a loop that never ends, or a wait for something that never comes (a Mac cannot show where: the line is found through Linux's /proc).
                  Not graded (their suites name no task of exercise.json): loose

                """)
    }

    /// The demo exercise, with the attendee's files of task 01.1 named in its manifest.
    private func gradeWithTaskFiles(
        _ outcomes: [String: TestOutcome], files: [String], secondTaskFiles: [String] = [], folder: URL? = nil
    ) -> ExerciseGrade {
        let plain = grade(outcomes)
        var exercise = plain.exercise
        exercise = Exercise(
            number: exercise.number, name: exercise.name, folder: folder ?? exercise.folder, path: exercise.path,
            manifest: ExerciseManifest(
                title: "A demo",
                tasks: [
                    .init(id: "01.1", title: "First task", points: 30, files: files),
                    .init(id: "01.2", title: "Second task", points: 70, files: secondTaskFiles),
                ]))
        guard case .graded(let tasks, _) = plain.result else { return plain }
        let tests = tasks.flatMap(\.tests).map {
            TestEventRecord.TestDescription(
                id: $0.id, displayName: $0.name.components(separatedBy: " › ").last ?? $0.name, kind: "function",
                sourceLocation: .init(filePath: "/kit/Exercises/01-Demo/Tests/DemoTests/T.swift", line: 12))
        }
        let suites = Records.discovered.compactMap { record -> TestEventRecord.TestDescription? in
            guard case .test(let test) = record.payload, test.kind == "suite" else { return nil }
            return test
        }
        return ExerciseGrade(exercise: exercise, tests: suites + tests, outcomes: outcomes)
    }

    /// A failed expectation inside a kit scenario, as the event stream reports it with `.showsScenarioSteps`.
    private var scenarioFailure: TestFailure {
        var failure = TestFailure(
            expectation: "Expectation failed: app.isVisible(\"threats\")",
            comments: [
                "Typing the rest of the password should make the sign-in succeed",
                "The steps so far: typed \"analyst\" into username, typed \"•••\" into password, tapped Authenticate",
                "The screen showed:\n╭─ Sign In\n│ message       Password needs to be at least 5 characters long.",
            ],
            testCase: "login.typing-updates-model: Every keystroke reaches the form at once, without leaving the field",
            location: "Sources/Conformance/Scenario+Login.swift:27")
        failure.otherFailingCases = 1
        return failure
    }

    @Test("A failure inside a kit scenario names the step, the screen and the task's files, never the kit's file")
    func scenarioFailureReport() throws {
        let files = ["Sources/Demo/LoginViewController.swift", "Sources/Demo/LoginViewModel.swift"]
        let graded = gradeWithTaskFiles(
            [Records.a: .failed(scenarioFailure), Records.b: .passed, Records.c: .passed], files: files)
        let text = GradeReportText(useColor: false, hasHint: { _ in false }).exercise(graded)
        #expect(
            text == """
                01-Demo: A demo                                                         70/100
                  ✘ 01.1  First task                                                      0/30
                        “a”
                        with login.typing-updates-model: Every keystroke reaches the form at once, without leaving the field
                        Typing the rest of the password should make the sign-in succeed
                        The steps so far: typed "analyst" into username, typed "•••" into password, tapped Authenticate
                        The screen showed:
                        ╭─ Sign In
                        │ message       Password needs to be at least 5 characters long.
                        Expectation failed: app.isVisible("threats")
                        (1 more case of this test fails too)
                        look in Exercises/01-Demo/Sources/Demo/LoginViewController.swift, Exercises/01-Demo/Sources/Demo/LoginViewModel.swift
                        ✔ 1 of 2 pass: “b”
                  ✔ 01.2  Second task                                                    70/70

                """)
        #expect(!text.contains("Sources/Conformance"), "The attendee is never sent into the kit's files")

        let report = ResultsJSON(graded) { _ in "" }
        let message = try #require(report.tests.first?.message)
        #expect(
            message.hasSuffix(
                "\nlook in Exercises/01-Demo/Sources/Demo/LoginViewController.swift, "
                    + "Exercises/01-Demo/Sources/Demo/LoginViewModel.swift"))
        #expect(!message.contains("Sources/Conformance"))
    }

    @Test("A whole-app failure sends to an earlier task's files first while that task still fails")
    func scenarioFailureAfterAnUnfinishedTask() throws {
        let viewModel = ["Sources/Demo/LoginViewModel.swift"]
        let controller = ["Sources/Demo/LoginViewController.swift"]
        let unfinished = gradeWithTaskFiles(
            [Records.a: .failed(failure), Records.b: .passed, Records.c: .failed(scenarioFailure)],
            files: viewModel, secondTaskFiles: controller)
        guard case .graded(let tasks, _) = unfinished.result else {
            Issue.record("The demo exercise is graded")
            return
        }
        let test = try #require(tasks.last?.tests.first)
        #expect(
            unfinished.whereToLook(for: scenarioFailure, of: test)
                == "look in Exercises/01-Demo/Sources/Demo/LoginViewModel.swift first: 01.1 fails too; then "
                + "Exercises/01-Demo/Sources/Demo/LoginViewController.swift")
        let finished = gradeWithTaskFiles(
            [Records.a: .passed, Records.b: .passed, Records.c: .failed(scenarioFailure)],
            files: viewModel, secondTaskFiles: controller)
        #expect(
            finished.whereToLook(for: scenarioFailure, of: test)
                == "look in Exercises/01-Demo/Sources/Demo/LoginViewController.swift",
            "Once the view model's task is done, the whole app's failure is the controller's")
        let sameFiles = gradeWithTaskFiles(
            [Records.a: .failed(failure), Records.b: .passed, Records.c: .failed(scenarioFailure)],
            files: viewModel, secondTaskFiles: viewModel)
        #expect(
            sameFiles.whereToLook(for: scenarioFailure, of: test)
                == "look in Exercises/01-Demo/Sources/Demo/LoginViewModel.swift (01.1 fails too)",
            "A file is named once when both tasks are in it")
    }

    @Test("A whole-app failure at a line of an earlier task's file names each file once, that one at the line")
    func scenarioFailureAtAnEarlierTasksLine() throws {
        try withTemporaryFolder("grade-report") { folder in
            let module = folder.appendingPathComponent("Sources/Demo")
            try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
            try Data().write(to: module.appendingPathComponent("LoginViewModel.swift"))
            let waiting = TestFailure(
                expectation: scenarioFailure.expectation,
                comments: scenarioFailure.comments + [
                    "a task is still running, waiting at Demo/LoginViewModel.swift:7"
                ],
                testCase: scenarioFailure.testCase, location: scenarioFailure.location)
            let graded = gradeWithTaskFiles(
                [Records.a: .failed(failure), Records.b: .passed, Records.c: .failed(waiting)],
                files: ["Sources/Demo/LoginViewModel.swift"],
                secondTaskFiles: ["Sources/Demo/LoginViewController.swift"],
                folder: folder)
            guard case .graded(let tasks, _) = graded.result else {
                Issue.record("The demo exercise is graded")
                return
            }
            let test = try #require(tasks.last?.tests.first)
            #expect(
                graded.whereToLook(for: waiting, of: test)
                    == "look in Exercises/01-Demo/Sources/Demo/LoginViewModel.swift:7 first: 01.1 fails too; then "
                    + "Exercises/01-Demo/Sources/Demo/LoginViewController.swift")
        }
    }

    @Test("A kit failure of a task that names no file points at the test in the exercise, not at the kit")
    func scenarioFailureWithoutFiles() {
        let graded = gradeWithTaskFiles([Records.a: .failed(scenarioFailure)], files: [])
        let text = GradeReportText(useColor: false, hasHint: { _ in false }).exercise(graded)
        #expect(text.contains("\n        at Exercises/01-Demo/Tests/DemoTests/T.swift:12\n"))
        #expect(!text.contains("Sources/Conformance"))
    }

    @Test(
        "Other failing cases of a parameterized test are counted in grammatical English",
        arguments: [
            (1, "(1 more case of this test fails too)"), (2, "(2 more cases of this test fail too)"),
        ])
    func otherCases(count: Int, line: String) {
        var failure = failure
        failure.otherFailingCases = count
        #expect(failure.summary.hasSuffix("\n" + line))
    }

    @Test("Colors only when asked, and the points stay aligned")
    func colors() {
        let graded = grade([Records.a: .passed, Records.b: .passed, Records.c: .crashed("Fatal error: boom")])
        let plain = GradeReportText(useColor: false, hasHint: { _ in false }).exercise(graded)
        let colored = GradeReportText(useColor: true, hasHint: { _ in false }).exercise(graded)
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[32m✔\u{1B}[0m") && colored.contains("\u{1B}[33mcrashed\u{1B}[0m"))
        #expect(colored.replacing(/\u{1B}\[[0-9;]*m/, with: "") == plain)
    }

    @Test("While building, the status says SwiftPM's last step, or that it waits for another build of the kit")
    func buildSteps() {
        let steps = "Building for debugging...\n[12/40] Compiling Demo A.swift\n[13/40] Compiling Demo B.swift\n"
        #expect(PackageBuilder.lastStep(in: Data(steps.utf8)) == "[13/40] Compiling Demo B.swift")
        #expect(PackageBuilder.lastStep(in: Data("Building for debugging...\n".utf8)) == nil)
        let waiting =
            "Another instance of SwiftPM (PID: 4242) is already running using '/kit/.build', waiting until that"
            + " process has finished execution..."
        #expect(
            PackageBuilder.lastStep(in: Data(waiting.utf8))
                == "waiting for another swift build or swift test of the kit to finish")
        #expect(PackageBuilder.waitedForProcess(in: Data(waiting.utf8)) == 4242)
        #expect(PackageBuilder.lastStep(in: Data((waiting + "[0/1] Planning build").utf8)) == "[0/1] Planning build")
    }

    @Test("An exercise that does not compile shows its first errors and scores nothing")
    func compileError() {
        let log = """
            Building for debugging...
            /kit/Exercises/01-Demo/Sources/Demo/A.swift:3:14: error: cannot find 'x' in scope
            1 | func f() {
            3 |     print(x)
              |           `- error: cannot find 'x' in scope
            [3/9] Compiling Demo A.swift
            /kit/Exercises/01-Demo/Sources/Demo/A.swift:3:14: error: cannot find 'x' in scope
            /kit/Exercises/01-Demo/Sources/Demo/B.swift:1:1: error: expected declaration
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            /kit/Exercises/01-Demo/Sources/Demo/C.swift:1:1: error: third, see '/kit/Exercises/01-Demo/Package.swift'
            /kit/Exercises/01-Demo/Sources/Demo/D.swift:1:1: error: fourth
            """
        let diagnostics = CompilerDiagnostics(output: log) { $0.replacingOccurrences(of: "/kit/", with: "") }
        #expect(
            diagnostics.errors == [
                """
                Exercises/01-Demo/Sources/Demo/A.swift:3:14: error: cannot find 'x' in scope
                1 | func f() {
                3 |     print(x)
                  |           `- error: cannot find 'x' in scope
                """,
                "Exercises/01-Demo/Sources/Demo/B.swift:1:1: error: expected declaration",
                "Exercises/01-Demo/Sources/Demo/C.swift:1:1: error: third, see 'Exercises/01-Demo/Package.swift'",
            ], "The first three, relative to the kit, each once, with its excerpt, without the driver's summary")
        let graded = ExerciseGrade(exercise: demoExercise(), diagnostics: diagnostics)
        #expect(graded.points == 0)
        let text = GradeReportText(useColor: false, hasHint: { _ in true }).exercise(graded)
        #expect(text.hasPrefix("01-Demo: A demo ") && text.contains("0/100\n  ✘ It does not compile, so no test ran."))
        #expect(text.contains("\n      Exercises/01-Demo/Sources/Demo/B.swift:1:1: error: expected declaration\n"))
    }

    @Test("A task shows a crash or a hang before a plain failure, since they hide everything else")
    func severityFirst() {
        let graded = grade([Records.a: .failed(failure), Records.b: .crashed("Fatal error: boom (at X.swift:4)")])
        let text = GradeReportText(useColor: false, hasHint: { _ in false }).exercise(graded)
        #expect(text.contains("01.1  First task · crashed"), "\(text)")
        #expect(text.contains("“b” crashed:\n        Fatal error: boom (at X.swift:4)"), "\(text)")
    }

    @Test("A failure in the exercise's tests also names the attendee's files for the task, when it lists them")
    func yourCode() {
        let exercise = Exercise(
            number: "01", name: "01-Demo", folder: URL(fileURLWithPath: "/kit/Exercises/01-Demo"),
            path: "Exercises/01-Demo",
            manifest: ExerciseManifest(
                title: "A demo",
                tasks: [
                    .init(id: "01.1", title: "First task", points: 30, files: ["Sources/Demo/LoginViewModel.swift"]),
                    .init(id: "01.2", title: "Second task", points: 70),
                ]))
        let tests = Records.discovered.compactMap { record -> TestEventRecord.TestDescription? in
            guard case .test(let test) = record.payload else { return nil }
            return test
        }
        let graded = ExerciseGrade(
            exercise: exercise, tests: tests, outcomes: [Records.a: .failed(failure), Records.b: .passed])
        let text = GradeReportText(useColor: false, hasHint: { _ in false }).exercise(graded)
        #expect(
            text.contains(
                "        at Exercises/01-Demo/Tests/DemoTests/T.swift:7\n"
                    + "        your code: Exercises/01-Demo/Sources/Demo/LoginViewModel.swift\n"), "\(text)")
    }

    @Test("A crash that names no line of the attendee's sources names the task's files, in the report and the JSON")
    func crashWithoutPlace() throws {
        // A stack overflow kills the test program before Swift's backtracer writes anything.
        let overflow =
            "the test program was killed by signal 11 (segmentation fault: a bad memory access, or a"
            + " stack overflow from endless recursion)"
        let graded = gradeWithTaskFiles(
            [Records.a: .crashed(overflow), Records.b: .passed, Records.c: .passed], files: ["Sources/Demo/Box.swift"])
        let text = GradeReportText(useColor: false, hasHint: { _ in false }).exercise(graded)
        #expect(
            text.contains(
                "        “a” crashed:\n        \(overflow)\n"
                    + "        your code: Exercises/01-Demo/Sources/Demo/Box.swift\n"), "\(text)")
        let message = try #require(ResultsJSON(graded) { _ in "" }.tests.first?.message)
        #expect(message == "crashed: \(overflow)\nyour code: Exercises/01-Demo/Sources/Demo/Box.swift")
    }

    @Test("The files a message names by name alone come first, then the task's other files; others are left out")
    func namedFiles() throws {
        try withTemporaryFolder("named-files") { kit in
            let folder = kit.appendingPathComponent("Exercises/01-Demo")
            let sources = folder.appendingPathComponent("Sources/Demo")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            for name in ["LoginViewController", "ThreatsViewController", "ThreatsViewModel"] {
                try Data().write(to: sources.appendingPathComponent("\(name).swift"))
            }
            let files = ["Sources/Demo/LoginViewController.swift", "Sources/Demo/ThreatsViewController.swift"]
            let exercise = Exercise(
                number: "01", name: "01-Demo", folder: folder, path: "Exercises/01-Demo",
                manifest: ExerciseManifest(
                    title: "A demo", tasks: [.init(id: "01.1", title: "First", points: 100, files: files)]))
            let leak = TestFailure(
                expectation: "Expectation failed: (threats.survivors → [\"ThreatsViewController\"]).isEmpty → false",
                comments: [
                    "After logout, ThreatsViewController and ThreatsViewModel are still alive: … look in"
                        + " ThreatsViewController.swift and ThreatsViewModel.swift. Not Output.swift, nor Other.swift."
                ], testCase: nil, location: nil)
            let graded = ExerciseGrade(exercise: exercise, tests: [], outcomes: [:])
            let test = ExerciseGrade.Test(
                id: "a", name: "01.1 First › a", taskID: "01.1", location: nil, outcome: .failed(leak))
            let demo = "Exercises/01-Demo/Sources/Demo/"
            #expect(
                graded.whereToLook(for: leak, of: test)
                    == "look in \(demo)ThreatsViewController.swift, \(demo)ThreatsViewModel.swift,"
                    + " \(demo)LoginViewController.swift")
        }
    }

    @Test("A message that names a line of the attendee's sources as #fileID does sends them to that line")
    func namedLine() throws {
        try withTemporaryFolder("named-line") { kit in
            let folder = kit.appendingPathComponent("Exercises/01-Demo")
            let sources = folder.appendingPathComponent("Sources/Demo")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data().write(to: sources.appendingPathComponent("LoginViewModel.swift"))
            let exercise = Exercise(
                number: "01", name: "01-Demo", folder: folder, path: "Exercises/01-Demo",
                manifest: ExerciseManifest(
                    title: "A demo",
                    tasks: [
                        .init(
                            id: "01.1", title: "First", points: 100, files: ["Sources/Demo/LoginViewController.swift"])
                    ]))
            let spinning = "Fatal error: A task never waits at Demo/LoginViewModel.swift:113: it came back 100000 times"
            let pending = TestFailure(
                expectation: "Expectation failed: (pending → [due at 5.0 s, from Demo/LoginViewModel.swift:62]) == []",
                comments: ["Nothing should stay scheduled"], testCase: nil,
                location: "Exercises/01-Demo/Tests/DemoTests/T.swift:7")
            let kitLine = "Fatal error: A task never waits at Scheduling/SchedulerClock.swift:12: it came back"
            let graded = ExerciseGrade(exercise: exercise, tests: [], outcomes: [:])
            let test = ExerciseGrade.Test(
                id: "a", name: "01.1 First › a", taskID: "01.1", location: nil, outcome: .crashed(spinning))
            // The line named is in a file the task does not list: the task's files come after it.
            let controller = "Exercises/01-Demo/Sources/Demo/LoginViewController.swift"
            #expect(
                graded.whereToLook(forCrash: spinning, of: test)
                    == "your code: Exercises/01-Demo/Sources/Demo/LoginViewModel.swift:113, then \(controller)")
            #expect(
                graded.whereToLook(for: pending, of: test)
                    == "at Exercises/01-Demo/Tests/DemoTests/T.swift:7\nyour code: Exercises/01-Demo/Sources/Demo/LoginViewModel.swift:62, then \(controller)"
            )
            let ownTask = ExerciseGrade(
                exercise: Exercise(
                    number: "01", name: "01-Demo", folder: folder, path: "Exercises/01-Demo",
                    manifest: ExerciseManifest(
                        title: "A demo",
                        tasks: [
                            .init(id: "01.1", title: "First", points: 100, files: ["Sources/Demo/LoginViewModel.swift"])
                        ])),
                tests: [], outcomes: [:])
            #expect(
                ownTask.whereToLook(forCrash: spinning, of: test)
                    == "your code: Exercises/01-Demo/Sources/Demo/LoginViewModel.swift:113",
                "A line in one of the task's files is enough")
            #expect(
                graded.whereToLook(forCrash: kitLine, of: test)
                    == "your code: Exercises/01-Demo/Sources/Demo/LoginViewController.swift",
                "A file that is not theirs is not named; the task's files are")
        }
    }

    @Test("A crash placed in the attendee's sources needs no list of files")
    func crashWithPlace() {
        let placed = "Fatal error: Index out of range (at Exercises/01-Demo/Sources/Demo/Box.swift:12)"
        let graded = gradeWithTaskFiles([Records.a: .crashed(placed)], files: ["Sources/Demo/Box.swift"])
        let text = GradeReportText(useColor: false, hasHint: { _ in false }).exercise(graded)
        #expect(text.contains("        \(placed)\n"), "\(text)")
        #expect(!text.contains("your code:"), "\(text)")
    }

    @Test("An import that Package.swift does not declare is explained, with the two ways out")
    func undeclaredImport() {
        let log = """
            error: Target BindingWithBoxes imports another target (Streams) in the package without declaring it a dependency.
            Building for debugging...
            Build complete! (4.80s)
            """
        let diagnostics = CompilerDiagnostics(output: log) { $0 }
        #expect(
            diagnostics.errors == [
                "error: BindingWithBoxes imports Streams, which its Package.swift does not list among the dependencies"
                    + " of BindingWithBoxes: remove the import, or add .product(name: \"Streams\", package: kit) there."
            ])
    }

    @Test("The JSON report has Exercism's version 3 fields, task numbers and points")
    func json() throws {
        let graded = grade([Records.a: .passed, Records.b: .failed(failure), Records.c: .crashed("Fatal error: boom")])
        let report = ResultsJSON(graded) { location in "code at line \(location?.line ?? 0)" }
        let object = try #require(
            try JSONSerialization.jsonObject(
                with: ResultsJSON.encode([report], gradedAt: Date(timeIntervalSince1970: 1_796_000_000)))
                as? [String: Any])
        #expect(object["version"] as? Int == 3 && object["status"] as? String == "fail")
        #expect(object["graded_at"] as? String == "2026-11-30T00:53:20Z" && object["attendee"] == nil, "No room joined")
        #expect(object["points"] as? Int == 0 && object["max_points"] as? Int == 100)
        let tests = try #require(object["tests"] as? [[String: Any]])
        #expect(tests.map { $0["status"] as? String } == ["pass", "fail", "error", "error"])
        #expect(tests.map { $0["task_id"] as? Int } == [1, 1, 2, nil])
        #expect(tests[0]["message"] == nil && tests[0]["test_code"] as? String == "code at line 1")
        #expect(
            tests[1]["message"] as? String
                == "The first page has 10 rows\nExpectation failed: (rows → 0) == 10\nat Exercises/01-Demo/Tests/DemoTests/T.swift:7"
        )
        #expect(tests[2]["message"] as? String == "crashed: Fatal error: boom")
        #expect(tests[3]["message"] as? String == "did not run: it did not run", "The test outside every task")
    }

    @Test("Several exercises make one JSON object with the totals")
    func jsonForAll() throws {
        let done = grade([
            Records.a: .passed, Records.b: .passed, Records.c: .passed, "DemoTests.loose()/T.swift:20:1": .passed,
        ])
        let broken = ExerciseGrade(
            exercise: demoExercise(), diagnostics: CompilerDiagnostics(errors: ["A.swift:1:1: error: x"]))
        let data = ResultsJSON.encode(
            [ResultsJSON(done) { _ in "" }, ResultsJSON(broken) { _ in "" }],
            gradedAt: Date(timeIntervalSince1970: 1_796_000_000),
            attendee: "ana")
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["points"] as? Int == 100 && object["max_points"] as? Int == 200)
        #expect(object["attendee"] as? String == "ana" && object["graded_at"] as? String == "2026-11-30T00:53:20Z")
        let exercises = try #require(object["exercises"] as? [[String: Any]])
        #expect(exercises.map { $0["status"] as? String } == ["pass", "error"])
        #expect(exercises[1]["message"] as? String == "A.swift:1:1: error: x")
    }

    @Test("A test's code is read from its @Test line to the brace that closes it")
    func testCode() {
        let source = """
            struct Tests {
                @Test("Adds")
                func adds() {
                    if true {
                        #expect(1 + 1 == 2)
                    }
                }

                @Test func other() {}
            }
            """
        #expect(
            TestSource.code(in: source, fromLine: 2) == """
                @Test("Adds")
                func adds() {
                    if true {
                        #expect(1 + 1 == 2)
                    }
                }
                """)
        #expect(TestSource.code(in: source, fromLine: 9) == "@Test func other() {}")
        #expect(TestSource.code(at: nil).isEmpty)
    }
}
