import WorkshopApp
import WorkshopGrader
import WorkshopHandout
import WorkshopSupport

/// `workshop help [COMMAND]`: the overview of every command, or one command's help, both written from
/// the commands' declarations (``CommandSignature``).
struct HelpCommand: WorkshopCommand {
    static let signature = CommandSignature(
        name: "help",
        abstract: "show the commands, or a command's help.",
        synopsis: "[COMMAND]",
        arguments: [.init(name: "COMMAND", help: "The command whose help to show, such as play.", isOptional: true)]
    )

    /// The command whose help to show; `nil` for the overview.
    let command: (any WorkshopCommand.Type)?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let name = arguments.arguments.first else {
            command = nil
            return
        }
        guard let command = Workshop.command(named: name) else {
            throw UsageError("no help for \"\(name)\": it is not a command" + Workshop.closestCommand(to: name))
        }
        self.command = command
    }

    func run(console: Console) -> Int32 {
        console.write(command?.signature.help ?? Self.overview)
        return ExitStatus.success
    }

    /// `workshop help` and `workshop --help`: each command with its synopsis and abstract, then the variants.
    static var overview: String {
        let commands = Workshop.commands.map { command in
            let signature = command.signature
            let usage = [signature.name, signature.synopsis].filter { !$0.isEmpty }.joined(separator: " ")
            let abstract = signature.abstract.prefix(1).uppercased() + signature.abstract.dropFirst()
            let what = signature.isDefault ? abstract.dropLast() + " (the default command)." : abstract
            return "  " + usage.padding(toLength: 27, withPad: " ", startingAt: 0) + what
        }
        return """
            workshop: Threat Watch Workshop, one app written several ways.

            USAGE: workshop [run] [--variant ID] [options]
                   workshop <command> [options]

            COMMANDS:
            \(commands.joined(separator: "\n"))

            \(HelpText.variants)
            Start with `swift run workshop` in a terminal, or `swift run workshop play Examples/tour.play --variant mvc`.
            The default account is in README.md. `workshop help COMMAND` shows a command's options.

            """
    }
}
