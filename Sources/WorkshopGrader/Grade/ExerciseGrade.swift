import Foundation
import WorkshopSupport

/// The grade of one exercise: each task's tests and points, or why it could not be tested.
package struct ExerciseGrade {
    /// One test function and what became of it.
    package struct Test {
        /// Swift Testing's id, such as `Module.Suite/test()/File.swift:12:4`.
        package let id: String
        /// For people: its suite's name and its own, such as `01.2 The protected username › Ends masked`.
        package let name: String
        /// The task it grades, such as `01.2`; `nil` when it grades none.
        package let taskID: String?
        /// Where it is written (an absolute path and a line), for the JSON report's `test_code`.
        package let location: TestEventRecord.SourceLocation?
        /// What became of it.
        package let outcome: TestOutcome
    }

    /// A chaff of a task, and the tests of the task that caught it (failed, crashed or hung against it).
    package struct CaughtChaff {
        /// The chaff.
        package let chaff: Chaff
        /// The ids of the tests that caught it; empty when none did.
        package let caughtBy: [String]
    }

    /// One task: its tests, and the points they earned.
    package struct TaskGrade {
        /// The task.
        package let task: ExerciseManifest.Task
        /// Its tests, in the order they are written.
        package let tests: [Test]
        /// In an exercise graded with chaffs, each chaff of the task and what caught it (nothing, when a test
        /// of the task does not pass against the correct code: no chaff is then run); `nil` in other exercises.
        package var chaffs: [CaughtChaff]?

        /// Whether every test passed (and there is at least one), and caught every chaff of the task.
        package var isDone: Bool {
            !tests.isEmpty && tests.allSatisfy(\.outcome.isPassed) && (chaffs ?? []).allSatisfy { !$0.caughtBy.isEmpty }
        }
        /// The points earned: all or nothing; with chaffs, the share of them caught (rounded down), and
        /// nothing when a test does not pass against the correct code.
        package var points: Int {
            guard let chaffs, !chaffs.isEmpty else { return isDone ? task.points : 0 }
            guard !tests.isEmpty, tests.allSatisfy(\.outcome.isPassed) else { return 0 }
            return task.points * chaffs.count { !$0.caughtBy.isEmpty } / chaffs.count
        }
        /// The chaffs that no test caught, in the catalogue's order.
        package var uncaught: [Chaff] { (chaffs ?? []).filter(\.caughtBy.isEmpty).map(\.chaff) }
        /// Why no test grades the task, and where to look, for when ``tests`` is empty: a suite renamed, or
        /// a typo in its id.
        package var whyNoTest: String {
            if chaffs != nil {
                return "Write its tests in the suite whose name starts with \(task.id): with no test, no broken"
                    + " version is caught."
            }
            return "No suite's name starts with \(task.id): compare the @Suite names in Tests/ with the task ids"
                + " in exercise.json."
        }
        /// The test the report explains: the first that crashed or ran to the time limit, since those
        /// hide everything else it would have checked, else the first cut short, else the first that did
        /// not pass.
        package var firstProblem: Test? {
            func rank(_ outcome: TestOutcome) -> Int {
                switch outcome {
                case .crashed: 0
                case .timedOut: 1
                case .cutShort: 2
                case .failed: 3
                case .notRun: 4
                case .passed: 5
                }
            }
            return tests.filter { !$0.outcome.isPassed }.min { rank($0.outcome) < rank($1.outcome) }
        }
    }

    /// Whether the exercise was tested, and how its tasks did.
    package enum Result {
        /// It compiled and its tests ran.
        case graded(tasks: [TaskGrade], ungraded: [Test])
        /// Its folder lacks what a build needs (`Package.swift`, `Tests/`): what, and how to restore it.
        case cannotBuild(String)
        /// It does not compile.
        case didNotCompile(CompilerDiagnostics)
        /// It compiled, but its tests could not run: why.
        case testsDidNotRun(String)
    }

    /// The exercise.
    package let exercise: Exercise
    /// How it went.
    package let result: Result
    /// Whether it is the attendee's grade, kept as their latest: `false` when the kit itself could not grade
    /// (its own files are broken), which must not replace the grade they had.
    package var isTheAttendees = true

    /// The points earned.
    package var points: Int {
        guard case .graded(let tasks, _) = result else { return 0 }
        return tasks.reduce(0) { $0 + $1.points }
    }

    /// Whether every task is done.
    package var isComplete: Bool { points == exercise.manifest.maxPoints }

    /// Sorts the test functions the runs found into the manifest's tasks.
    ///
    /// A test grades the task whose id opens the name of its innermost such suite, or its own name.
    package init(exercise: Exercise, tests: [TestEventRecord.TestDescription], outcomes: [String: TestOutcome]) {
        self.exercise = exercise
        var byTask: [String: [Test]] = [:]
        var ungraded: [Test] = []
        for function in tests where function.kind == "function" {
            let named = TestEventRecord.TestDescription.lineage(of: function.id, in: tests)
            let taskID = named.reversed().lazy.compactMap { Self.taskID(in: $0.displayName) }.first
            let test = Test(
                id: function.id,
                name: named.map(\.displayName).joined(separator: " › "),
                taskID: taskID,
                location: function.sourceLocation,
                outcome: outcomes[function.id] ?? .notRun("it did not run")
            )
            if let taskID, exercise.manifest.tasks.contains(where: { $0.id == taskID }) {
                byTask[taskID, default: []].append(test)
            } else {
                ungraded.append(test)
            }
        }
        let tasks = exercise.manifest.tasks.map { TaskGrade(task: $0, tests: byTask[$0.id] ?? [], chaffs: nil) }
        result = .graded(tasks: tasks, ungraded: ungraded)
    }

    /// This grade with `chaffs` attached to its tasks, by task id (tasks not listed keep none).
    package func withChaffs(_ chaffs: [String: [CaughtChaff]]) -> ExerciseGrade {
        guard case .graded(var tasks, let ungraded) = result else { return self }
        for index in tasks.indices {
            tasks[index].chaffs = chaffs[tasks[index].task.id]
        }
        return ExerciseGrade(exercise: exercise, result: .graded(tasks: tasks, ungraded: ungraded))
    }

    private init(exercise: Exercise, result: Result) {
        self.exercise = exercise
        self.result = result
    }

    /// The grade of an exercise whose tests could not run at all: no points.
    package init(exercise: Exercise, testsDidNotRun reason: String) {
        self.exercise = exercise
        result = .testsDidNotRun(reason)
    }

    /// The grade of an exercise the kit could not grade because of its own files: no points, and not the
    /// attendee's (``isTheAttendees`` is `false`), so their latest grade stays.
    package init(exercise: Exercise, kitCannotGrade reason: String) {
        self.init(exercise: exercise, testsDidNotRun: reason)
        isTheAttendees = false
    }

    /// The grade of an exercise whose folder lacks what a build needs: no points.
    package init(exercise: Exercise, cannotBuild reason: String) {
        self.exercise = exercise
        result = .cannotBuild(reason)
    }

    /// The grade of an exercise that does not compile: no points.
    package init(exercise: Exercise, diagnostics: CompilerDiagnostics) {
        self.exercise = exercise
        result = .didNotCompile(diagnostics)
    }

    /// Where an attendee should look for a failure of `test`, for the reports; `nil` when nothing is known.
    ///
    /// It never sends them into the kit: a failure recorded in the exercise's folder is `at path:line`,
    /// followed, when the line is in a test and `exercise.json` names the task's files, by `your code:`
    /// and those files (the test says what the rule is; the code to change is in the attendee's files);
    /// one recorded elsewhere (in a kit scenario the test runs) is `look in` the task's files, or, when
    /// `exercise.json` names none, `at` the test itself.
    /// - Parameters:
    ///   - failure: The failure, whose location is relative to the kit.
    ///   - test: The test that failed.
    /// - Returns: Such as `at Exercises/01-RefactorToMVVM/Tests/RefactorToMVVMTests/ScreenTests.swift:40` or
    ///   `look in Exercises/01-RefactorToMVVM/Sources/RefactorToMVVM/LoginViewController.swift, …`, one
    ///   line or two.
    package func whereToLook(for failure: TestFailure, of test: Test) -> String? {
        let yourCode = yourCode(in: ([failure.expectation] + failure.comments).joined(separator: "\n"), of: test)
        if let location = failure.location, location.hasPrefix(exercise.path + "/") {
            let inTests = location.hasPrefix(exercise.path + "/Tests/")
            return "at " + location + (inTests ? yourCode.map { "\nyour code: " + $0.text } ?? "" : "")
        }
        if let earlier = earlierUnfinished(before: test), let yourCode {
            // A whole-app scenario fails for any part of the app; an earlier task still failing is the
            // likelier fault (its view model), so it comes first.
            let verb = earlier.ids.contains(" and ") ? "fail" : "fails"
            // When the earlier task's files are where this one's are (or hold the line named), once is enough.
            if yourCode.files.isSubset(of: earlier.files) {
                return "look in \(yourCode.text) (\(earlier.ids) \(verb) too)"
            }
            // Each file once: the earlier task's first (at the line named, when it is in one of them), then
            // the rest of this one's.
            let lineFile = yourCode.line?.replacing(/:[0-9]+$/, with: "")
            let atLine = { (file: String) in file == lineFile ? yourCode.line ?? file : file }
            let first = earlier.files.map(atLine).joined(separator: ", ")
            let then = yourCode.ordered.filter { !earlier.files.contains($0) }.map(atLine).joined(separator: ", ")
            return "look in \(first) first: \(earlier.ids) \(verb) too; then \(then)"
        }
        if let yourCode { return "look in " + yourCode.text }
        let folder = exercise.folder.standardizedFileURL.path + "/"
        guard let location = test.location, let path = location.filePath, path.hasPrefix(folder) else { return nil }
        return "at \(exercise.path)/\(path.dropFirst(folder.count)):\(location.line)"
    }

    /// Where an attendee should look for a crash of `test`, for the reports; `nil` when the crash already
    /// names a line of their sources, or `exercise.json` names no file for the task.
    ///
    /// A stack overflow (a listener that calls itself through its own box) kills the test program before
    /// Swift's backtracer can write a line, and a trap in a test or the kit names none of the attendee's
    /// files; `your code:` and the task's files then say where to start.
    /// - Parameters:
    ///   - message: The crash in words, as ``TestOutcome/crashed(_:)`` holds it.
    ///   - test: The test that crashed.
    /// - Returns: Such as `your code: Exercises/02-BindingWithBoxes/Sources/BindingWithBoxes/Box.swift`.
    package func whereToLook(forCrash message: String, of test: Test) -> String? {
        guard !message.contains(exercise.path + "/Sources/") else { return nil }
        return yourCode(in: message, of: test).map { "your code: " + $0.text }
    }

    /// Where the attendee's code to change is: the line of their sources `message` names, then the task's
    /// files when that line is in none of them (a task left running is named where it waits, which may be
    /// a file given as is, such as `Output.swift`, while the code to change is the task's); either alone
    /// when there is only one.
    /// - Returns: The text to show, such as `…/Output.swift:50, then …/ThreatsViewController.swift`; the
    ///   files it names (relative to the kit, without lines), in its order; and the line named, if any;
    ///   `nil` when neither is known.
    private func yourCode(
        in message: String, of test: Test
    ) -> (text: String, files: Set<String>, ordered: [String], line: String?)? {
        // The files the message names by their name alone (the objects a leak keeps alive) come first.
        let named = namedFiles(in: message)
        let files = named + taskFiles(of: test).filter { !named.contains($0) }
        let list = files.joined(separator: ", ")
        guard let line = namedLine(in: message) else {
            return files.isEmpty ? nil : (list, Set(files), files, nil)
        }
        let namedFile = line.replacing(/:[0-9]+$/, with: "")
        if files.isEmpty || files.contains(namedFile) { return (line, [namedFile], [namedFile], line) }
        return ("\(line), then \(list)", Set(files + [namedFile]), [namedFile] + files, line)
    }

    /// A `#fileID` and line, such as `SwiftConcurrency/LoginViewModel.swift:113`.
    ///
    /// Parsed once, not each time it is used as a literal is; matching changes nothing in it, so threads share it.
    private nonisolated(unsafe) static let fileIDLinePattern = /([A-Za-z0-9_]+\/[A-Za-z0-9_+]+\.swift):([0-9]+)/

    /// The first line of the attendee's sources that `message` names as `#fileID` does
    /// (`SwiftConcurrency/LoginViewModel.swift:113`, as the kit's messages about async work name the
    /// `await` that spins or waits), relative to the kit; `nil` when it names none of their files.
    package func namedLine(in message: String) -> String? {
        let sources = exercise.folder.appendingPathComponent("Sources")
        for match in message.matches(of: Self.fileIDLinePattern) {
            let fileID = String(match.output.1)
            if FileManager.default.fileExists(atPath: sources.appendingPathComponent(fileID).path) {
                return "\(exercise.path)/Sources/\(fileID):\(match.output.2)"
            }
        }
        return nil
    }

    /// A Swift file's name alone, such as `ThreatsViewModel.swift`.
    ///
    /// Parsed once, not each time it is used as a literal is; matching changes nothing in it, so threads share it.
    private nonisolated(unsafe) static let fileNamePattern = /(?:^|[^A-Za-z0-9_\/.])([A-Za-z0-9_+]+\.swift)\b/

    /// The files of the attendee's module that `message` names by their name alone, relative to the kit,
    /// in the order it names them, each once; empty when it names none.
    package func namedFiles(in message: String) -> [String] {
        let module = exercise.folder.appendingPathComponent("Sources/\(exercise.packageName)")
        var files: [String] = []
        for match in message.matches(of: Self.fileNamePattern) {
            let name = String(match.output.1)
            let path = "\(exercise.path)/Sources/\(exercise.packageName)/\(name)"
            if !files.contains(path), FileManager.default.fileExists(atPath: module.appendingPathComponent(name).path) {
                files.append(path)
            }
        }
        return files
    }

    /// The tasks before `test`'s that name files and are not done, with their ids (`07.2 and 07.3`) and
    /// files, relative to the kit, each once; `nil` when every earlier task is done (or none names files).
    private func earlierUnfinished(before test: Test) -> (ids: String, files: [String])? {
        guard case .graded(let tasks, _) = result, let index = tasks.firstIndex(where: { $0.task.id == test.taskID })
        else { return nil }
        let unfinished = tasks[..<index].filter { !$0.isDone && !$0.task.files.isEmpty }
        guard !unfinished.isEmpty else { return nil }
        let ids = unfinished.map(\.task.id)
        var files: [String] = []
        for file in unfinished.flatMap(\.task.files) where !files.contains(file) { files.append(file) }
        return (
            ids.count < 2 ? ids.joined() : ids.dropLast().joined(separator: ", ") + " and " + (ids.last ?? ""),
            files.map { exercise.path + "/" + $0 }
        )
    }

    /// The files `exercise.json` names for `test`'s task, relative to the kit; empty when it names none.
    private func taskFiles(of test: Test) -> [String] {
        let files = exercise.manifest.tasks.first { $0.id == test.taskID }?.files ?? []
        return files.map { exercise.path + "/" + $0 }
    }

    /// A task's id opening a suite's or test's name, such as `01.2 ` in `01.2 The protected username`.
    ///
    /// Parsed once, not each time it is used as a literal is; matching changes nothing in it, so threads share it.
    private nonisolated(unsafe) static let taskIDPattern = /([0-9]{2}\.[0-9]+)(\s|$)/

    private static func taskID(in name: String) -> String? {
        name.prefixMatch(of: Self.taskIDPattern).map { String($0.output.1) }
    }
}
