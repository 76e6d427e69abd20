import Foundation
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `workshop grade`: builds and tests exercises, and scores each task.
package struct GradeCommand: WorkshopCommand {
    package static let signature = CommandSignature(
        name: "grade",
        abstract: "build and test the workshop's exercises, and score each task.",
        synopsis: "[NN|--all]",
        arguments: [
            .init(
                name: "NN",
                help: "The exercise to grade: 01, 1 or 01-RefactorToMVVM. Without it, the first\nexercise not yet"
                    + " complete.",
                isOptional: true)
        ],
        options: [
            .flag(.all, "Grade every exercise of the tree, each on its own."),
            .value(.tree, "DIR", "The folder of exercises: Exercises (the default: your work) or Solutions."),
            .value(.json, "FILE", "Also write the results for tools, as Exercism's results.json version 3."),
            .flag(.watch, "Grade again whenever you save a file of the exercise (Ctrl-C stops)."),
            .value(.hint, "NN.T", "Show the hint for task NN.T, such as 01.2, instead of grading."),
        ],
        discussion: """
            Each exercise builds alone: one that does not compile scores 0 and shows its first errors, and the
            others are graded as usual. A test that crashes or runs too long is reported as such; the others
            still run. A task earns its points when all of its tests pass; in exercise 06, where you write the
            tests, it earns the share of the broken versions of the view models that its tests catch.
            Exit status: 0 when every exercise graded is complete, 1 when one is not, 2 for a usage error.

            """
    )

    /// The checked options.
    package let options: GradeOptions

    package init(_ arguments: ParsedArguments) throws(UsageError) {
        options = try GradeOptions(arguments)
    }

    /// What grading needs from the outside world; tests replace the grader and the clock.
    package struct Environment: Sendable {
        /// The kit's root folder.
        package var kitRoot: @Sendable () throws -> URL
        /// Grades one exercise (for real: build, then supervised tests) at the kit's root, through the
        /// session's wrapper, which it calls once holding the build folder (``Grader/WhileHeld``).
        package var grade: @Sendable (Exercise, URL, Grader.WhileHeld) -> ExerciseGrade
        /// Whether standard output is a terminal and `NO_COLOR` is unset.
        package var useColor: Bool
        /// Waits between two looks at the files in `--watch`, in seconds.
        package var sleep: @Sendable (Double) -> Void
        /// Whether `--watch` goes on after each look (always, for people; tests stop it).
        package var keepWatching: @Sendable () -> Bool
        /// What `swift --version` prints (`nil`: it could not run), to warn about an unproven toolchain.
        package var toolchainVersion: @Sendable () -> String? = { ToolchainCheck.versionOutput() }
        /// The room the kit at a root joined (`workshop room join`), read before each round's first test runs.
        ///
        /// It gives the name for `--json`, and publishes the grades once the report is printed.
        /// ``RoomLink/none`` by default.
        package var room: @Sendable (URL) -> RoomLink = { _ in .none }
        /// Now, for the time `--json` says the grade was made.
        package var now: @Sendable () -> Date = { Date() }
    }

    /// The real world: the kit around the current folder, real builds, real time.
    package static func standardEnvironment(console: Console) -> Environment {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Environment(
            kitRoot: { try SourceTree.locate().root },
            grade: { exercise, kitRoot, whileHeld in
                LeftoverProcesses.adopt()
                var grader = Grader(kitRoot: kitRoot)
                grader.onWait = { console.writeError("Waiting for another `workshop grade` to finish…\n") }
                grader.onBuildWait = { console.writeError(Grader.buildWaitMessage) }
                grader.status = StatusLine.standardError(console: console)
                return grader.grade(exercise, whileHeld: whileHeld)
            },
            useColor: isatty(STDOUT_FILENO) != 0 && !noColor,
            sleep: { Thread.sleep(forTimeInterval: $0) },
            keepWatching: { true }
        )
    }

    /// Runs `workshop grade` with `arguments` (after `grade`) in `environment`.
    /// - Returns: 0 when every exercise graded is complete, 1 when one is not, 2 for a usage error.
    package static func run(_ arguments: [String], console: Console, environment: Environment) async -> Int32 {
        await main(arguments, console: console) { await $0.run(console: console, environment: environment) }
    }

    package func run(console: Console) async -> Int32 {
        await run(console: console, environment: Self.standardEnvironment(console: console))
    }

    /// Grades in `environment`, on a ``WorkerThread``: grading only waits for builds and test programs,
    /// and tests running side by side need the main actor for the app's screens.
    /// - Returns: 0 when every exercise graded is complete, 1 when one is not, 2 for a usage error.
    package nonisolated func run(console: Console, environment: Environment) async -> Int32 {
        await WorkerThread.run { self.grade(console: console, environment: environment) }
    }

    private nonisolated func grade(console: Console, environment: Environment) -> Int32 {
        let kitRoot: URL
        let tree: ExerciseTree
        do {
            kitRoot = try environment.kitRoot()
            tree = try ExerciseTree.load(options.tree, kitRoot: kitRoot)
        } catch {
            console.writeError("workshop grade: \(error)\n")
            return ExitStatus.usage
        }
        if let taskID = options.hint {
            return Self.showHint(taskID, in: tree, log: HintLog(kitRoot: kitRoot), console: console)
        }

        if let json = options.json, let problem = Self.unwritable(json) {
            console.writeError("workshop grade: cannot write the results to \(json): \(problem)\n")
            return ExitStatus.usage
        }

        let session = GradeSession(
            tree: tree, kitRoot: kitRoot, options: options, console: console, environment: environment)
        let exercises: [Exercise]
        do {
            if options.all {
                exercises = tree.exercises
            } else if let reference = options.exercise {
                exercises = [try tree.exercise(reference)]
            } else {
                exercises = [session.currentExercise()]
            }
        } catch {
            console.writeError("workshop grade: \(error)\n")
            return ExitStatus.usage
        }
        guard options.watch, let watched = exercises.first else {
            return session.gradeAndReport(exercises)
        }
        return session.watch(watched)
    }

    /// Why `path` cannot take the JSON results, or `nil` when it can: checked before grading, so a typo
    /// does not cost a whole grading.
    private nonisolated static func unwritable(_ path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder"
        }
        let parent = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            return "there is no folder \(parent.path)"
        }
        return nil
    }

    /// Prints the hint of `taskID`: its first step, or, once that was shown (`log`), both steps.
    private nonisolated static func showHint(
        _ taskID: String, in tree: ExerciseTree, log: HintLog, console: Console
    ) -> Int32 {
        let number = String(taskID.prefix { $0 != "." })
        guard let exercise = try? tree.exercise(number) else {
            console.writeError("workshop grade: no exercise \(number) for the hint \(taskID)\n")
            return ExitStatus.usage
        }
        let hints = Hints(of: exercise)
        guard let steps = hints.steps(for: taskID) else {
            let known = hints.sections.keys.sorted().joined(separator: ", ")
            console.writeError(
                "workshop grade: \(exercise.name) has no hint \(taskID); it has hints for \(known.isEmpty ? "no task" : known)\n"
            )
            return ExitStatus.usage
        }
        guard let code = steps.code else {
            console.write(steps.nudge + "\n")
            return ExitStatus.success
        }
        if log.shown.contains(taskID) {
            console.write(steps.nudge + "\n\n" + code + "\n")
        } else {
            console.write(
                steps.nudge + "\n\nStill stuck? Ask again, `swift run workshop grade --hint \(taskID)`, for the code.\n"
            )
            log.noteShown(taskID)
        }
        return ExitStatus.success
    }
}
