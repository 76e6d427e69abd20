import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// `workshop grade` end to end in-process, on a small kit made on disk, with a grader that returns
/// scripted grades instead of building anything.
///
/// Not on the main actor, where grading does not run either.
@Suite("workshop grade: the command", .settlesItsOwnTasks)
struct GradeCommandTests {
    /// A kit folder with two exercises, the first with hints; removed when the test ends, passed or failed.
    private let folder: TemporaryFolder
    private var kit: URL { folder.url }
    private let json: URL

    init() throws {
        folder = try TemporaryFolder("grade-kit")
        let kit = folder.url
        json = kit.appendingPathComponent("results.json")
        for (folder, title) in [("01-Demo", "A demo"), ("02-Other", "Another")] {
            let url = kit.appendingPathComponent("Exercises/\(folder)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let number = folder.prefix(2)
            let manifest =
                #"{"title": "\#(title)", "tasks": [{"id": "\#(number).1", "title": "First task", "points": 30}, {"id": "\#(number).2", "title": "Second task", "points": 70}]}"#
            try Data(manifest.utf8).write(to: url.appendingPathComponent("exercise.json"))
        }
        try Data("## 01.2 Second task\nLook at the delegate.\n".utf8)
            .write(to: kit.appendingPathComponent("Exercises/01-Demo/HINTS.md"))
    }

    /// Grades every exercise with the same outcomes: `a` and `c` pass, `b` as given.
    private func environment(
        b: TestOutcome = .passed, graded: Box<[String]> = Box([]), watching: (@Sendable () -> Bool)? = nil,
        whileTesting: @escaping @Sendable () -> Void = {},
        sleep: @escaping @Sendable (Double) -> Void = { _ in },
        toolchain: String? = "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n"
    ) -> GradeCommand.Environment {
        let kit = kit
        return GradeCommand.Environment(
            kitRoot: { kit },
            grade: { exercise, _, whileHeld in
                whileHeld {
                    graded.value.append(exercise.name)
                    whileTesting()
                    let tests = Records.discovered.compactMap { record -> TestEventRecord.TestDescription? in
                        guard case .test(let test) = record.payload else { return nil }
                        return test
                    }.map { test in
                        TestEventRecord.TestDescription(
                            id: test.id,
                            displayName: test.displayName.replacingOccurrences(of: "01.", with: exercise.number + "."),
                            kind: test.kind, sourceLocation: test.sourceLocation)
                    }
                    return ExerciseGrade(
                        exercise: exercise, tests: tests,
                        outcomes: [Records.a: .passed, Records.b: b, Records.c: .passed])
                }
            },
            useColor: false,
            sleep: sleep,
            keepWatching: watching ?? { false },
            toolchainVersion: { toolchain }
        )
    }

    private func run(_ arguments: [String], _ environment: GradeCommand.Environment) async -> WorkshopRun {
        await WorkshopRun(capturing: { console in
            await GradeCommand.run(arguments, console: console, environment: environment)
        })
    }

    @Test("Progress a test writes while it runs is lost: the grader writes the file from what it saw")
    func forgedProgressIsLost() async throws {
        let progressFile = kit.appendingPathComponent(".workshop-progress.json")
        // What a test could write while it runs: full marks for both exercises, in the file's own format.
        let forge: @Sendable () -> Void = {
            let forged =
                #"{"trees": {"Exercises": {"01-Demo": {"points": 100, "maxPoints": 100}, "#
                + #""02-Other": {"points": 100, "maxPoints": 100}}}}"#
            try? Data(forged.utf8).write(to: progressFile)
        }
        let failing = TestOutcome.failed(
            TestFailure(expectation: "Expectation failed", comments: [], testCase: nil, location: nil))
        let first = await run(["01"], environment(b: failing, whileTesting: forge))
        #expect(first.output.hasSuffix("\n0/2 exercises · 70/200 points in Exercises, from each one's latest grade\n"))
        let again = await run(["02"], environment(b: failing))
        #expect(
            again.output.hasSuffix("\n0/2 exercises · 140/200 points in Exercises, from each one's latest grade\n"),
            "The next grading does not find the forgery either")
    }

