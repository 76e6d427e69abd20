import Foundation

/// `workshop grade`: builds and tests exercises, and scores each task.
///
/// `workshop grade [NN|--all] [--tree Exercises|Solutions] [--json FILE] [--watch] [--hint NN.T]`
enum GradeCommand {
    /// What grading needs from the outside world; tests replace the grader and the clock.
    struct Environment {
        /// The kit's root folder.
        var kitRoot: () throws -> URL
        /// Grades one exercise (for real: build, then supervised tests).
        var grade: (Exercise, URL) -> ExerciseGrade
        /// Whether standard output is a terminal and `NO_COLOR` is unset.
        var useColor: Bool
        /// Waits between two looks at the files in `--watch`, in seconds.
        var sleep: (Double) -> Void
        /// Whether `--watch` goes on after each look (always, for people; tests stop it).
        var keepWatching: () -> Bool
    }

    /// The real world: the kit around the current folder, real builds, real time.
    static func standardEnvironment(console: Console) -> Environment {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Environment(
            kitRoot: { try SourceTree.locate().root },
            grade: { exercise, kitRoot in
                var grader = Grader(kitRoot: kitRoot)
                grader.onWait = { console.writeError("Waiting for another `workshop grade` to finish…\n") }
                return grader.grade(exercise)
            },
            useColor: console.isInteractive() && !noColor,
            sleep: { Thread.sleep(forTimeInterval: $0) },
            keepWatching: { true }
        )
    }

    /// Runs `workshop grade` with `arguments` (after `grade`).
    /// - Returns: 0 when every exercise graded is complete, 1 when one is not, 2 for a usage error.
    @MainActor
    static func run(_ arguments: [String], console: Console) -> Int32 {
        run(arguments, console: console, environment: standardEnvironment(console: console))
    }

    /// Runs `workshop grade` in `environment`.
    @MainActor
    static func run(_ arguments: [String], console: Console, environment: Environment) -> Int32 {
        let options: GradeOptions
        let kitRoot: URL
        let tree: ExerciseTree
        do {
            options = try GradeOptions(arguments)
            if options.showHelp {
                console.write(HelpText.grade)
                return ExitStatus.success
            }
            kitRoot = try environment.kitRoot()
            tree = try ExerciseTree.load(options.tree, kitRoot: kitRoot)
        } catch {
            console.writeError("workshop grade: \(error)\n")
            return ExitStatus.usage
        }
        if let taskID = options.hint {
            return showHint(taskID, in: tree, console: console)
        }
        if options.all {
            for broken in tree.invalid {
                console.writeError("workshop grade: \(broken.name) cannot be graded: \(broken.problem)\n")
            }
        }

        let progressFile = kitRoot.appendingPathComponent(".build/grade/progress.json")
        var progress = GradeProgress.load(from: progressFile)
        let exercises: [Exercise]
        do {
            if options.all {
                exercises = tree.exercises
            } else if let reference = options.exercise {
                exercises = [try tree.exercise(reference)]
            } else {
                let current = progress.current(in: tree) ?? tree.exercises[0]
                console.writeError("Grading \(current.name), the first not yet complete; `grade NN` picks another.\n")
                exercises = [current]
            }
        } catch {
            console.writeError("workshop grade: \(error)\n")
            return ExitStatus.usage
        }

        let report = GradeReportText(useColor: environment.useColor) { taskID in
            guard let exercise = tree.exercises.first(where: { taskID.hasPrefix($0.number + ".") }) else {
                return false
            }
            return Hints(of: exercise).hint(for: taskID) != nil
        }
        func gradeAndReport(_ exercises: [Exercise]) -> Bool {
            var grades: [ExerciseGrade] = []
            for (index, exercise) in exercises.enumerated() {
                console.writeError("Building and testing \(exercise.path)…\n")
                let grade = environment.grade(exercise, kitRoot)
                grades.append(grade)
                progress.record(grade, tree: tree.path)
                console.write((index > 0 ? "\n" : "") + report.exercise(grade))
            }
            progress.save(to: progressFile)
            let totals = progress.totals(in: tree)
            console.write(
                "\n"
                    + report.progress(
                        complete: totals.complete, of: tree.exercises.count, points: totals.points,
                        maxPoints: totals.maxPoints, tree: tree.path))
            if let json = options.json {
                let data = ResultsJSON.encode(grades.map { ResultsJSON($0, testCode: { TestSource.code(at: $0) }) })
                do {
                    try data.write(to: URL(fileURLWithPath: json))
                } catch {
                    console.writeError("workshop grade: cannot write \(json): \(error.localizedDescription)\n")
                }
            }
            return grades.allSatisfy(\.isComplete) && (!options.all || tree.invalid.isEmpty)
        }

        var complete = gradeAndReport(exercises)
        guard options.watch, let watched = exercises.first else {
            return complete ? ExitStatus.success : ExitStatus.failure
        }
        console.writeError("Watching \(watched.path): save a file there to grade it again (Ctrl-C stops).\n")
        var snapshot = FolderSnapshot(of: watched.folder)
        while environment.keepWatching() {
            environment.sleep(0.5)
            let now = FolderSnapshot(of: watched.folder)
            let changes = now.changes(since: snapshot)
            guard !changes.isEmpty else { continue }
            console.write("\n── \(changes.joined(separator: ", ")) changed: grading again\n\n")
            complete = gradeAndReport([watched])
            // Files written during the build (none outside .build, normally) do not trigger another round.
            snapshot = FolderSnapshot(of: watched.folder)
        }
        return complete ? ExitStatus.success : ExitStatus.failure
    }

    private static func showHint(_ taskID: String, in tree: ExerciseTree, console: Console) -> Int32 {
        let number = String(taskID.prefix { $0 != "." })
        guard let exercise = try? tree.exercise(number) else {
            console.writeError("workshop grade: no exercise \(number) for the hint \(taskID)\n")
            return ExitStatus.usage
        }
        let hints = Hints(of: exercise)
        guard let hint = hints.hint(for: taskID) else {
            let known = hints.sections.keys.sorted().joined(separator: ", ")
            console.writeError(
                "workshop grade: \(exercise.name) has no hint \(taskID); it has hints for \(known.isEmpty ? "no task" : known)\n"
            )
            return ExitStatus.usage
        }
        console.write(hint + "\n")
        return ExitStatus.success
    }
}
