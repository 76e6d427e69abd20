import WorkshopSupport

/// `workshop restore [N]`: the files `reset`, `solve` or an earlier `restore` set aside, listed or put back
/// (``CheckoutCommand`` does the work).
package struct RestoreCommand: WorkshopCommand {
    package static let signature = CommandSignature(
        name: "restore",
        abstract: "list the files reset and solve set aside, or put one version back.",
        synopsis: "[N]",
        arguments: [
            .init(
                name: "N",
                help: "The version to put back, as the list numbers it: 1 is the newest.\nWithout it, the list.",
                isOptional: true)
        ],
        discussion: """
            Without N, it lists what reset, solve and restore moved into .workshop-saved/, newest first, with
            the exercise and the command. With N, that exercise's files are put back as they were before the
            command: the files it replaced or moved aside come back, and those it added are moved aside. What
            restore replaces is set aside first, in a folder of its own, so `workshop restore 1` undoes it.
            What you had staged (git add) stays in the saved folder as FILE.staged. The exercise's last grade
            is forgotten, as reset and solve forget it.
            Exit status: 0 done (or nothing to do), 1 a file could not be changed, 2 no such version.

            """
    )

    /// The version to put back, numbered as the list numbers it (1 the newest); `nil` for the list.
    package let version: Int?

    package init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let given = arguments.arguments.first else {
            version = nil
            return
        }
        guard let number = Int(given), number >= 1 else {
            throw UsageError(
                "\"\(given)\" is not a version's number; `workshop restore` lists them, numbered from 1 (the newest).")
        }
        version = number
    }

    package func run(console: Console) async -> Int32 {
        await CheckoutCommand.run(
            .restore, version.map(String.init) ?? "", console: console, environment: CheckoutCommand.standardEnvironment
        )
    }
}
