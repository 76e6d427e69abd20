import WorkshopSupport

/// `workshop reset NN`: an exercise back to its starter, the attendee's files saved first
/// (``CheckoutCommand`` does the work).
package struct ResetCommand: WorkshopCommand {
    package static let signature = CommandSignature(
        name: "reset",
        abstract: "put an exercise back to its starter, to start it over.",
        synopsis: "NN",
        arguments: [
            .init(
                name: "NN", help: "The exercise: 01, 1 or 01-RefactorToMVVM.",
                whenMissing: "which exercise? Give its number, such as `workshop reset 01`.")
        ],
        discussion: """
            Your files of the exercise that differ from its starter are moved, never deleted, into a dated
            folder such as .workshop-saved/2026-11-30T16-55-02Z-01-RefactorToMVVM/ (git ignores it), which
            it names, with what you staged (git add) and edited since as FILE.staged beside it; then it
            lists the files it replaced, put back (added) and moved aside (removed).
            The starter is the exercise as git's last commit (HEAD) has it: reset needs the kit as a git
            checkout, and if you committed your own work, that is what you get back. Without git, copy the
            exercise's folder from a fresh copy of the kit, or use `workshop solve NN`. The exercise's last grade
            is forgotten: your progress counts it as not graded until you grade it again.
            Exit status: 0 done (or nothing to do), 1 a file could not be changed, 2 nothing was changed:
            a bad argument, no git, or no starter in git.

            """
    )

    /// The exercise, as given.
    package let reference: String

    package init(_ arguments: ParsedArguments) {
        reference = arguments.arguments[0]
    }

    package func run(console: Console) async -> Int32 {
        await CheckoutCommand.run(.reset, reference, console: console, environment: CheckoutCommand.standardEnvironment)
    }
}
