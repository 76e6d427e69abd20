import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// `workshop reset` and `workshop solve` end to end in-process, on a small kit made on disk and committed
/// with the real git, at a fixed time.
///
/// Not on the main actor: git and the disk are all it waits for.
@Suite("workshop reset, solve and restore", .settlesItsOwnTasks)
struct CheckoutCommandTests {
    /// The kit: removed when the test ends, passed or failed.
    let folder: TemporaryFolder
    var kit: URL { folder.url }
    let saved = ".workshop-saved/2026-11-30T16-55-02Z-01-Demo/"

    init() throws {
        folder = try TemporaryFolder("checkout-kit")
        for entry in try Self.committedKit.get() {
            let url = kit.appendingPathComponent(entry.path)
            if let data = entry.data {
                try data.write(to: url)
            } else {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            }
        }
    }

    /// One entry of ``committedKit``: a folder (`data` is `nil`) or a file, by its path in the kit.
    private struct Entry: Sendable {
        let path: String
        let data: Data?
    }

    /// The kit as git leaves it once committed and checked out, `.git` included, folders before what
    /// they hold: made by git once per test run, in a folder removed at once, and written by each test
    /// into its own folder (three programs fewer a test: `init`, `fast-import`, `read-tree`).
    private static let committedKit = Result { try makeCommittedKit() }

