import Foundation

/// Where the `workshop` command reads and writes: the terminal, or buffers in tests.
public struct Console: Sendable {
    /// Writes to standard output.
    public let write: @Sendable (String) -> Void
    /// Writes to standard error.
    public let writeError: @Sendable (String) -> Void
    /// Reads all of standard input (for `workshop play -`).
    public let readInput: @Sendable () -> String

    /// Creates a console from its three streams.
    public init(
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> String
    ) {
        self.write = write
        self.writeError = writeError
        self.readInput = readInput
    }

    /// The process's standard output, error and input.
    public static let standard = Console(
        write: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) },
        readInput: { String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) }
    )
}