    @Test("A grade the kit could not make (its own files broken) is reported, and the attendee's last one stands")
    func kitFaultKeepsTheGrade() async throws {
        await #expect(run(["01"], environment()).output.contains("1/2 exercises · 100/200 points"))
        var broken = environment()
        broken.grade = { exercise, _, whileHeld in
            whileHeld {
                ExerciseGrade(exercise: exercise, kitCannotGrade: "the kit's broken view models cannot be read")
            }
        }
        let run = await run(["01"], broken)
        #expect(run.output.contains("the kit's broken view models cannot be read"), "\(run.output)")
        #expect(
            run.output.hasSuffix("\n1/2 exercises · 100/200 points in Exercises, from each one's latest grade\n"),
            "01 keeps its 100 from before")
    }

    @Test("--all grades every exercise, prints each task and the progress line, and exits 0 when all are complete")
    func all() async throws {
        let run = await run(["--all", "--json", json.path], environment())
        #expect(run.status == 0)
        #expect(run.output.contains("01-Demo: A demo") && run.output.contains("02-Other: Another"))
        #expect(run.output.contains("  ✔ 02.2  Second task"))
        #expect(run.output.hasSuffix("\n2/2 exercises · 200/200 points in Exercises, from each one's latest grade\n"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        #expect(object["points"] as? Int == 200 && (object["exercises"] as? [Any])?.count == 2)
    }

    @Test("One exercise not complete exits 1; the progress line counts what was graded before")
    func progress() async throws {
        let failing = TestOutcome.failed(
            TestFailure(expectation: "Expectation failed", comments: [], testCase: nil, location: nil))
        await #expect(run(["2"], environment()).status == 0)
        let run = await run(["1"], environment(b: failing))
        #expect(run.status == 1)
        #expect(run.output.contains("  ✘ 01.1  First task"))
        #expect(
            run.output.hasSuffix("\n1/2 exercises · 170/200 points in Exercises, from each one's latest grade\n"),
            "02 counts from its earlier grading")
        #expect(!run.output.contains("--hint 01.1"), "01.1 has no hint to offer")
    }

    @Test("Without an exercise, it grades the first one not yet complete")
    func current() async {
        let graded = Box<[String]>([])
        _ = await run([], environment(graded: graded))
        _ = await run([], environment(graded: graded))
        let last = await run([], environment(graded: graded))
        #expect(graded.value == ["01-Demo", "02-Other", "01-Demo"], "01, then 02; once all are complete, 01 again")
        #expect(last.error.contains("Every exercise is complete; grading 01-Demo again"))
    }

    @Test("--hint prints one task's hint; a task without one is refused with the ones there are")
    func hint() async {
        let hint = await run(["--hint", "1.2"], environment())
        #expect(hint.status == 0 && hint.output == "## 01.2 Second task\nLook at the delegate.\n")
        let missing = await run(["--hint", "01.1"], environment())
        #expect(missing.status == 2)
        #expect(missing.error == "workshop grade: 01-Demo has no hint 01.1; it has hints for 01.2\n")
    }

    @Test("A hint with code comes in two steps: what to look for, then, asked again, the code; each task apart")
    func hintInTwoSteps() async throws {
        try Data(
            """
            ## 01.1 First task
            Look at what the delegate is told.

            ### The code
            `delegate?.didFinish()` once the page is in.

            ## 01.2 Second task
            Look at the delegate.
            """.utf8
        ).write(to: kit.appendingPathComponent("Exercises/01-Demo/HINTS.md"))
        let first = await run(["--hint", "1.1"], environment())
        #expect(
            first.status == 0
                && first.output == """
                    ## 01.1 First task
                    Look at what the delegate is told.

                    Still stuck? Ask again, `swift run workshop grade --hint 01.1`, for the code.

                    """,
            "\(first.output)")
        let other = await run(["--hint", "1.2"], environment())
        #expect(other.output == "## 01.2 Second task\nLook at the delegate.\n", "A hint with no code is whole at once")
        let again = await run(["--hint", "01.1"], environment())
        #expect(
            again.output == """
                ## 01.1 First task
                Look at what the delegate is told.

                ### The code
                `delegate?.didFinish()` once the page is in.

                """, "\(again.output)")
        try Data("{".utf8).write(to: kit.appendingPathComponent(HintLog.fileName))
        let unreadable = await run(["--hint", "01.1"], environment())
        #expect(unreadable.status == 0 && unreadable.output.contains("Still stuck?"), "A broken log: the first step")
    }

    @Test("A toolchain CI does not prove is named before grading, plainly; a proven one says nothing")
    func toolchain() async {
        let other = await run(["01"], environment(toolchain: "Swift version 6.1.2 (swift-6.1.2-RELEASE)\n"))
        #expect(
            other.error.hasPrefix(
                "Note: this is Swift 6.1.2; the grader is proven with Swift 6.3 only. It reads Swift Testing's"
                    + " event stream, which other versions may write differently"), "\(other.error)")
        #expect(other.error.contains("Building and testing"), "It still grades")
        let missing = await run(["01"], environment(toolchain: nil))
        #expect(missing.error.hasPrefix("Note: `swift --version` did not run"))
        let proven = await run(["01"], environment())
        #expect(!proven.error.contains("Note:"))
    }

    @Test("workshop grade --help and workshop help grade describe the command")
    func help() async {
        for arguments in [["grade", "--help"], ["help", "grade"]] {
            let run = await WorkshopRun(arguments)
            #expect(run.status == 0 && run.output.hasPrefix("workshop grade: build and test"), "\(arguments)")
            #expect(run.output.contains("--hint NN.T") && run.output.contains("--json FILE"))
        }
        #expect(await WorkshopRun(["--help"]).output.contains("grade [NN|--all]"), "The overview lists grade")
    }

    @Test("Usage errors exit 2 with a message: an unknown exercise, a missing tree")
    func usage() async {
        let unknown = await run(["07"], environment())
        #expect(unknown.status == 2)
        #expect(
            unknown.error == "workshop grade: no exercise \"07\" in Exercises; there are 01-Demo, 02-Other."
                + " Give one by its number, such as `01`.\n")
        let tree = await run(["--tree", "Nowhere"], environment())
        #expect(tree.status == 2 && tree.error.hasPrefix("workshop grade: there is no folder \"Nowhere\""))
    }

    @Test("A task naming a file the exercise does not have is refused, naming the task and the file")
    func missingTaskFile() async throws {
        let folder = kit.appendingPathComponent("Exercises/03-Files")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources/Files"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("Sources/Files/Present.swift"))
        let manifest =
            #"{"title": "Files", "tasks": [{"id": "03.1", "title": "A", "points": 5, "files": ["Sources/Files/Present.swift"]}, {"id": "03.2", "title": "B", "points": 5, "files": ["Sources/Files/Gone.swift"]}]}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("exercise.json"))
        let named = await run(["3"], environment())
        #expect(named.status == 2)
        #expect(
            named.error
                == "workshop grade: Exercises/03-Files/exercise.json: task 03.2 names Sources/Files/Gone.swift, which is not in Exercises/03-Files\n"
        )
    }

    @Test("An exercise with a broken manifest is refused by name, and does not stop the others")
    func brokenSibling() async throws {
        let broken = kit.appendingPathComponent("Exercises/03-Broken")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data(#"{"title": "Broken"}"#.utf8).write(to: broken.appendingPathComponent("exercise.json"))
        await #expect(run(["1"], environment()).status == 0, "01 grades while 03 is broken")
        let named = await run(["3"], environment())
        #expect(named.status == 2)
        #expect(
            named.error
                == "workshop grade: Exercises/03-Broken/exercise.json: not a valid exercise manifest (\"tasks\" is missing)\n"
        )
        let backup = kit.appendingPathComponent("Exercises/01-DemoBackup")
        try FileManager.default.copyItem(at: kit.appendingPathComponent("Exercises/01-Demo"), to: backup)
        await #expect(
            run(["01-DemoBackup"], environment()).error
                == "workshop grade: Exercises/01-DemoBackup: exercise 01 is 01-Demo already\n",
            "A copy of an exercise is not a second exercise with the same number")
        let all = await run(["--all"], environment())
        #expect(all.status == 1, "Not everything could be graded")
        #expect(all.output.contains("02-Other: Another") && all.output.contains("\n03-Broken: cannot be graded\n"))
        let json = await run(["--all", "--json", json.path], environment())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: self.json)) as? [String: Any])
        let statuses = (object["exercises"] as? [[String: Any]])?.map { $0["status"] as? String }
        #expect(
            json.status == 1 && statuses == ["pass", "pass", "error", "error"], "Broken ones are errors in the JSON")
    }

    @Test("A grade made with changed tests or exercise.json says so")
    func changedTests() async throws {
        let manager = FileManager.default
        let mine = kit.appendingPathComponent("Exercises/01-Demo")
        let original = kit.appendingPathComponent("Solutions/01-Demo")
        try manager.createDirectory(
            at: mine.appendingPathComponent("Tests/DemoTests"), withIntermediateDirectories: true)
        try Data("#expect(x)".utf8).write(to: mine.appendingPathComponent("Tests/DemoTests/T.swift"))
        try manager.copyItem(at: mine, to: original)
        let untouched = await run(["1"], environment())
        #expect(!untouched.output.contains("Note:"), "Untouched: nothing to say")
        try Data("#expect(true)".utf8).write(to: mine.appendingPathComponent("Tests/DemoTests/T.swift"))
        let changed = await run(["1"], environment())
        #expect(changed.output.contains("  Note: graded with your own tests, which differ from the originals.\n"))
    }

    @Test("A JSON file that cannot be written is refused before grading")
    func unwritableJSON() async {
        let graded = Box<[String]>([])
        let folder = await run(["1", "--json", kit.path], environment(graded: graded))
        #expect(folder.status == 2 && folder.error.hasSuffix("it is a folder\n"))
        let missing = await run(
            ["1", "--json", kit.appendingPathComponent("no/such/r.json").path], environment(graded: graded))
        #expect(missing.status == 2 && missing.error.contains("there is no folder"))
        #expect(graded.value.isEmpty, "Nothing was graded for nothing")
    }

    @Test("--watch grades again after a file of the exercise changes, and only then")
    func watch() async throws {
        let graded = Box<[String]>([])
        let looks = Box(0)
        let file = kit.appendingPathComponent("Exercises/01-Demo/LoginViewModel.swift")
        let run = await run(
            ["01", "--watch"],
            environment(
                graded: graded,
                watching: { looks.value < 3 },
                sleep: { _ in
                    looks.value += 1
                    // The attendee saves a file during the second wait.
                    if looks.value == 2 { try? Data("edit".utf8).write(to: file) }
                }))
        #expect(graded.value == ["01-Demo", "01-Demo"], "Once at the start, once after the edit")
        #expect(run.output.contains("── LoginViewModel.swift changed: grading again"))
        #expect(run.error.contains("Watching Exercises/01-Demo"))
    }

    @Test("--watch sees a save made while it grades, and grades again")
    func watchDuringGrading() async throws {
        let graded = Box<[String]>([])
        let file = kit.appendingPathComponent("Exercises/01-Demo/A.swift")
        let looks = Box(0)
        // Ten looks at most, so that a save that goes unseen fails the test instead of hanging it.
        var fake = environment(
            graded: graded,
            watching: {
                looks.value += 1
                return graded.value.count < 3 && looks.value <= 10
            })
        let grade = fake.grade
        fake.grade = { exercise, root, whileHeld in
            // The attendee saves during the first and the second grading.
            if graded.value.count < 2 { try? Data("save \(graded.value.count)".utf8).write(to: file) }
            return grade(exercise, root, whileHeld)
        }
        _ = await run(["01", "--watch"], fake)
        #expect(graded.value.count == 3, "The save during the second grading is graded too")
    }

    @Test("Grades survive `rm -rf .build`: the footer is the same after it, and no progress lives in .build")
    func progressSurvivesCleanBuild() async throws {
        let failing = TestOutcome.failed(
            TestFailure(expectation: "Expectation failed", comments: [], testCase: nil, location: nil))
        _ = await run(["2"], environment())
        let before = await run(["1"], environment(b: failing))
        #expect(
            before.output.hasSuffix("\n1/2 exercises · 170/200 points in Exercises, from each one's latest grade\n"))
        try FileManager.default.createDirectory(
            at: kit.appendingPathComponent(".build/grade"), withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: kit.appendingPathComponent(".build"))
        let after = await run(["1"], environment(b: failing))
        #expect(after.output.hasSuffix("\n1/2 exercises · 170/200 points in Exercises, from each one's latest grade\n"))
        #expect(FileManager.default.fileExists(atPath: kit.appendingPathComponent(".workshop-progress.json").path))
        #expect(!FileManager.default.fileExists(atPath: kit.appendingPathComponent(".build/grade/progress.json").path))
    }

    @Test("Progress an older kit kept in .build/grade/progress.json is taken over once")
    func formerProgressTakenOver() async throws {
        let former = kit.appendingPathComponent(".build/grade/progress.json")
        try FileManager.default.createDirectory(
            at: former.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"trees": {"Exercises": {"02-Other": {"points": 100, "maxPoints": 100}}}}"#.utf8).write(to: former)
        let run = await run(
            ["1"], environment(b: .failed(.init(expectation: "x", comments: [], testCase: nil, location: nil))))
        #expect(run.output.hasSuffix("\n1/2 exercises · 170/200 points in Exercises, from each one's latest grade\n"))
        #expect(!FileManager.default.fileExists(atPath: former.path), "Taken over, so never read again")
        try FileManager.default.removeItem(at: kit.appendingPathComponent(".build"))
        await #expect(self.run(["1"], environment()).output.contains("2/2 exercises · 200/200 points"))
    }

    @Test(
        "A progress file that cannot be read (torn, edited) is set aside with a note, and grading goes on",
        arguments: [#"{"trees": {"Exercises": {"02-Ot"#, "", "[1, 2]", "\u{0}\u{0}\u{0}"])
    func corruptProgress(text: String) async throws {
        let file = kit.appendingPathComponent(".workshop-progress.json")
        try Data(text.utf8).write(to: file)
        let run = await run(["1"], environment())
        #expect(run.status == 0, "A broken record of grades never stops a grading")
        #expect(run.error.contains("Note: Your earlier grades in .workshop-progress.json could not be read"))
        #expect(run.output.hasSuffix("\n1/2 exercises · 100/200 points in Exercises, from each one's latest grade\n"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: kit.path).filter {
            $0.hasPrefix(".workshop-progress.json.unreadable-")
        }
        #expect(aside.count == 1, "The unreadable file is kept under another name")
        #expect(try Data(contentsOf: kit.appendingPathComponent(aside[0])) == Data(text.utf8), "…unchanged")
        await #expect(!self.run(["2"], environment()).error.contains("Note:"), "Said once: the new record reads")
    }

    @Test("A progress file that is a folder is called one, set aside whole, and grading goes on")
    func progressFolder() async throws {
        let folder = kit.appendingPathComponent(".workshop-progress.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("inside.txt"))
        let run = await run(["1"], environment())
        #expect(run.status == 0)
        #expect(
            run.error.contains(
                "Note: Your earlier grades in .workshop-progress.json could not be read (it is a folder, not a file)."
                    + " The folder was kept as .workshop-progress.json.unreadable-"), "\(run.error)")
        #expect(!run.error.contains("NSCocoaErrorDomain"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: kit.path).filter {
            $0.hasPrefix(".workshop-progress.json.unreadable-")
        }
        #expect(aside.count == 1)
        let inside = try #require(aside.first.map { kit.appendingPathComponent("\($0)/inside.txt") })
        #expect(try Data(contentsOf: inside) == Data("mine".utf8), "What was in it is kept")
        #expect(run.output.hasSuffix("\n1/2 exercises · 100/200 points in Exercises, from each one's latest grade\n"))
    }

    @Test("A task that no test grades earns nothing, says so, is a fail in the JSON, and fails --all")
    func taskWithoutTests() async throws {
        let manifest =
            #"{"title": "A demo", "tasks": [{"id": "01.1", "title": "First task", "points": 30}, {"id": "01.2", "title": "Second task", "points": 70}, {"id": "01.3", "title": "Renamed suite", "points": 5}]}"#
        try Data(manifest.utf8).write(to: kit.appendingPathComponent("Exercises/01-Demo/exercise.json"))
        let run = await run(["--all", "--tree", "Exercises", "--json", json.path], environment())
        #expect(run.status == 1, "Not every task is graded: instructors see it fail")
        #expect(run.output.contains("01-Demo: A demo"))
        #expect(run.output.contains("100/105"))
        #expect(run.output.contains("  ✘ 01.3  Renamed suite · no test grades this task"))
        #expect(run.output.contains("        No suite's name starts with 01.3: compare the @Suite names in Tests/"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let demo = try #require((object["exercises"] as? [[String: Any]])?.first)
        #expect(demo["status"] as? String == "fail" && demo["points"] as? Int == 100)
        let untested = (demo["tests"] as? [[String: Any]])?.first { $0["task_id"] as? Int == 3 }
        #expect(untested?["status"] as? String == "fail")
        #expect((untested?["message"] as? String)?.hasPrefix("no test grades this task") == true)
    }

    @Test(
        "An exercise missing Package.swift, Tests/ or its tests' folder is not built, and the report says what is missing",
        arguments: [
            ("Package.swift", "there is no Package.swift in Exercises/01-Demo"),
            ("Tests", "there is no Tests folder in Exercises/01-Demo"),
            ("Tests/DemoTests", "there is no folder Tests/DemoTests in Exercises/01-Demo"),
            ("Sources/Demo", "there is no folder Sources/Demo in Exercises/01-Demo"),
        ])
    func brokenSetup(missing: String, message: String) async throws {
        let exercise = kit.appendingPathComponent("Exercises/01-Demo")
        for item in ["Sources/Demo", "Tests/DemoTests"] {
            try FileManager.default.createDirectory(
                at: exercise.appendingPathComponent(item), withIntermediateDirectories: true)
        }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: exercise.appendingPathComponent("Package.swift"))
        try FileManager.default.removeItem(at: exercise.appendingPathComponent(missing))
        var real = environment()
        real.grade = { exercise, root, whileHeld in Grader(kitRoot: root).grade(exercise, whileHeld: whileHeld) }
        let run = await run(["1", "--json", json.path], real)
        #expect(run.status == 1)
        #expect(run.output.contains("  ✘ It cannot be built: \(message)"), "\(run.output)")
        #expect(run.output.contains("Restore it with `git checkout -- Exercises/01-Demo/\(missing)`"))
        #expect(!run.output.contains("It compiles") && !run.output.contains("must be named"))
        #expect(
            !FileManager.default.fileExists(atPath: kit.appendingPathComponent(".build/debug").path),
            "Nothing built")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        #expect(object["status"] as? String == "error")
        #expect((object["message"] as? String)?.contains(message) == true)
    }
}

/// A value shared with closures, for counting what a fake environment was asked to do.
///
/// The closures run where grading runs, off the main actor, so the value is behind a lock.
final class Box<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) {
        storage = Mutex(value)
    }

    var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
