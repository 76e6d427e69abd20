import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// `workshop copies`: every file the kit keeps as a copy of another, checked and made from its one
/// source, on a small kit on disk; and the kit's own copies, as they are.
///
/// Not on the main actor: the disk is all it waits for.
@Suite("workshop copies")
struct CopiesCommandTests {
    private let folder: TemporaryFolder
    private var kit: URL { folder.url }

    /// A kit with one variant file and test helper, and one exercise whose solution uses both.
    init() throws {
        folder = try TemporaryFolder("copies-kit")
        let manifest = """
            {"title": "Demo", "tasks": [{"id": "02.1", "title": "The box", "points": 100, \
            "files": ["Sources/Demo/Box.swift"]}], "sameAsKit": {"LoginViewModel.swift": "MVVMBoxes"}}

            """
        var files = [
            "Sources/MVVMBoxes/LoginViewModel.swift": "// The kit's view model\n",
            "Tests/MVVMBoxesTests/Recorder.swift": "@testable import MVVMBoxes\n// The kit's recorder\n",
        ]
        for tree in ["Exercises", "Solutions"] {
            let exercise = "\(tree)/02-Demo/"
            files[exercise + "exercise.json"] = manifest
            files[exercise + "README.md"] = "# Exercise 02: Demo\n"
            files[exercise + "HINTS.md"] = "## 02.1\nA hint.\n"
            files[exercise + "Package.swift"] = "// The package\n"
            files[exercise + "Sources/Demo/LoginViewModel.swift"] = "// The kit's view model\n"
            files[exercise + "Sources/Demo/Box.swift"] =
                tree == "Exercises" ? "// TODO(02.1): the box\n" : "final class Box {}\n"
            files[exercise + "Tests/DemoTests/Recorder.swift"] = "@testable import Demo\n// The kit's recorder\n"
            files[exercise + "Tests/DemoTests/BoxTests.swift"] = "// The box's tests\n"
        }
        for (path, text) in files { try write(path, text) }
    }

