import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// The one command grammar: every command declares its arguments and options, one reader reads them
/// all by the same rules, and each command's help is written from the same declarations.
@MainActor
@Suite("workshop's command grammar", .settlesItsOwnTasks)
struct CommandLineTests {
    /// A command line that every command accepts as far as its arguments go: a value for each one
    /// it needs (the options are added by each test).
    private static func needed(_ signature: CommandSignature) -> [String] {
        signature.arguments.filter { !$0.isOptional }.map { _ in "01" }
    }

    /// Values for `option`, as many as it needs.
    private static func values(_ option: CommandSignature.Option) -> [String] {
        (0..<option.count.lowerBound).map { "v\($0)" }
    }

    @Test("Run from outside the kit, a command finds the kit it was built from")
    func builtFrom() {
        #expect(SourceTree.builtFrom.standardizedFileURL == TestFiles.repository.standardizedFileURL)
        let found = try? SourceTree.locate(
            from: URL(fileURLWithPath: "/"), buildFolder: SourceTree.builtFrom)
        #expect(found?.root.standardizedFileURL == TestFiles.repository.standardizedFileURL)
    }

    @Test("--name value and --name=value read alike, for every option of every command")
    func inlineValues() throws {
        for command in Workshop.commands {
            let signature = command.signature
            let reader = OptionReader(signature: signature)
            for option in signature.options where option.value != nil {
                let values = Self.values(option)
                let spaced = try reader.read(Self.needed(signature) + [option.name] + values)
                let inline = try reader.read(
                    Self.needed(signature) + ["\(option.name)=\(values[0])"] + values.dropFirst())
                #expect(spaced == inline, "workshop \(signature.name) \(option.name)")
                #expect(spaced.options[option.name] == values)
            }
        }
    }

    @Test("grade --json=FILE, play --variant=ID and compare --diff=A B ROLE parse as with a blank")
    func examples() async throws {
        let grade = OptionReader(signature: GradeCommand.signature)
        #expect(
            try GradeOptions(grade.read(["01", "--json=out.json"]))
                == GradeOptions(grade.read(["01", "--json", "out.json"])))
        #expect(try GradeOptions(grade.read(["01", "--json=out.json"])).json == "out.json")
        let play = OptionReader(signature: PlayCommand.signature)
        #expect(try AppOptions(play.read(["x.play", "--variant=mvc"])).variantID == "mvc")
        #expect(try play.read(["x.play", "--variant=mvc"]) == play.read(["x.play", "--variant", "mvc"]))
        let inline = await WorkshopRun(["compare", "--diff=mvvm-boxes", "mvvm-delegation", "LoginViewModel"])
        let spaced = await WorkshopRun(["compare", "--diff", "mvvm-boxes", "mvvm-delegation", "LoginViewModel"])
        #expect(inline.status == 0 && !inline.output.isEmpty, "\(inline.error)")
        #expect(inline.output == spaced.output)
    }

    @Test("A repeated option is refused by every command, in the same words")
    func repeatedOptions() async {
        for command in Workshop.commands {
            let name = command.signature.name
            for option in command.signature.options {
                // Whole each time, and cut short (`--diff a --diff b`): a repeat either way.
                let whole = [option.name] + Self.values(option)
                let short = [option.name] + Self.values(option).prefix(1)
                for given in [whole + whole, short + short] {
                    let run = await WorkshopRun([name] + Self.needed(command.signature) + given)
                    #expect(run.status == 2, "workshop \(name) \(given)")
                    #expect(
                        run.error
                            == "workshop \(name): \(option.name) is given more than once\n"
                            + "Run `workshop \(name) --help` for usage.\n")
                }
            }
        }
    }

    @Test("An unknown option is named with the closest known one; one far from all gets the list")
    func unknownOptions() async {
        for command in Workshop.commands {
            let name = command.signature.name
            for option in command.signature.options {
                // A typo: the last letter typed twice.
                let typo = option.name + String(option.name.last ?? "x")
                let run = await WorkshopRun([name] + Self.needed(command.signature) + [typo])
                #expect(run.status == 2)
                #expect(
                    run.error.hasPrefix("workshop \(name): unknown option \"\(typo)\"; did you mean \(option.name)?\n"),
                    "stderr was: \(run.error)")
            }
        }
        #expect(
            await WorkshopRun(["reset", "01", "--force"]).error.hasPrefix(
                "workshop reset: unknown option \"--force\"; the options are --help\n"))
        #expect(await WorkshopRun(["plya"]).error.hasPrefix("workshop: unknown command \"plya\"; did you mean play?\n"))
        #expect(UsageError.distance("kitten", "sitting") == 3 && UsageError.distance("", "abc") == 3)
    }

    @Test("Each command's help is written from its declarations and says only what the command accepts")
    func help() async throws {
        for command in Workshop.commands {
            let signature = command.signature
            let name = signature.name
            let help = await WorkshopRun(["help", name])
            #expect(help.status == 0 && help.output == signature.help)
            #expect(await WorkshopRun([name, "--help"]).output == help.output)
            #expect(await WorkshopRun([name] + Self.needed(signature) + ["-h"]).output == help.output)
            #expect(help.output.hasPrefix("workshop \(name): \(signature.abstract)\n\nUSAGE: workshop "))
            for option in signature.options {
                #expect(help.output.contains("\n  \(option.label) "), "\(name)'s help lists \(option.name)")
            }
            for argument in signature.arguments {
                #expect(help.output.contains("\n  \(argument.name) "), "\(name)'s help lists \(argument.name)")
            }
            // Every option the help mentions, anywhere, is one the command reads.
            let mentioned = Set(help.output.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
            let reader = OptionReader(signature: signature)
            for option in mentioned where option != "--help" {
                let declared = signature.options.first { $0.name == option }
                #expect(declared != nil, "\(name)'s help mentions \(option), which it does not accept")
                if let declared {
                    #expect(throws: Never.self) {
                        try reader.read(Self.needed(signature) + [option] + Self.values(declared))
                    }
                }
            }
        }
    }

    @Test("The overview lists every command, with the options its synopsis shows accepted")
    func overview() async throws {
        let overview = await WorkshopRun(["--help"])
        let help = await WorkshopRun(["help"])
        #expect(overview.status == 0 && overview.output == help.output)
        for command in Workshop.commands {
            let signature = command.signature
            #expect(overview.output.contains("\n  \(signature.name) "), "The overview lists \(signature.name)")
            for option in signature.synopsis.matches(of: /--[a-z][a-z-]*/).map({ String($0.output) }) {
                #expect(signature.options.contains { $0.name == option }, "\(signature.name) accepts \(option)")
            }
        }
        #expect(await WorkshopRun(["help", "nope"]).status == 2)
    }

    @Test(
        "The reader's rules",
        arguments: [
            (["x.play", "--seed", "-1"], "--seed needs a whole number from 0 to 18446744073709551615, not \"-1\""),
            (["x.play", "--variant", "--seed", "1"], "--variant needs a value"),
            (["x.play", "--threats="], "--threats needs a value, not an empty one"),
            (["a.play", "b.play"], "give one SCRIPT, not \"a.play\" and \"b.play\""),
            ([], "missing SCRIPT (a file, or - for standard input)"),
        ])
    func rules(words: [String], message: String) {
        #expect(throws: UsageError(message)) {
            try PlayCommand(OptionReader(signature: PlayCommand.signature).read(words))
        }
    }
}