    private static func makeCommittedKit() throws -> [Entry] {
        let folder = try TemporaryFolder("checkout-kit-made-once")
        try commit(kitFiles(), in: folder.url)
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.url.path).sorted()
        return try paths.map { path in
            let url = folder.url.appendingPathComponent(path)
            let isFolder = try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true
            return Entry(path: path, data: isFolder ? nil : try Data(contentsOf: url))
        }
    }

    /// The kit's committed files, path → text.
    private static func kitFiles() -> [String: String] {
        var files = [".gitignore": ".build/\n.workshop-saved/\n"]
        for tree in ["Exercises", "Solutions"] {
            let done = tree == "Solutions"
            files["\(tree)/01-Demo/exercise.json"] =
                #"{"title": "A demo", "tasks": [{"id": "01.1", "title": "First", "points": 50, "files": ["Sources/Demo/A.swift"]}, {"id": "01.2", "title": "Second", "points": 50, "files": ["Sources/Demo/A.swift", "Sources/Demo/B.swift"]}]}"#
            files["\(tree)/01-Demo/Sources/Demo/A.swift"] = done ? "let a = 1\n" : "let a = 0 // TODO(01.1)\n"
            files["\(tree)/01-Demo/Sources/Demo/B.swift"] = done ? "let b = 1\n" : "let b = 0 // TODO(01.2)\n"
            files["\(tree)/01-Demo/Tests/DemoTests/T.swift"] = "// tests\n"
            files["\(tree)/02-Pair/exercise.json"] =
                #"{"title": "A pair", "tasks": [{"id": "02.1", "title": "The box", "points": 50, "files": ["Sources/Pair/Box.swift"]}, {"id": "02.2", "title": "The model", "points": 25, "files": ["Sources/Pair/Model.swift"]}, {"id": "02.3", "title": "The screen", "points": 25, "files": ["Sources/Pair/Screen.swift", "Sources/Pair/Model.swift"]}]}"#
            for file in ["Box", "Model", "Screen"] {
                files["\(tree)/02-Pair/Sources/Pair/\(file).swift"] = done ? "// \(file), done\n" : "// \(file)\n"
            }
        }
        return files
    }

    /// Makes `kit` a git checkout whose one commit holds `files` (path → text), and checks them out.
    ///
    /// `git fast-import` writes the commit as one pack; `git add` and `git commit` would write a file and a
    /// folder for each of its 30-odd objects, which costs more than the rest of a test on a busy disk.
    /// `git read-tree -u` then writes the index and the files, and nothing else.
    /// - Throws: `CocoaError` when git is not installed or one of its steps fails.
    private static func commit(_ files: [String: String], in kit: URL) throws {
        func data(_ text: String) -> String { "data \(text.utf8.count)\n\(text)\n" }
        let stream =
            "commit refs/heads/main\ncommitter Kit <kit@example.com> 1796057702 +0000\n" + data("Kit")
            + files.keys.sorted().map { "M 100644 inline \($0)\n" + data(files[$0]!) }.joined()
        let git = Git(executable: Git.onPath(), folder: kit)
        let made = git.run(["init", "-q", "--template=", "--initial-branch=main"])
        guard let executable = git.executable, made?.status == 0 else { throw CocoaError(.executableNotLoadable) }
        let importer = Process()
        importer.executableURL = executable
        // A pack however few the objects, and no reflog: the kit needs neither loose objects nor history.
        importer.arguments = [
            "-C", kit.path, "-c", "fastimport.unpackLimit=1", "-c", "core.logAllRefUpdates=false", "fast-import",
            "--quiet",
        ]
        let input = Pipe()
        importer.standardInput = input
        let ended = ProcessExit(importer)
        try importer.run()
        try input.fileHandleForWriting.write(contentsOf: Data(stream.utf8))
        try input.fileHandleForWriting.close()
        ended.wait()
        guard importer.terminationStatus == 0, git.run(["read-tree", "--reset", "-u", "HEAD"])?.status == 0 else {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    func write(_ path: String, _ text: String) throws {
        let url = kit.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: kit.appendingPathComponent(path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    func git(_ arguments: [String]) -> Git.Output? {
        Git(executable: Git.onPath(), folder: kit).run(arguments)
    }

    func run(_ arguments: [String], git: URL? = Git.onPath(), kitRoot: URL? = nil) async -> WorkshopRun {
        let kit = kitRoot ?? kit
        let environment = CheckoutCommand.Environment(
            kitRoot: { kit }, git: git, now: { Date(timeIntervalSince1970: 1_796_057_702) })
        let action = CheckoutCommand.Action(rawValue: arguments[0]) ?? .reset
        return await WorkshopRun(capturing: {
            await CheckoutCommand.run(action, Array(arguments.dropFirst()), console: $0, environment: environment)
        })
    }

    @Test("reset moves the edited and added files aside, puts the starter back, and git status is clean")
    func reset() async throws {
        try write("Exercises/01-Demo/Sources/Demo/A.swift", "let a = 42 // mine\n")
        try write("Exercises/01-Demo/Sources/Demo/Notes.swift", "// my notes\n")
        try FileManager.default.removeItem(at: kit.appendingPathComponent("Exercises/01-Demo/Sources/Demo/B.swift"))
        let result = await run(["reset", "01"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output == """
                Saved your files of Exercises/01-Demo, as they were, in \(saved)
                Exercises/01-Demo is back to its starter (git's last commit):
                  replaced  Sources/Demo/A.swift
                  added     Sources/Demo/B.swift
                  removed   Sources/Demo/Notes.swift
                3 files changed.
                Grade it with `swift run workshop grade 01`.

                """)
        #expect(
            git(["status", "--porcelain"])?.output == "", "The saved folder is ignored; the exercise is as committed")
        #expect(read("\(saved)Sources/Demo/A.swift") == "let a = 42 // mine\n")
        #expect(read("\(saved)Sources/Demo/Notes.swift") == "// my notes\n")
        #expect(read("Exercises/01-Demo/Sources/Demo/A.swift") == "let a = 0 // TODO(01.1)\n")
    }

    @Test("reset moves aside a file the attendee added to git's index, and drops it from the index")
    func resetStagedFile() async throws {
        try write("Exercises/01-Demo/Sources/Demo/Notes.swift", "// my notes\n")
        #expect(git(["add", "Exercises/01-Demo/Sources/Demo/Notes.swift"])?.status == 0)
        let result = await run(["reset", "01"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("  removed   Sources/Demo/Notes.swift\n"))
        #expect(git(["status", "--porcelain"])?.output == "", "No index entry left for the file moved aside")
        #expect(read("\(saved)Sources/Demo/Notes.swift") == "// my notes\n")
    }

    @Test("reset keeps both versions of a file staged with git add and edited again: the staged one as .staged")
    func resetStagedAndEditedFile() async throws {
        try write("Exercises/01-Demo/Sources/Demo/A.swift", "let a = 1 // staged\n")
        #expect(git(["add", "Exercises/01-Demo/Sources/Demo/A.swift"])?.status == 0)
        try write("Exercises/01-Demo/Sources/Demo/A.swift", "let a = 2 // on disk\n")
        // Staged, then put back on disk as committed: only git's index holds the staged version.
        try write("Exercises/01-Demo/Sources/Demo/B.swift", "let b = 7 // staged\n")
        #expect(git(["add", "Exercises/01-Demo/Sources/Demo/B.swift"])?.status == 0)
        try write("Exercises/01-Demo/Sources/Demo/B.swift", "let b = 0 // TODO(01.2)\n")
        let result = await run(["reset", "01"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                """
                Saved your files of Exercises/01-Demo, as they were, in \(saved)
                  and what you had staged (git add) of Sources/Demo/A.swift, as \(saved)Sources/Demo/A.swift.staged
                  and what you had staged (git add) of Sources/Demo/B.swift, as \(saved)Sources/Demo/B.swift.staged

                """), "\(result.output)")
        #expect(read("\(saved)Sources/Demo/A.swift") == "let a = 2 // on disk\n")
        #expect(read("\(saved)Sources/Demo/A.swift.staged") == "let a = 1 // staged\n")
        #expect(read("\(saved)Sources/Demo/B.swift.staged") == "let b = 7 // staged\n")
        #expect(git(["status", "--porcelain"])?.output == "", "The exercise is as committed, index included")
    }

    @Test("reset saves a staged version byte for byte, bytes that are not UTF-8 included")
    func resetStagedBytes() async throws {
        let file = "Exercises/01-Demo/Sources/Demo/A.swift"
        let stagedBytes = Data([0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A])  // "// caf\xE9\n", Latin-1
        try stagedBytes.write(to: kit.appendingPathComponent(file))
        #expect(git(["add", file])?.status == 0)
        try write(file, "let a = 2 // on disk\n")
        let result = await run(["reset", "01"])
        #expect(result.status == 0, "\(result.error)")
        let saved = FileManager.default.contents(
            atPath: kit.appendingPathComponent("\(saved)Sources/Demo/A.swift.staged").path)
        #expect(saved == stagedBytes, "The staged version, as git holds it")
    }

    @Test("reset in a kit that is a folder of a larger repository saves the staged version beside the file")
    func resetStagedInLargerRepository() async throws {
        let outer = try TemporaryFolder("checkout-outer")
        try Self.commit(
            Dictionary(uniqueKeysWithValues: Self.kitFiles().map { ("course/kit/\($0.key)", $0.value) }), in: outer.url)
        let nested = outer.url.appendingPathComponent("course/kit")
        let file = "Exercises/01-Demo/Sources/Demo/A.swift"
        let inRepository = Git(executable: Git.onPath(), folder: nested)
        try Data("let a = 1 // staged\n".utf8).write(to: nested.appendingPathComponent(file))
        #expect(inRepository.run(["add", file])?.status == 0)
        try Data("let a = 2 // on disk\n".utf8).write(to: nested.appendingPathComponent(file))
        let result = await run(["reset", "01"], kitRoot: nested)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                "  and what you had staged (git add) of Sources/Demo/A.swift, as \(saved)Sources/Demo/A.swift.staged\n"),
            "\(result.output)")
        let staged = FileManager.default.contents(
            atPath: nested.appendingPathComponent("\(saved)Sources/Demo/A.swift.staged").path)
        #expect(staged.map { String(decoding: $0, as: UTF8.self) } == "let a = 1 // staged\n")
        #expect(
            inRepository.run(["status", "--porcelain"])?.output == "", "The exercise is as committed, index included")
    }

    @Test(
        "reset and solve forget the exercise's last grade, so progress and grade count it as not graded",
        arguments: ["reset", "solve"])
    func forgetsGrade(command: String) async throws {
        let progress =
            #"{"trees": {"Exercises": {"01-Demo": {"points": 50, "maxPoints": 100}, "02-Pair": {"points": 75, "maxPoints": 100}}}}"#
        try write(".workshop-progress.json", progress)
        try write("Exercises/01-Demo/Sources/Demo/A.swift", "let a = 1\n")
        let result = await run([command, "01"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.hasSuffix(
                """
                Its last grade, 50/100, was for the files set aside: your progress counts it as not graded until you grade it again.
                Grade it with `swift run workshop grade 01`.

                """))
        let kept = GradeProgressFile(kitRoot: kit).load(note: { Issue.record("No note expected: \($0)") })
        let expected = try JSONDecoder().decode(
            GradeProgress.self,
            from: Data(#"{"trees": {"Exercises": {"02-Pair": {"points": 75, "maxPoints": 100}}}}"#.utf8))
        #expect(kept == expected, "Only exercise 01's grade is forgotten")

        let again = await run([command, "01"])
        #expect(!again.output.contains("last grade"), "Nothing changed, nothing to forget")
    }

    @Test("reset of an untouched exercise changes nothing and makes no saved folder")
    func resetUntouched() async {
        let result = await run(["reset", "1"])
        #expect(result.status == 0)
        #expect(result.output == "Exercises/01-Demo is already its starter (git's last commit); nothing was changed.\n")
        #expect(!FileManager.default.fileExists(atPath: kit.appendingPathComponent(".workshop-saved").path))
    }

    @Test("Two resets in the same second save into two folders")
    func resetTwice() async throws {
        try write("Exercises/01-Demo/Sources/Demo/A.swift", "// first try\n")
        await #expect(run(["reset", "01"]).status == 0)
        try write("Exercises/01-Demo/Sources/Demo/A.swift", "// second try\n")
        let second = await run(["reset", "01"])
        #expect(
            second.output.hasPrefix(
                "Saved your files of Exercises/01-Demo, as they were, in .workshop-saved/2026-11-30T16-55-02Z-01-Demo-2/\n"
            ))
        #expect(read("\(saved)Sources/Demo/A.swift") == "// first try\n")
        #expect(read(".workshop-saved/2026-11-30T16-55-02Z-01-Demo-2/Sources/Demo/A.swift") == "// second try\n")
    }

    @Test("Without git, or outside a git checkout, reset says so plainly and changes nothing")
    func resetWithoutGit() async throws {
        try write("Exercises/01-Demo/Sources/Demo/A.swift", "// mine\n")
        let noGit = await run(["reset", "01"], git: nil)
        #expect(noGit.status == 2)
        #expect(
            noGit.error.hasPrefix(
                "workshop reset: git is not installed here, and reset reads the starter files from git. Nothing was changed. To start over by hand, copy Exercises/01-Demo from a fresh copy of the kit"
            ))
        // No repository: a `.git` that leads nowhere, rather than none, so that git does not find one
        // around the temporary folder (TMPDIR may be inside a checkout).
        try FileManager.default.removeItem(at: kit.appendingPathComponent(".git"))
        try write(".git", "gitdir: \(kit.path)/no-repository\n")
        let zip = await run(["reset", "01"])
        #expect(zip.status == 2)
        #expect(
            zip.error.contains(
                "is not a git checkout (unpacked from a zip?), so reset cannot read the starter files from git. Nothing was changed."
            ))
        #expect(zip.error.contains("`workshop solve 01` gives the finished code without git"))
        #expect(read("Exercises/01-Demo/Sources/Demo/A.swift") == "// mine\n", "Nothing was lost")
        #expect(!FileManager.default.fileExists(atPath: kit.appendingPathComponent(".workshop-saved").path))
    }

    @Test("An exercise git does not track cannot be reset; nothing changes")
    func resetUntracked() async throws {
        try write("Exercises/03-New/exercise.json", "{}")
        try write("Exercises/03-New/Sources/New/A.swift", "// mine\n")
        let result = await run(["reset", "03"])
        #expect(result.status == 2)
        #expect(
            result.error.hasPrefix(
                "workshop reset: git has no Exercises/03-New in its last commit (HEAD), so it has no starter to go back to. Nothing was changed."
            ))
        #expect(read("Exercises/03-New/Sources/New/A.swift") == "// mine\n")
    }

    /// Each bad command line with the message it gets; all tried on one kit, which none of them changes.
    private static let badCommandLines: [(arguments: [String], error: String)] = [
        (
            ["reset"],
            "workshop reset: which exercise? Give its number, such as `workshop reset 01`.\nRun `workshop reset --help` for usage.\n"
        ),
        (
            ["reset", "01.2"],
            "workshop reset: reset puts a whole exercise back to its starter; give its number, such as `workshop reset 01`. (`workshop solve 01.2` gives one task's finished code.)\n"
        ),
        (
            ["reset", "../01"],
            "workshop reset: there is no exercise \"../01\"; the exercises are 01-Demo, 02-Pair.\n"
        ),
        (
            ["solve", "01", "02"],
            "workshop solve: give one NN[.T], not \"01\" and \"02\"\nRun `workshop solve --help` for usage.\n"
        ),
        (["solve", "7"], "workshop solve: there is no exercise \"7\"; the exercises are 01-Demo, 02-Pair.\n"),
        (["solve", "02.9"], "workshop solve: 02-Pair has no task 02.9; its tasks are 02.1, 02.2, 02.3.\n"),
        (
            ["solve", "02.2"],
            "workshop solve: task 02.2 shares Model.swift with task 02.3, so its part cannot be applied alone. `workshop solve 02` gives the whole exercise's finished code (your files are saved first).\n"
        ),
    ]

    @Test("Bad arguments are refused with what to type instead, and change nothing")
    func badArguments() async {
        for (arguments, error) in Self.badCommandLines {
            let result = await run(arguments)
            #expect(result.status == 2, "workshop \(arguments.joined(separator: " "))")
            #expect(result.error == error)
            #expect(git(["status", "--porcelain"])?.output == "", "Nothing changed by \(arguments)")
        }
    }

    @Test("solve gives the finished code, moving the attendee's files aside, own files included")
    func solve() async throws {
        try write("Exercises/01-Demo/Sources/Demo/A.swift", "let a = 2 // almost\n")
        try write("Exercises/01-Demo/Sources/Demo/Extra.swift", "// mine\n")
        let result = await run(["solve", "01"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output == """
                Saved your files of Exercises/01-Demo, as they were, in \(saved)
                Exercises/01-Demo now holds the finished code of Solutions/01-Demo:
                  replaced  Sources/Demo/A.swift
                  replaced  Sources/Demo/B.swift
                  removed   Sources/Demo/Extra.swift
                3 files changed.
                Grade it with `swift run workshop grade 01`.

                """)
        #expect(read("Exercises/01-Demo/Sources/Demo/A.swift") == "let a = 1\n")
        #expect(read("Exercises/01-Demo/Sources/Demo/B.swift") == "let b = 1\n")
        #expect(read("\(saved)Sources/Demo/A.swift") == "let a = 2 // almost\n")
        #expect(read("\(saved)Sources/Demo/B.swift") == "let b = 0 // TODO(01.2)\n")
        #expect(read("\(saved)Sources/Demo/Extra.swift") == "// mine\n")
        await #expect(
            run(["solve", "01"]).output
                == "Exercises/01-Demo already holds the finished code of Solutions/01-Demo; nothing was changed.\n")
        let reset = await run(["reset", "01"])
        #expect(reset.status == 0 && git(["status", "--porcelain"])?.output == "", "reset undoes solve")
    }

    @Test("solve NN.T gives one task's files when no other task shares them")
    func solveTask() async {
        let result = await run(["solve", "2.1"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output == """
                Saved your files of Exercises/02-Pair, as they were, in .workshop-saved/2026-11-30T16-55-02Z-02-Pair/
                Exercises/02-Pair now holds the finished code of task 02.1 (The box), from Solutions/02-Pair:
                  replaced  Sources/Pair/Box.swift
                1 file changed.
                Grade it with `swift run workshop grade 02`.

                """)
        #expect(read("Exercises/02-Pair/Sources/Pair/Box.swift") == "// Box, done\n")
        #expect(
            read("Exercises/02-Pair/Sources/Pair/Model.swift") == "// Model\n", "Other tasks keep the attendee's work")
    }
}
