import WorkshopSupport

/// `workshop solve NN[.T]`: an exercise's finished code, or one task's, the attendee's files saved first
/// (``CheckoutCommand`` does the work).
package struct SolveCommand: WorkshopCommand {
    package static let signature = CommandSignature(
        name: "solve",
        abstract: "get an exercise's finished code, to catch up and join the next step.",
        synopsis: "NN[.T]",
        arguments: [
            .init(
                name: "NN[.T]",
                help: "The exercise: 01, 1 or 01-RefactorToMVVM. Its folder becomes the one in\nSolutions/; files"
                    + " you added to its Sources/ or Tests/ are moved aside.\nOr one task, such as 02.1: only that"
                    + " task's files, when no other task shares\nthem (the tasks' \"files\" in exercise.json);"
                    + " otherwise it says which do.",
                whenMissing:
                    "which exercise? Give its number, such as `workshop solve 01`, or `workshop solve 01.2` for one task."
            )
        ],
        discussion: """
            Your files that it replaces or removes are moved, never deleted, into a dated folder such as
            .workshop-saved/2026-11-30T16-55-02Z-01-RefactorToMVVM/ (git ignores it), which it names; then it
            lists the files it replaced, added and removed. The exercise's last grade is forgotten, and
            `workshop grade NN` then grades the new files.
            Exit status: 0 done (or nothing to do), 1 a file could not be changed, 2 nothing was changed:
            a bad argument, or a task that shares its files.

            """
    )

    /// The exercise or task, as given.
    package let reference: String

    package init(_ arguments: ParsedArguments) {
        reference = arguments.arguments[0]
    }

    package func run(console: Console) async -> Int32 {
        await CheckoutCommand.run(.solve, reference, console: console, environment: CheckoutCommand.standardEnvironment)
    }
}
