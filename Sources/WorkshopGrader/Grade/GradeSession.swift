import Foundation
import WorkshopSupport

/// One run of `workshop grade` once its arguments are checked: grades, reports and remembers
/// progress, once or, with `--watch`, after every save.
package struct GradeSession {
    package let tree: ExerciseTree
    package let kitRoot: URL
    package let options: GradeOptions
    package let console: Console
    package let environment: GradeCommand.Environment

    private var progressFile: GradeProgressFile { GradeProgressFile(kitRoot: kitRoot) }

    /// The first exercise not yet graded complete, as the last gradings left them, saying so.
    package func currentExercise() -> Exercise {
        if let current = progressFile.load(note: { console.writeError("Note: " + $0) }).current(in: tree) {
            console.writeError("Grading \(current.name), the first not yet complete; `grade NN` picks another.\n")
            return current
        }
        let first = tree.exercises[0]
        console.writeError("Every exercise is complete; grading \(first.name) again. `grade NN` picks another.\n")
        return first
    }

    /// Grades `exercises` one by one, prints each report and the progress line, and writes the JSON.
    /// - Returns: The exit status: 0 when each one (and, with `--all`, every exercise) is complete,
    ///   1 when not, 2 when the JSON could not be written.
    package func gradeAndReport(_ exercises: [Exercise]) -> Int32 {
        let report = GradeReportText(useColor: environment.useColor) { taskID in
            tree.exercises.first { taskID.hasPrefix($0.number + ".") }.map { Hints(of: $0).hint(for: taskID) != nil }
                ?? false
        }
        // Before any test runs: what the graded code writes to the kit's room files cannot redirect this grade.
        let room = environment.room(kitRoot)
        var grades: [ExerciseGrade] = []
        var texts: [String] = []
        if let note = ToolchainCheck.note(forVersionOutput: environment.toolchainVersion()) {
            console.writeError(note)
        }
        var progress: GradeProgress?
        for exercise in exercises {
            console.writeError("Building and testing \(exercise.path)…\n")
            let grade = environment.grade(exercise, kitRoot) { grading in
                // Read before the tests run and written after, holding the build folder, which every
                // grading needs: only a grader writes progress, and what a test writes meanwhile is lost.
                var kept = progressFile.load(note: { console.writeError("Note: " + $0) })
                let grade = grading()
                if grade.isTheAttendees { kept.record(grade, tree: tree.path) }
                progressFile.save(kept, note: { console.writeError("Note: " + $0) })
                progress = kept
                return grade
            }
            grades.append(grade)
            var text = report.exercise(grade)
            let changed = changedGradingFiles(of: exercise)
            if !changed.isEmpty {
                text +=
                    "  Note: graded with your own \(changed.joined(separator: ", ")), which differ from the originals.\n"
            }
            texts.append(text)
            console.write((texts.count > 1 ? "\n" : "") + text)
        }
        // Exercises that cannot be graded say so among the others, with --all.
        let broken = options.all ? tree.invalid : []
        for exercise in broken {
            console.write("\n" + report.cannotGrade(exercise.name, because: exercise.problem))
        }

        // As the last grading left it (grades written since by another `workshop grade` show next time).
        let totals = (progress ?? progressFile.load(note: { console.writeError("Note: " + $0) })).totals(in: tree)
        console.write(
            "\n"
                + report.progress(
                    complete: totals.complete, of: tree.exercises.count, points: totals.points,
                    maxPoints: totals.maxPoints, tree: tree.path))

        if let json = options.json {
            let reports =
                grades.map { ResultsJSON($0, testCode: { TestSource.code(at: $0) }) }
                + broken.map { ResultsJSON(cannotGrade: $0.name, because: $0.problem) }
            do {
                try ResultsJSON.encode(reports, gradedAt: environment.now(), attendee: room.attendee)
                    .write(
                        to: URL(fileURLWithPath: json))
            } catch {
                console.writeError(
                    "workshop grade: cannot write the results to \(json): \(error.localizedDescription)\n")
                return ExitStatus.usage
            }
        }
        room.publish(grades.filter(\.isTheAttendees), tree.path, console)
        return grades.allSatisfy(\.isComplete) && broken.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    /// The files that decide a grade (the tests, `exercise.json`) that differ from the same exercise's
    /// in `Solutions/`, which holds them untouched; empty when there is nothing to compare with.
    ///
    /// A grade from changed tests is still a grade, but the attendee and the instructor should know.
    private func changedGradingFiles(of exercise: Exercise) -> [String] {
        let original = kitRoot.appendingPathComponent("Solutions/\(exercise.name)")
        guard tree.path != "Solutions", FileManager.default.fileExists(atPath: original.path) else { return [] }
        func contents(under folder: URL) -> [String: Data] {
            var files: [String: Data] = [:]
            let base = folder.standardizedFileURL.path + "/"
            let tests = folder.appendingPathComponent("Tests")
            let enumerator = FileManager.default.enumerator(
                at: tests, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let url = enumerator?.nextObject() as? URL {
                if let data = FileManager.default.contents(atPath: url.path) {
                    files[String(url.standardizedFileURL.path.dropFirst(base.count))] = data
                }
            }
            files["exercise.json"] = FileManager.default.contents(
                atPath: folder.appendingPathComponent("exercise.json").path)
            return files
        }
        let mine = contents(under: exercise.folder)
        let theirs = contents(under: original)
        var changed: [String] = []
        // Where the attendee writes the tests (exercise 06), their tests are meant to differ.
        let testsAreTheirs = exercise.manifest.gradedWithChaffs
        if !testsAreTheirs, mine.filter({ $0.key != "exercise.json" }) != theirs.filter({ $0.key != "exercise.json" }) {
            changed.append("tests")
        }
        if mine["exercise.json"] != theirs["exercise.json"] { changed.append("exercise.json") }
        return changed
    }

    /// Grades `exercise`, then again whenever one of its Swift files changes, until told to stop.
    package func watch(_ exercise: Exercise) -> Int32 {
        // Each snapshot is taken before grading, so that a save during a grading is seen at the next look.
        var snapshot = FolderSnapshot(of: exercise.folder)
        var status = gradeAndReport([exercise])
        console.writeError("Watching \(exercise.path): save a file there to grade it again (Ctrl-C stops).\n")
        while environment.keepWatching() {
            environment.sleep(0.5)
            let now = FolderSnapshot(of: exercise.folder)
            let changes = now.changes(since: snapshot)
            guard !changes.isEmpty else { continue }
            snapshot = now
            console.write("\n── \(changes.joined(separator: ", ")) changed: grading again\n\n")
            status = gradeAndReport([exercise])
        }
        return status
    }
}
