import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the `workshop` command reads and writes: the terminal, or buffers in tests.
public struct Console: Sendable {
    /// Writes to standard output.
    public let write: @Sendable (String) -> Void
    /// Writes to standard error.
    public let writeError: @Sendable (String) -> Void
    /// Reads all of standard input (for `workshop play -`), as bytes.
    public let readInput: @Sendable () -> Data
    /// Whether standard input and output are a terminal a person types into (`workshop run` needs one).
    public let isInteractive: @Sendable () -> Bool
    /// How wide standard output is, in terminal columns: the terminal's width when it is one, else
    /// the `COLUMNS` environment variable when it holds a whole number; `nil` when neither says (a file,
    /// a pipe), meaning no limit.
    public let columns: @Sendable () -> Int?

    /// Creates a console from its streams.
    /// - Parameters:
    ///   - write: Writes to standard output.
    ///   - writeError: Writes to standard error.
    ///   - readInput: Reads all of standard input.
    ///   - isInteractive: Whether a person at a terminal is there; `false` for tests and pipes.
    ///   - columns: How wide standard output is, in terminal columns; `nil` for no limit.
    public init(
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> Data,
        isInteractive: @escaping @Sendable () -> Bool = { false },
        columns: @escaping @Sendable () -> Int? = { nil }
    ) {
        self.write = write
        self.writeError = writeError
        self.readInput = readInput
        self.isInteractive = isInteractive
        self.columns = columns
    }

    /// The process's standard output, error and input.
    ///
    /// Writes that fail (a closed pipe, as in `workshop play … | head -1`) are dropped rather than
    /// crashing the program.
    public static let standard = Console(
        write: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
        writeError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) },
        readInput: { (try? FileHandle.standardInput.readToEnd()) ?? Data() },
        isInteractive: { isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 },
        columns: {
            if isatty(STDOUT_FILENO) != 0 { return Terminal.size(of: STDOUT_FILENO).columns }
            return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        }
    )
}
