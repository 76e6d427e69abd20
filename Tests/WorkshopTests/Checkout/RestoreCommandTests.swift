import Foundation
import Testing

@testable import WorkshopGrader

/// `workshop restore`, on the kit of ``CheckoutCommandTests``: what reset and solve set aside, listed and
/// put back.
extension CheckoutCommandTests {
    @Test(
        "restore after reset lists the saved version and puts every file back as it was, the starter's extra one aside")
    func restoreAfterReset() async throws {
        try write("Exercises/01-Demo/Sources/Demo/A.swift", "let a = 42 // mine\n")
        try write("Exercises/01-Demo/Sources/Demo/Notes.swift", "// my notes\n")
        try FileManager.default.removeItem(at: kit.appendingPathComponent("Exercises/01-Demo/Sources/Demo/B.swift"))
        #expect(await run(["reset", "01"]).status == 0)

        let list = await run(["restore"])
        #expect(
            list.output == """
                What reset, solve and restore set aside, newest first:
                  1  2026-11-30 16:55:02 UTC  01-Demo, before `workshop reset`  (\(saved))
                Put one back with `swift run workshop restore 1`; the files it replaces are set aside first.

                """, "\(list.output)")
        let restored = await run(["restore", "1"])
        #expect(restored.status == 0, "\(restored.error)")
        let second = ".workshop-saved/2026-11-30T16-55-02Z-01-Demo-2/"
        #expect(
            restored.output == """
                Saved your files of Exercises/01-Demo, as they were, in \(second)
                Exercises/01-Demo has the files `workshop reset` of 2026-11-30 16:55:02 UTC changed back as they were before it, from \(saved):
                  replaced  Sources/Demo/A.swift
                  removed   Sources/Demo/B.swift
                  added     Sources/Demo/Notes.swift
                3 files changed.
                Grade it with `swift run workshop grade 01`.

                """, "\(restored.output)")
        #expect(read("Exercises/01-Demo/Sources/Demo/A.swift") == "let a = 42 // mine\n")
        #expect(read("Exercises/01-Demo/Sources/Demo/Notes.swift") == "// my notes\n")
        #expect(read("Exercises/01-Demo/Sources/Demo/B.swift") == nil, "Deleted before the reset, so gone again")
        #expect(
            read("\(second)Sources/Demo/A.swift") == "let a = 0 // TODO(01.1)\n", "What restore replaced is set aside")

        let undo = await run(["restore", "1"])
        #expect(undo.status == 0 && undo.output.contains("the files `workshop restore` of"), "\(undo.output)")
        #expect(git(["status", "--porcelain"])?.output == "", "Restoring the restore's version undoes it")
    }

    @Test("restore puts no staged copy into the exercise, a file's whose version on disk was not set aside included")
    func restoreLeavesStagedCopies() async throws {
        let only = "Exercises/01-Demo/Sources/Demo/Only.swift"
        try write(only, "// staged, then deleted\n")
        #expect(git(["add", only])?.status == 0)
        try FileManager.default.removeItem(at: kit.appendingPathComponent(only))
        let file = "Exercises/01-Demo/Sources/Demo/A.swift"
        let starter = try #require(read(file))
        try write(file, "let a = 1 // staged\n")
        #expect(git(["add", file])?.status == 0)
        try write(file, starter)
        try write("Exercises/01-Demo/Sources/Demo/Notes.swift", "// my notes\n")
        #expect(await run(["reset", "01"]).status == 0)
        #expect(read("\(saved)Sources/Demo/Only.swift.staged") == "// staged, then deleted\n")
        #expect(read("\(saved)Sources/Demo/A.swift.staged") == "let a = 1 // staged\n")

        let restored = await run(["restore", "1"])
        #expect(restored.status == 0, "\(restored.error)")
        let files = try FileManager.default.contentsOfDirectory(
            atPath: kit.appendingPathComponent("Exercises/01-Demo/Sources/Demo").path)
        #expect(!files.contains { $0.hasSuffix(".staged") }, "The staged copies stay in the saved folder: \(files)")
        #expect(read("Exercises/01-Demo/Sources/Demo/Notes.swift") == "// my notes\n")
    }

    @Test("restore after solve puts the attendee's files back, their own file included")
    func restoreAfterSolve() async throws {
        try write("Exercises/02-Pair/Sources/Pair/Box.swift", "// my box\n")
        try write("Exercises/02-Pair/Sources/Pair/Extra.swift", "// mine\n")
        #expect(await run(["solve", "02"]).status == 0)
        #expect(read("Exercises/02-Pair/Sources/Pair/Box.swift") == "// Box, done\n")

        let restored = await run(["restore", "1"])
        #expect(restored.status == 0, "\(restored.error)")
        #expect(
            restored.output.contains(
                "has the files `workshop solve` of 2026-11-30 16:55:02 UTC changed back as they were before it"))
        #expect(read("Exercises/02-Pair/Sources/Pair/Box.swift") == "// my box\n")
        #expect(read("Exercises/02-Pair/Sources/Pair/Model.swift") == "// Model\n")
        #expect(read("Exercises/02-Pair/Sources/Pair/Screen.swift") == "// Screen\n")
        #expect(read("Exercises/02-Pair/Sources/Pair/Extra.swift") == "// mine\n")
        #expect(
            await run(["restore", "2"]).output.contains("already has the files `workshop solve`"), "Nothing to do twice"
        )
    }

    @Test("restore with nothing saved says where reset and solve save; a number it does not list is refused")
    func restoreRefusals() async throws {
        let none = await run(["restore"])
        #expect(none.status == 0 && none.output.hasPrefix("Nothing is set aside yet: `workshop reset` and"))
        let missing = await run(["restore", "1"])
        #expect(
            missing.status == 2
                && missing.error
                    == "workshop restore: there is no saved version 1 (nothing is set aside yet); `swift run workshop restore` lists them.\n"
        )
        try write("Exercises/01-Demo/Sources/Demo/A.swift", "let a = 42 // mine\n")
        #expect(await run(["reset", "01"]).status == 0)
        let beyond = await run(["restore", "3"])
        #expect(beyond.status == 2 && beyond.error.contains("(they are numbered 1 to 1)"), "\(beyond.error)")
        let word = await run(["restore", "latest"])
        #expect(word.status == 2 && word.error.hasPrefix("workshop restore: \"latest\" is not a version's number"))
        #expect(read("Exercises/01-Demo/Sources/Demo/A.swift") == "let a = 0 // TODO(01.1)\n", "Nothing changed")
    }
}