    private func write(_ path: String, _ text: String) throws {
        let url = kit.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func read(_ path: String) -> String? {
        try? String(contentsOf: kit.appendingPathComponent(path), encoding: .utf8)
    }

    private func copies(_ arguments: [String] = []) async throws -> WorkshopRun {
        let command = try await CopiesCommand(OptionReader(signature: CopiesCommand.signature).read(arguments))
        return await WorkshopRun(capturing: { await command.run(console: $0, kitRoot: kit) })
    }

    @Test("A kit whose copies are as their sources passes, and --write writes nothing")
    func untouched() async throws {
        let check = try await copies()
        #expect(check.status == 0 && check.output == "Every copy (9) is as its source.\n", "\(check.error)")
        let write = try await copies(["--write"])
        #expect(write.status == 0 && write.output == "Every copy (9) is as its source already.\n")
    }

    @Test("A manifest gets the floor's tools version and platforms from PlatformFloor, down to the solution's")
    func manifestFloor() async throws {
        try write(
            "Exercises/02-Demo/Package.swift",
            "// swift-tools-version:6.0\nlet package = Package(\n    name: \"Demo\",\n    platforms: [.macOS(.v14)],\n)\n"
        )
        let check = try await copies()
        #expect(check.status == 1)
        #expect(
            check.error.contains(
                "Exercises/02-Demo/Package.swift, a copy of Sources/WorkshopSupport/PlatformFloor.swift"),
            "\(check.error)")
        #expect(try await copies(["--write"]).status == 0)
        let floored =
            "\(PlatformFloor.toolsVersionLine)\nlet package = Package(\n    name: \"Demo\",\n    \(PlatformFloor.manifestPlatforms),\n)\n"
        #expect(read("Exercises/02-Demo/Package.swift") == floored)
        #expect(read("Solutions/02-Demo/Package.swift") == floored)
        #expect(try await copies().status == 0)

        try write(
            "Exercises/02-Demo/Package.swift", "// swift-tools-version:6.0\nlet package = Package(name: \"Demo\")\n")
        let refused = try await copies(["--write"])
        #expect(refused.status != 0)
        #expect(
            refused.error.contains(
                "Exercises/02-Demo/Package.swift has no `platforms:` line: add `\(PlatformFloor.manifestPlatforms),`"),
            "\(refused.error)")
    }

    @Test("A line changed in a variant: each copy is named with its source; --write makes them all, down the chain")
    func changedVariant() async throws {
        try write("Sources/MVVMBoxes/LoginViewModel.swift", "// The kit's view model, changed\n")
        try write("Exercises/02-Demo/README.md", "# Exercise 02: Demo, reworded\n")
        let check = try await copies()
        #expect(check.status == 1)
        #expect(
            check.error == """
                workshop copies: 3 of the kit's copies differ from their source or are missing:
                  Solutions/02-Demo/Sources/Demo/LoginViewModel.swift, a copy of Sources/MVVMBoxes/LoginViewModel.swift
                  Solutions/02-Demo/README.md, a copy of Exercises/02-Demo/README.md
                  Exercises/02-Demo/Sources/Demo/LoginViewModel.swift, a copy of Solutions/02-Demo/Sources/Demo/LoginViewModel.swift
                Edit the source, not the copy, then run `swift run workshop copies --write`.

                """)
        let write = try await copies(["--write"])
        #expect(write.status == 0 && write.output.split(separator: "\n").count == 3, "\(write.output)")
        for tree in ["Exercises", "Solutions"] {
            #expect(read("\(tree)/02-Demo/Sources/Demo/LoginViewModel.swift") == "// The kit's view model, changed\n")
        }
        #expect(read("Solutions/02-Demo/README.md") == "# Exercise 02: Demo, reworded\n")
        #expect(read("Exercises/02-Demo/Sources/Demo/Box.swift") == "// TODO(02.1): the box\n", "The starter's own")
        #expect(try await copies().status == 0, "Nothing is left to copy")
    }

    @Test("A test helper is the kit's, with the exercise's module imported; a copy edited by hand is named")
    func testHelpers() async throws {
        try write("Exercises/02-Demo/Tests/DemoTests/Recorder.swift", "@testable import Demo\n// Edited here\n")
        try write("Tests/MVVMBoxesTests/Recorder.swift", "@testable import MVVMBoxes\n// The kit's, improved\n")
        let check = try await copies()
        #expect(
            check.error.contains(
                "  Solutions/02-Demo/Tests/DemoTests/Recorder.swift, a copy of Tests/MVVMBoxesTests/Recorder.swift\n"))
        #expect(check.error.contains("  Exercises/02-Demo/Tests/DemoTests/Recorder.swift, a copy of Solutions/"))
        #expect(try await copies(["--write"]).status == 0)
        let helper = read("Exercises/02-Demo/Tests/DemoTests/Recorder.swift")
        #expect(helper == "@testable import Demo\n// The kit's, improved\n")
    }

    @Test("A missing copy is named as missing and made again; a file that is no one's copy is left alone")
    func missingCopy() async throws {
        let helper = "Solutions/02-Demo/Tests/DemoTests/Recorder.swift"
        try FileManager.default.removeItem(at: kit.appendingPathComponent(helper))
        try write("Solutions/02-Demo/NOTES.txt", "A maintainer's notes\n")
        try write("Solutions/02-Demo/Package.resolved", "{}\n")
        let check = try await copies()
        #expect(check.status == 1)
        #expect(check.error.contains("  Solutions/02-Demo/Tests/DemoTests/Recorder.swift (missing), a copy of Tests/"))
        #expect(!check.error.contains("NOTES") && !check.error.contains("Package.resolved"), "\(check.error)")
        #expect(try await copies(["--write"]).status == 0)
        #expect(read(helper) == "@testable import Demo\n// The kit's recorder\n")
        #expect(read("Exercises/02-Demo/NOTES.txt") == nil && read("Exercises/02-Demo/Package.resolved") == nil)
    }

    @Test("A source that is missing is named, and the check fails, whatever else is in order")
    func missingSource() async throws {
        try FileManager.default.removeItem(at: kit.appendingPathComponent("Exercises/02-Demo/HINTS.md"))
        try FileManager.default.removeItem(at: kit.appendingPathComponent("Sources/MVVMBoxes/LoginViewModel.swift"))
        let check = try await copies()
        #expect(check.status == 1)
        #expect(
            check.error.contains(
                "workshop copies: Sources/MVVMBoxes/LoginViewModel.swift is missing: Exercises/02-Demo/exercise.json"
                    + " names it in sameAsKit.\n"))
        #expect(
            check.error.contains(
                "workshop copies: Exercises/02-Demo/HINTS.md is missing: Solutions/02-Demo/HINTS.md is copied"
                    + " from it.\n"))
    }

    @Test("An exercise.json that cannot be read stops it, named, before anything is checked or written")
    func brokenManifest() async throws {
        try write("Exercises/02-Demo/exercise.json", "{ \"title\": ")
        let run = try await copies(["--write"])
        #expect(run.status == 2)
        #expect(run.error.contains("Exercises/02-Demo/exercise.json: not a valid exercise manifest"), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test("--write refuses, and writes nothing, in a kit whose exercises someone grades")
    func refusesWhereGraded() async throws {
        try write(".workshop-progress.json", "{}\n")
        try write("Sources/MVVMBoxes/LoginViewModel.swift", "// changed\n")
        let run = try await copies(["--write"])
        #expect(run.status == 1)
        #expect(run.error.contains("this kit has grades (.workshop-progress.json)"), "\(run.error)")
        #expect(read("Solutions/02-Demo/Sources/Demo/LoginViewModel.swift") == "// The kit's view model\n")
    }

    @Test("A kit without its exercises is refused in words, and nothing is written")
    func noExercises() async throws {
        try FileManager.default.removeItem(at: kit.appendingPathComponent("Solutions"))
        let run = try await copies(["--write"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("workshop copies: there is no folder \"Solutions\" in "))
        #expect(read("Exercises/02-Demo/README.md") == "# Exercise 02: Demo\n")
    }

    @Test("The kit's copies are as their sources: the variants', the solutions' (starters' if checked)")
    func kitCopies() throws {
        let copies = try KitCopies(kitRoot: TestFiles.repository)
        #expect(copies.copies.count > 100, "Every exercise's copies")
        for copy in copies.stale(kitRoot: TestFiles.repository)
        where ExerciseTreeTests.checksStarters || !copy.path.hasPrefix("Exercises/") {
            Issue.record(
                "\(copy.path) differs from its source, \(copy.source): run `swift run workshop copies --write`")
        }
    }
}
