import AppHost

/// The `workshop` command: parses the subcommand and hands over to it.
///
/// Kept apart from the executable so that tests run it in-process, with a captured ``Console``, and
/// compare whole outputs and exit statuses.
public enum Workshop {
    /// Runs `workshop` with `arguments` (without the program name) and returns the exit status.
    ///
    /// Exit statuses: 0 success; 1 an expectation failed; 2 a usage error or bad input.
    ///
    /// With no command, or with only options (`workshop --variant mvc`), it runs the app: `workshop run`.
    @MainActor
    public static func run(_ arguments: [String], console: Console) async -> Int32 {
        guard let command = arguments.first, command != "run" else {
            return await RunCommand.run(Array(arguments.dropFirst()), console: console)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "play":
            return await PlayCommand.run(rest, console: console)
        case "compare":
            return await CompareCommand.run(rest, console: console)
        case "restore-dismissed":
            return RestoreCommand.run(rest, console: console)
        case "grade":
            return GradeCommand.run(rest, console: console)
        case "reset":
            return CheckoutCommand.run(.reset, rest, console: console)
        case "solve":
            return CheckoutCommand.run(.solve, rest, console: console)
        case let option where option.hasPrefix("--") && option != "--help":
            return await RunCommand.run(arguments, console: console)
        case "help", "--help", "-h":
            switch rest.first {
            case nil:
                console.write(HelpText.overview)
            case "play":
                console.write(HelpText.play)
            case "run":
                console.write(HelpText.run)
            case "compare":
                console.write(HelpText.compare)
            case "restore-dismissed":
                console.write(HelpText.restore)
            case "grade":
                console.write(HelpText.grade)
            case "reset":
                console.write(HelpText.reset)
            case "solve":
                console.write(HelpText.solve)
            case let other?:
                console.writeError("workshop: no help for \"\(other)\": it is not a command\n\(HelpText.tryHelp)")
                return ExitStatus.usage
            }
            return ExitStatus.success
        default:
            console.writeError("workshop: unknown command \"\(command)\"\n\(HelpText.tryHelp)")
            return ExitStatus.usage
        }
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
            return await PlayCommand.run(rest, console: console, exerciseVariant: variant)
        case "run":
            return await RunCommand.run(rest, console: console, exerciseVariant: variant)
        default:
            let command = arguments.first ?? "nothing"
            console.writeError("workshop: \(variant.name) can only be played or run, not \(command)\n")
            return ExitStatus.usage
        }
    }
}

/// The exit statuses of `workshop` (SPEC.md, "Script language").
public enum ExitStatus {
    /// Everything ran and every expectation held.
    public static let success: Int32 = 0
    /// An expectation of the script failed, or the app broke a rule of the widgets.
    public static let failure: Int32 = 1
    /// The command, an option, the script or a threats file is wrong; nothing was judged.
    public static let usage: Int32 = 2
}
