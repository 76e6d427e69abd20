import Foundation

/// Where the `workshop` command reads and writes: the terminal, or buffers in tests.
public struct Console: Sendable {
    /// Writes to standard output.
    public let write: @Sendable (String) -> Void
    /// Writes to standard error.
    public let writeError: @Sendable (String) -> Void
    /// Reads all of standard input (for `workshop play -`), as bytes.
    public let readInput: @Sendable () -> Data

    /// Creates a console from its three streams.
    public init(
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> Data
    ) {
        self.write = write
        self.writeError = writeError
        self.readInput = readInput
    }

    /// The process's standard output, error and input.
    ///
    /// Writes that fail (a closed pipe, as in `workshop play … | head -1`) are dropped rather than
    /// crashing the program.
    public static let standard = Console(
        write: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
        writeError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) },
        readInput: { (try? FileHandle.standardInput.readToEnd()) ?? Data() }
    )
}
