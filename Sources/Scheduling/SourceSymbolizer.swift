import Foundation

/// Turns offsets into the running program (see ``ProgramImage``) into source files and lines, with the
/// toolchain's `llvm-symbolizer`, for messages that name the attendee's line.
///
/// It is only asked when a message is written (a test failed, a task spins), so it runs the symbolizer
/// then, once per batch of addresses it has not seen, and keeps the answers.
final class SourceSymbolizer: @unchecked Sendable {
    /// A file and a line of source.
    struct Place: Hashable, Sendable {
        /// The file's absolute path, as the compiler recorded it.
        let path: String
        /// Its line, from 1.
        let line: Int
    }

    /// The one for this program.
    static let shared = SourceSymbolizer()

    /// The answers so far, by offset; a `nil` inside means the symbolizer found no line.
    ///
    /// Guarded by ``lock`` (`Mutex` would need macOS 15; the kit runs on 14).
    private var known: [UInt: Place?] = [:]
    private let lock = NSLock()

    /// The places of `offsets`, in order, leaving out those with no file or line (code the compiler
    /// made); empty when the symbolizer cannot be run here.
    func places(of offsets: [UInt]) -> [Place] {
        let unknown = lock.withLock { offsets.filter { known[$0] == nil } }
        if !unknown.isEmpty {
            let answers = Self.symbolize(unknown)
            lock.withLock {
                for (offset, place) in zip(unknown, answers) { known[offset] = .some(place) }
            }
        }
        return lock.withLock { offsets.compactMap { known[$0] ?? nil } }
    }

    /// One run of `llvm-symbolizer`: a place (or `nil`) per offset; all `nil` when it cannot run.
    private static func symbolize(_ offsets: [UInt]) -> [Place?] {
        let none = [Place?](repeating: nil, count: offsets.count)
        guard let executable = ProgramImage.current.path else { return none }
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["llvm-symbolizer", "--obj=\(executable)"] + offsets.map { "0x" + String($0, radix: 16) }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return none }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Per address: a function line, then `file:line:column` (more pairs for inlined calls), then an
        // empty line. The outermost pair of each block is the function whose code holds the address.
        let blocks = text.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        guard blocks.count == offsets.count else { return none }
        return blocks.map { block in
            let lines = block.split(separator: "\n")
            guard lines.count >= 2, let match = lines[lines.count - 1].wholeMatch(of: /(.+):([0-9]+):[0-9]+/),
                let line = Int(match.output.2), line > 0, match.output.1.hasPrefix("/")
            else { return nil }
            return Place(path: String(match.output.1), line: line)
        }
    }
}
