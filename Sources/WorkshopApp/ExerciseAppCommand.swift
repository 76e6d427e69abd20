import AppHost
import WorkshopSupport

/// `workshop play …` and `workshop run …` with an exercise's app in place of a variant: what the small
/// package that `--exercise NN` builds calls, with the exercise's first screen as the variant.
public enum ExerciseAppCommand {
    /// Runs `play` or `run` with `variant` as the app.
    ///
    /// - Parameters:
    ///   - arguments: `play` or `run`, then its arguments, without `--exercise`, `--tree` or `--variant`.
    ///   - console: Where the screens and messages go.
    ///   - variant: The app to play or run.
    /// - Returns: The exit status: 0 success; 1 an expectation failed; 2 a usage error or bad input.
    @MainActor
    public static func run(_ arguments: [String], console: Console, variant: Variant) async -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "play":
            return await PlayCommand.main(rest, console: console) {
                await $0.run(console: console, exerciseVariant: variant)
            }
        case "run":
            return await RunCommand.main(rest, console: console) {
                await $0.run(console: console, exerciseVariant: variant)
            }
        default:
            let command = arguments.first ?? "nothing"
            console.writeError("workshop: \(variant.name) can only be played or run, not \(command)\n")
            return ExitStatus.usage
        }
    }
}
