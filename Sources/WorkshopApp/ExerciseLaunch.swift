/// What `play` or `run` with `--exercise NN` asks for: an exercise's app, built and given the command.
///
/// The app's commands only say so; the command that wires them (`Workshop`) builds the exercise with the
/// grader's builder and runs it, so that the app's library, which an exercise's runner links, holds no
/// grader.
package struct ExerciseLaunch: Equatable {
    /// `play` or `run`.
    package let command: String
    /// The exercise as typed after `--exercise`: `01`, or a name.
    package let exercise: String
    /// The tree given with `--tree`, or `nil` for the attendee's `Exercises`.
    package let tree: String?
    /// The command's other arguments, for the exercise's app.
    package let arguments: [String]

    /// What `command` asks of `exercise` in `tree`, with `arguments`.
    package init(command: String, exercise: String, tree: String?, arguments: [String]) {
        self.command = command
        self.exercise = exercise
        self.tree = tree
        self.arguments = arguments
    }
}
