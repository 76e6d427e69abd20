import AppHost
import Foundation
import Variants
import WorkshopSupport

/// `workshop run`: the real app in a terminal, on real time (what `swift run workshop` starts).
package struct RunCommand: WorkshopCommand {
    package static let signature = CommandSignature(
        name: "run",
        abstract: "the app in this terminal, on real time.",
        isDefault: true,
        options: AppOptions.declarations(for: "run"),
        discussion: """
            With --exercise, --variant is left out: the exercise's app runs.

            KEYS (shown under the screen):
              Tab, Shift-Tab         Move the focus (▸) to the next or previous place, round past the ends.
              ↑ ↓                    Move the focus up or down the screen, stopping at the top and bottom;
                                     in the list, through the rows (↑ from Load More: the last row).
              a character            Type into the focused field; Backspace deletes.
              Return                 Activate: a button, an alert action, a row (opens it), Return in a field.
              d or ⌦                 Show Delete on the focused row, as a swipe does; Return deletes, Esc cancels.
              Esc                    Back from a pushed screen; on the sign-in screen, back to the variant picker
                                     (an exercise's app, --exercise, stays: q quits it).
              q, Ctrl-C              Quit (q only when the focus is not in a field). The terminal is restored.

            It needs a terminal. To drive the app from a script, a pipe or CI, use `workshop play`.

            \(HelpText.variants)
            """
    )

    /// The command line's options.
    package let options: AppOptions
    /// The command line, for the exercise's app that `--exercise` builds: all but `--exercise` and `--tree`.
    package let appWords: [String]

    package init(_ arguments: ParsedArguments) throws(UsageError) {
        (options, appWords) = try AppOptions.command(arguments)
        if let id = options.variantID, Variant.named(id) == nil {
            throw UsageError(
                "unknown variant \"\(id)\" (known: \(Variant.all.map(\.id).joined(separator: ", ")))")
        }
    }

    package func run(console: Console) async -> Int32 {
        await run(console: console, exerciseVariant: nil)
    }

    /// The exercise `--exercise` names, its tree and the arguments for its app, or `nil` without one: the
    /// command then builds and runs the exercise's app (`workshop`'s launcher does), not a variant.
    package var exerciseLaunch: ExerciseLaunch? {
        options.exercise.map { ExerciseLaunch(command: "run", exercise: $0, tree: options.tree, arguments: appWords) }
    }

    /// Runs the app in the terminal until the person quits; returns only when it cannot start.
    /// - Parameters:
    ///   - console: Where messages go.
    ///   - exerciseVariant: The app to run in place of a `--variant` (an exercise's, in the package
    ///     `--exercise` builds); `nil` for the kit's variants.
    /// - Returns: The exit status, when the app could not start.
    package func run(console: Console, exerciseVariant: Variant?) async -> Int32 {
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
