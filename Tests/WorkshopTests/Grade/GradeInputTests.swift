import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

@Suite("workshop grade: manifests, hints and options")
struct GradeInputTests {
    private func decode(_ json: String) throws(ExerciseManifest.Invalid) -> ExerciseManifest {
        try ExerciseManifest.decode(Data(json.utf8), number: "02", path: "Exercises/02-X/exercise.json")
    }

    private func refusal(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("A manifest gives the title, the tasks with points, and a time limit per test (10 s unless given)")
    func manifest() throws {
        let manifest = try decode(
            #"{"title": "Boxes", "tasks": [{"id": "02.1", "title": "Box", "points": 40}, {"id": "02.2", "title": "Bind", "points": 60}]}"#
        )
        #expect(manifest.title == "Boxes" && manifest.maxPoints == 100 && manifest.secondsPerTest == 10)
        #expect(manifest.tasks.map(\.id) == ["02.1", "02.2"])
        #expect(manifest.tasks.map(\.files) == [[], []], "A task need not name files")
    }

    @Test("A task may name the attendee's files it is about, relative to the exercise")
    func taskFiles() throws {
        let manifest = try decode(
            #"{"title": "T", "tasks": [{"id": "02.1", "title": "A", "points": 5, "files": ["Sources/X/Box.swift"]}]}"#
        )
        #expect(manifest.tasks.map(\.files) == [["Sources/X/Box.swift"]])
    }

    @Test(
        "A bad manifest is refused with the file and what is wrong",
        arguments: [
            ("{", "Exercises/02-X/exercise.json: not a valid exercise manifest (it is not JSON)"),
            (#"{"tasks": []}"#, "Exercises/02-X/exercise.json: not a valid exercise manifest (\"title\" is missing)"),
            (
                #"{"title": "T", "tasks": [{"id": "02.1", "title": "A", "points": "ten"}]}"#,
                "Exercises/02-X/exercise.json: not a valid exercise manifest (\"tasks[0].points\" has the wrong type)"
            ),
            (#"{"title": "T", "tasks": []}"#, "Exercises/02-X/exercise.json: it lists no task"),
            (
                #"{"title": "T", "tasks": [{"id": "02.2", "title": "A", "points": 1}]}"#,
                "Exercises/02-X/exercise.json: task 1 has id \"02.2\"; expected \"02.1\""
            ),
            (
                #"{"title": "T", "tasks": [{"id": "02.1", "title": "A", "points": 0}]}"#,
                "Exercises/02-X/exercise.json: task 02.1 is worth 0 points; points must be positive"
            ),
            (
                #"{"title": "T", "tasks": [{"id": "02.1", "title": "A", "points": 5, "files": ["../../Sources/A.swift"]}]}"#,
                "Exercises/02-X/exercise.json: task 02.1 names \"../../Sources/A.swift\"; a task's files are Swift files"
                    + " of the exercise, relative to its folder, such as \"Sources/Name/LoginViewModel.swift\""
            ),
            (
                #"{"title": "T", "tasks": [{"id": "02.1", "title": "A", "points": 5}], "secondsPerTest": 0}"#,
                "Exercises/02-X/exercise.json: secondsPerTest must be a positive number of seconds"
            ),
        ])
    func badManifest(json: String, message: String) {
        #expect(refusal(json) == message)
    }

    @Test("Hints are the HINTS.md sections headed by a task id, shown one at a time")
    func hints() {
        let hints = Hints(
            markdown: """
                # Hints: 02 Boxes

                Read these only when stuck.

                ## 02.1 Box
                Keep the listener in a stored property.

                Call it in `didSet`.

                ## About the timer
                Not a task.

                ## 02.2 Bind
                Use `[weak self]`.
                """)
        #expect(hints.sections.keys.sorted() == ["02.1", "02.2"])
        #expect(
            hints.hint(for: "02.1") == "## 02.1 Box\nKeep the listener in a stored property.\n\nCall it in `didSet`.")
        #expect(hints.hint(for: "02.2") == "## 02.2 Bind\nUse `[weak self]`.")
        #expect(hints.hint(for: "02.3") == nil)
    }

    @Test("Options: one exercise or --all, a tree, a JSON file, --watch, a hint")
    @MainActor
    func options() throws {
        #expect(try GradeOptions([]) == GradeOptions(exercise: nil))
        let options = try GradeOptions(["2", "--tree", "Solutions", "--json", "r.json", "--watch"])
        #expect(options == GradeOptions(exercise: "2", tree: "Solutions", json: "r.json", watch: true))
        #expect(try GradeOptions(["--all"]).all)
        #expect(try GradeOptions(["--hint", "1.2"]).hint == "01.2")
        #expect(try GradeOptions(["--hint", "01.10"]).hint == "01.10")
    }

    @Test(
        "Bad options are refused with what to do",
        arguments: [
            (["--tree"], "--tree needs a value"),
            (["--json", "--all"], "--json needs a value"),
            (["--hint", "two"], "--hint takes a task id such as 01.2, not \"two\""),
            (["--fast"], "unknown option \"--fast\"; the options are --all, --tree, --json, --watch, --hint, --help"),
            (["--jsn", "r.json"], "unknown option \"--jsn\"; did you mean --json?"),
            (["--tree", "Solutions", "--tree=Exercises"], "--tree is given more than once"),
            (["01", "02"], "give one NN, not \"01\" and \"02\""),
            (["01", "--all"], "give an exercise (01) or --all, not both"),
            (["--all", "--watch"], "--watch follows one exercise; leave out --all"),
        ])
    @MainActor
    func badOptions(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try GradeOptions(arguments) }
    }

    @Test("A snapshot of a folder notices Swift files added, changed and removed, nothing else")
    func snapshot() throws {
        try withTemporaryFolder("snapshot") { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
            try Data("a".utf8).write(to: folder.appendingPathComponent("A.swift"))
            let before = FolderSnapshot(of: folder)
            #expect(before.times.keys.sorted() == ["A.swift"])
            try Data("x".utf8).write(to: folder.appendingPathComponent(".build/out.swift"))
            try Data("x".utf8).write(to: folder.appendingPathComponent("4913"))
            #expect(
                FolderSnapshot(of: folder).changes(since: before).isEmpty,
                "Build folders and an editor's probe files are not edits")
            try Data("b".utf8).write(to: folder.appendingPathComponent("B.swift"))
            #expect(FolderSnapshot(of: folder).changes(since: before) == ["B.swift"])
            let changed = FolderSnapshot(times: ["A.swift": .distantFuture])
            #expect(changed.changes(since: before) == ["A.swift"])
            #expect(FolderSnapshot(times: [:]).changes(since: before) == ["A.swift"])
        }
    }
}
