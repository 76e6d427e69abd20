import AppHost
import Foundation
import Variants

/// `workshop run`: the real app in a terminal, on real time (what `swift run workshop` starts).
enum RunCommand {
    /// Runs `workshop run` with `arguments` (after `run`).
    /// - Parameters:
    ///   - arguments: The words after `run`.
    ///   - console: Where the screens and messages go.
    ///   - exerciseVariant: The app to run in place of a `--variant` (an exercise's, in the package
    ///     `--exercise` builds); `nil` for the kit's variants.
    /// - Returns: The exit status.
    @MainActor
    static func run(_ arguments: [String], console: Console, exerciseVariant: Variant? = nil) async -> Int32 {
        let options: AppOptions
        do {
            options = try AppOptions(parsing: arguments, allowsScript: false)
        } catch {
            console.writeError("workshop run: \(error.message)\nRun `workshop run --help` for usage.\n")
            return ExitStatus.usage
        }
        if options.wantsHelp {
            console.write(HelpText.run)
            return ExitStatus.success
        }
        if let problem = options.exerciseProblem {
            console.writeError("workshop run: \(problem)\nRun `workshop run --help` for usage.\n")
            return ExitStatus.usage
        }
        if exerciseVariant == nil, let exercise = options.exercise {
            // Said before building, which takes a while the first time.
            guard console.isInteractive() else {
                console.writeError(HelpText.runNeedsTerminal)
                return ExitStatus.usage
            }
            return ExerciseApp.standard(console: console).run(
                command: "run", exercise: exercise, tree: options.tree, arguments: arguments)
        }
        if let id = options.variantID, Variant.named(id) == nil {
            console.writeError(
                "workshop run: unknown variant \"\(id)\" (known: \(Variant.all.map(\.id).joined(separator: ", ")))\n"
            )
            return ExitStatus.usage
        }
        do {
            _ = try options.loadThreats()
        } catch {
            console.writeError("workshop run: \(error.description)\n")
            return ExitStatus.usage
        }
        guard console.isInteractive() else {
            console.writeError(HelpText.runNeedsTerminal)
            return ExitStatus.usage
        }
        await TerminalLoop.start(options: options, variant: exerciseVariant)
    }
}
