import Foundation
import WorkshopSupport

/// `workshop copies [--write]`, for maintainers: checks, or makes, every file the kit keeps as a copy of
/// another (``KitCopies``).
package struct CopiesCommand: WorkshopCommand {
    package static let signature = CommandSignature(
        name: "copies",
        abstract: "for maintainers: check, or with --write make, each file the kit keeps as a copy.",
        options: [
            .flag(
                .write,
                "Write every copy that differs from its source, and say which. It writes in\nExercises/ too:"
                    + " never in a kit whose exercises you are doing.")
        ],
        discussion: """
            The copies: the files every MVVM variant shares (from the first MVVM variant's, mvvm-boxes), a
            solution's sameAsKit files (from Sources/VARIANT/), the exercises' test helpers
            (from Tests/VARIANTTests/), a solution's README.md, HINTS.md, exercise.json and Package.swift
            (from its starter), and every file of a starter without a TODO(NN.T) marker (from its solution).
            Edit the source, then run `swift run workshop copies --write`. CI runs `workshop copies`.
            Exit status: 0 every copy is as its source, 1 a copy differs or is missing (named, with its
            source), a source is missing, or a copy could not be written (--write refuses in a kit with
            grades), 2 the kit's exercises cannot be read.

            """
    )

    /// `--write`: make the copies rather than only check them.
    package let writes: Bool

    package init(_ arguments: ParsedArguments) {
        writes = arguments.has(.write)
    }

    package func run(console: Console) async -> Int32 {
        await inKit(console: console) { await run(console: console, kitRoot: $0) }
    }

    /// Checks or writes the copies of the kit at `kitRoot`, on a ``WorkerThread``: it only reads and writes
    /// files.
    /// - Returns: The exit status.
    package nonisolated func run(console: Console, kitRoot: URL) async -> Int32 {
        await WorkerThread.run { self.copying(console: console, kitRoot: kitRoot) }
    }

    private nonisolated func copying(console: Console, kitRoot: URL) -> Int32 {
        let copies: KitCopies
        do {
            copies = try KitCopies(kitRoot: kitRoot)
        } catch {
            console.writeError("workshop copies: \(error)\n")
            return ExitStatus.usage
        }
        for problem in copies.problems { console.writeError("workshop copies: \(problem).\n") }
        let stale = copies.stale(kitRoot: kitRoot)
        guard writes else {
            if stale.isEmpty && copies.problems.isEmpty {
                console.write("Every copy (\(copies.copies.count)) is as its source.\n")
                return ExitStatus.success
            }
            if stale.isEmpty { return ExitStatus.failure }
            let manager = FileManager.default
            let lines = stale.map { copy in
                let missing = !manager.fileExists(atPath: kitRoot.appendingPathComponent(copy.path).path)
                return "  \(copy.path)\(missing ? " (missing)" : ""), a copy of \(copy.source)"
            }
            console.writeError(
                "workshop copies: \(stale.count) of the kit's copies differ from their source or are missing:\n"
                    + lines.joined(separator: "\n")
                    + "\nEdit the source, not the copy, then run `swift run workshop copies --write`.\n")
            return ExitStatus.failure
        }
        // Grades in the kit mean someone does its exercises here: --write would overwrite their files.
        let progress = GradeProgressFile(kitRoot: kitRoot).url
        if FileManager.default.fileExists(atPath: progress.path) {
            console.writeError(
                "workshop copies: this kit has grades (\(progress.lastPathComponent)), so its exercises are being"
                    + " done here, and --write would overwrite files in Exercises/. Nothing was written; run it in"
                    + " a clone of the kit where no one grades.\n")
            return ExitStatus.failure
        }
        for copy in stale {
            let url = kitRoot.appendingPathComponent(copy.path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(copy.text.utf8).write(to: url, options: .atomic)
            } catch {
                console.writeError("workshop copies: cannot write \(copy.path): \(error.localizedDescription)\n")
                return ExitStatus.failure
            }
            console.write("Wrote \(copy.path), from \(copy.source)\n")
        }
        // The copies of copies (a starter's file from a solution's sameAsKit file) were worked out from
        // what their source will hold, so one pass makes them all.
        console.write(stale.isEmpty ? "Every copy (\(copies.copies.count)) is as its source already.\n" : "")
        return copies.problems.isEmpty ? ExitStatus.success : ExitStatus.failure
    }
}
