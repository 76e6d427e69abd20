/// A command line that a command refuses, before it does anything: an unknown or repeated option, a
/// missing or bad value, an argument too many, or options that do not go together.
///
/// The command prints it in one shape: `workshop NAME: MESSAGE`, then where to find its help, and
/// exits with status 2 (``ExitStatus/usage``).
package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong and what to type instead, in one line, without the command's name.
    package let message: String

    package var description: String { message }

    package init(_ message: String) {
        self.message = message
    }
}
