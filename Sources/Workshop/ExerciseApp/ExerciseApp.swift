import AppHost
import Foundation
import Variants
import WorkshopApp
import WorkshopGrader
import WorkshopHandout
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `workshop play SCRIPT --exercise NN` and `workshop run --exercise NN`: builds the exercise's package as
/// it is now, in an ``ExerciseRunnerPackage``, and runs its app in place of this process, with the other
/// arguments, so that standard input and output, the terminal and the exit status are the app's own.
///
/// A compile error shows the first errors, as `workshop grade` does, and nothing runs.
struct ExerciseApp {
    /// The kit's root folder.
    var kitRoot: () throws -> URL
    /// Where messages go.
    var console: Console
    /// Builds the runner package (in the shared build folder, taking turns with `workshop grade`).
    var build: (ExerciseRunnerPackage) -> PackageBuilder.Outcome
    /// Replaces this process with the program and its arguments; returns (an exit status) only when it could not.
    var launch: (URL, [String]) -> Int32

    /// The real world: the kit around the current folder, real builds, the built program run for real.
    static func standard(console: Console) -> ExerciseApp {
        ExerciseApp(
            kitRoot: { try SourceTree.locate().root },
            console: console,
            build: { runner in
                var grader = Grader(kitRoot: runner.kitRoot)
                grader.onBuildWait = { console.writeError(Grader.buildWaitMessage) }
                try? FileManager.default.createDirectory(at: grader.scratchFolder, withIntermediateDirectories: true)
                let lock = GradeLock(at: grader.scratchFolder.appendingPathComponent("grade.lock")) {
                    console.writeError("Waiting for another `workshop grade` to finish…\n")
                }
                // Released before the app starts: a running app must not keep others from grading.
                defer { withExtendedLifetime(lock) {} }
                let status = StatusLine.standardError(console: console)
                defer { status.clear() }
                var builder = grader.packageBuilder(relativePath: grader.relativePath)
                builder.buildsTests = false
                builder.onStep = { step, seconds in
                    status.show("Building \(runner.exercise.path) and its app (\(Int(seconds)) s): \(step)")
                }
                return builder.build(runner.folder)
            },
            launch: { program, arguments in
                let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
                defer { for argument in argv { free(argument) } }
                execv(program.path, argv)
                let reason = String(cString: strerror(errno))
                console.writeError("workshop: cannot start the exercise's app \(program.path): \(reason)\n")
                return ExitStatus.failure
            }
        )
    }

    /// Builds the exercise `launch` names and runs its app with the command and arguments it gives.
    /// - Returns: The app's exit status, or 2 when the exercise cannot be found or built.
    func run(_ launch: ExerciseLaunch) -> Int32 {
        run(command: launch.command, exercise: launch.exercise, tree: launch.tree, arguments: launch.arguments)
    }

    /// Builds and runs the app of the exercise `reference` names, in `tree` (`Exercises` when `nil`).
    /// - Parameters:
    ///   - command: `play` or `run`.
    ///   - reference: The exercise's number (`1` or `01`), its folder's or its package's name.
    ///   - tree: `--tree`.
    ///   - arguments: What the app gets after `play` or `run`: the command line without `--exercise` and `--tree`.
    /// - Returns: 2 when the exercise cannot be found or built, 1 when it does not compile; otherwise the
    ///   app's own exit status (for real, this process becomes the app and does not return).
    func run(command: String, exercise reference: String, tree: String?, arguments: [String]) -> Int32 {
        let prefix = "workshop \(command)"
        var runner: ExerciseRunnerPackage
        do {
            let root = try kitRoot()
            let treePath = tree ?? "Exercises"
            let exercise = try ExerciseTree.load(treePath, kitRoot: root).exercise(reference)
            runner = ExerciseRunnerPackage(
                kitRoot: root, exercise: exercise, treeName: URL(fileURLWithPath: treePath).lastPathComponent)
        } catch {
            console.writeError("\(prefix): \(error)\n")
            return ExitStatus.usage
        }
        let exercise = runner.exercise
        if let problem = exercise.setupProblem {
            console.writeError("\(prefix): \(exercise.path) cannot be built, so its app cannot run: \(problem)\n")
            return ExitStatus.usage
        }
        // Exercise 06 tests the kit's view models without a screen: there is no app to run, but its variant's.
        let app = exercise.folder.appendingPathComponent("Sources/\(exercise.packageName)/ThreatWatchApp.swift")
        guard FileManager.default.fileExists(atPath: app.path) else {
            let variant = exercise.manifest.sameAsKit.values.first.flatMap { folder in
                Variant.all.first { $0.sourceFolder == folder }?.id
            }
            console.writeError(
                "\(prefix): \(exercise.path) has no app of its own: it tests view models without a screen."
                    + (variant.map {
                        " To see them on screen, run their variant: `swift run workshop \(command) --variant \($0)`."
                    } ?? "")
                    + "\n")
            return ExitStatus.usage
        }
        // An app written in the headless SwiftUI (exercise 08) is an `App`, started as SwiftUI starts one.
        runner.isSwiftUI = (try? String(contentsOf: app, encoding: .utf8))?.contains("import HeadlessSwiftUI") == true
        do {
            try runner.write()
        } catch {
            console.writeError(
                "\(prefix): cannot write the package that runs \(exercise.path)'s app in \(runner.folder.path)"
                    + " (\(error.localizedDescription)); check that the kit's .build folder can be written.\n")
            return ExitStatus.usage
        }
        let products: URL
        switch build(runner) {
        case .built(let folder): products = folder
        case .failed(let diagnostics):
            var lines = ["\(prefix): \(exercise.path) does not compile, so its app cannot run. The first errors:"]
            for error in diagnostics.errors {
                lines += error.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
            lines.append(
                "Fix them in \(exercise.path) and run this again (`swift run workshop grade \(exercise.number)`"
                    + " shows them too), or try the finished app with --tree Solutions.")
            console.writeError(lines.joined(separator: "\n") + "\n")
            return ExitStatus.failure
        }
        return launch(products.appendingPathComponent(runner.programName), [command] + arguments)
    }
}
