import AppHost
import WorkshopApp
import WorkshopGrader
import WorkshopHandout
import WorkshopRoom
import WorkshopSupport

/// The `workshop` command: finds the subcommand and hands over to it.
///
/// Kept apart from the executable so that tests run it in-process, with a captured ``Console``, and
/// compare whole outputs and exit statuses.
public enum Workshop {
    /// Every command, in the order the overview lists them.
    @MainActor
    static let commands: [any WorkshopCommand.Type] = [
        RunCommand.self, PlayCommand.self, CompareCommand.self, RestoreDismissedCommand.self, GradeCommand.self,
        ResetCommand.self, SolveCommand.self, RestoreCommand.self, RoomCommand.self, CopiesCommand.self,
        ChaffCommand.self,
        HelpCommand.self,
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
            return await runApp([], console: console)
        }
        if name == "--help" || name == "-h" {
            return await HelpCommand.main(Array(arguments.dropFirst()), console: console)
        }
        if name.hasPrefix("-") {
            return await runApp(arguments, console: console)
        }
        guard let command = command(named: name) else {
            console.writeError("workshop: unknown command \"\(name)\"\(closestCommand(to: name))\n\(HelpText.tryHelp)")
            return ExitStatus.usage
        }
        let words = Array(arguments.dropFirst())
        switch name {
        case RunCommand.signature.name: return await runApp(words, console: console)
        case PlayCommand.signature.name:
            return await PlayCommand.main(words, console: console) { play in
                guard let launch = play.exerciseLaunch else { return await play.run(console: console) }
                return ExerciseApp.standard(console: console).run(launch)
            }
        case GradeCommand.signature.name:
            return await GradeCommand.main(words, console: console) { grade in
                var environment = GradeCommand.standardEnvironment(console: console)
                environment.room = { RoomPublisher.link(kitRoot: $0) }
                return await grade.run(console: console, environment: environment)
            }
        default: return await command.main(words, console: console)
        }
    }

    /// `workshop run`: the app in the terminal, a variant's or, with `--exercise`, the exercise's, built first.
    @MainActor
    private static func runApp(_ words: [String], console: Console) async -> Int32 {
        await RunCommand.main(words, console: console) { run in
            guard let launch = run.exerciseLaunch else { return await run.run(console: console) }
            // Said before building, which takes a while the first time.
            guard console.isInteractive() else {
                console.writeError(HelpText.runNeedsTerminal)
                return ExitStatus.usage
            }
            return ExerciseApp.standard(console: console).run(launch)
        }
    }
}
