import AppHost
import WorkshopSupport

/// The `workshop` command: finds the subcommand and hands over to it.
///
/// Kept apart from the executable so that tests run it in-process, with a captured ``Console``, and
/// compare whole outputs and exit statuses.
public enum Workshop {
    /// Every command, in the order the overview lists them.
    @MainActor
    static let commands: [any WorkshopCommand.Type] = [
        RunCommand.self, PlayCommand.self, CompareCommand.self, RestoreCommand.self, GradeCommand.self,
        ResetCommand.self, SolveCommand.self, CopiesCommand.self, ChaffCommand.self, HelpCommand.self,
    ]

    /// The command called `name`, or `nil`.
    @MainActor
    static func command(named name: String) -> (any WorkshopCommand.Type)? {
        commands.first { $0.signature.name == name }
    }

    /// `; did you mean NAME?` for the command whose name looks like a typo of `name`; empty when none does.
    @MainActor
    static func closestCommand(to name: String) -> String {
        UsageError.closest(to: name, among: commands.map { $0.signature.name }).map { "; did you mean \($0)?" } ?? ""
    }

    /// Runs `workshop` with `arguments` (without the program name) and returns the exit status.
    ///
    /// Exit statuses: 0 success; 1 an expectation failed; 2 a usage error or bad input.
    ///
    /// With no command, or with only options (`workshop --variant mvc`), it runs the app: `workshop run`.
    @MainActor
    public static func run(_ arguments: [String], console: Console) async -> Int32 {
        guard let name = arguments.first else {
            return await RunCommand.main([], console: console)
        }
        if name == "--help" || name == "-h" {
            return await HelpCommand.main(Array(arguments.dropFirst()), console: console)
        }
        if name.hasPrefix("-") {
            return await RunCommand.main(arguments, console: console)
        }
        guard let command = command(named: name) else {
            console.writeError("workshop: unknown command \"\(name)\"\(closestCommand(to: name))\n\(HelpText.tryHelp)")
            return ExitStatus.usage
        }
        return await command.main(Array(arguments.dropFirst()), console: console)
    }
}

extension Workshop {
    /// Runs `workshop play …` or `workshop run …` with `variant` as the app: what the small package that
    /// `--exercise NN` builds calls, with the exercise's first screen as `variant`.
    ///
    /// - Parameters:
    ///   - arguments: `play` or `run`, then its arguments, without `--exercise`, `--tree` or `--variant`.
    ///   - console: Where the screens and messages go.
    ///   - variant: The app to play or run.
    /// - Returns: The exit status, as ``run(_:console:)`` returns it.
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
