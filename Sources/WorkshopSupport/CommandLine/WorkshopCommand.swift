import Foundation

/// A `workshop` command: it declares its grammar (``signature``), is made from a command line read by
/// that grammar, checking what the reader cannot (``init(_:)``), then runs.
///
/// The shape of swift-argument-parser's `ParsableCommand` (`configuration`, `validate()`, `run()`), in
/// the kit's own few lines: ``main(_:console:then:)`` reads, shows help when asked, prints a refused
/// command line in one shape for every command, and runs.
@MainActor
package protocol WorkshopCommand {
    /// The command's name, abstract, arguments and options, with their help.
    static var signature: CommandSignature { get }

    /// Makes the command from what the reader read, checking values and how options go together.
    /// - Throws: ``UsageError`` for a value or a combination it refuses.
    init(_ arguments: ParsedArguments) throws(UsageError)

    /// Does the command's work.
    /// - Returns: Its exit status (``ExitStatus``).
    func run(console: Console) async -> Int32
}

extension WorkshopCommand {
    /// Reads `words` (the command line after the command's name) and runs the command.
    ///
    /// With `-h` or `--help` it prints the help instead. A refused command line prints
    /// `workshop NAME: MESSAGE` and where the help is, on standard error, and returns 2.
    /// - Returns: The command's exit status.
    package static func main(_ words: [String], console: Console) async -> Int32 {
        await main(words, console: console) { await $0.run(console: console) }
    }

    /// Reads `words` and runs the command with `body`, for callers that give it more than a console
    /// (tests give grading its environment).
    /// - Returns: What `body` returns; 0 after help, 2 for a refused command line.
    package static func main(_ words: [String], console: Console, then body: @MainActor (Self) async -> Int32) async
        -> Int32
    {
        let command: Self
        do throws(UsageError) {
            let arguments = try OptionReader(signature: signature).read(words)
            if arguments.wantsHelp {
                console.write(signature.help)
                return ExitStatus.success
            }
            command = try Self(arguments)
        } catch {
            console.writeError(usageMessage(error.message))
            return ExitStatus.usage
        }
        return await body(command)
    }

    /// Finds the kit around the current folder and runs `body` with its root, or says it cannot be found
    /// (`workshop NAME: …`) and returns 2: how the maintainer commands start.
    /// - Returns: What `body` returns, or 2.
    package func inKit(console: Console, _ body: (URL) async -> Int32) async -> Int32 {
        let kitRoot: URL
        do {
            kitRoot = try SourceTree.locate().root
        } catch {
            console.writeError("workshop \(Self.signature.name): \(error)\n")
            return ExitStatus.usage
        }
        return await body(kitRoot)
    }

    /// `workshop NAME: MESSAGE` and where the help is: how every command says its command line is refused.
    package static func usageMessage(_ message: String) -> String {
        "workshop \(signature.name): \(message)\nRun `workshop \(signature.name) --help` for usage.\n"
    }
}
