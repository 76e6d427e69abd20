import Foundation

/// Turns addresses in a program's code (offsets from where it is loaded, see ``ProgramImage``) into
/// source files and lines, with the toolchain's `llvm-symbolizer`.
///
/// One symbolizer process answers every question, on its standard input and output: it reads the
/// program's debug information once, so each later question costs about a millisecond. It is started
/// on the first question and ends with its questioner (closing its input ends it). For this program's
/// own messages it is only asked when a message is written (a test failed, a task spins); the grader
/// asks it where a hung test is spinning.
public final class SourceSymbolizer: @unchecked Sendable {
    /// A file and a line of source.
    public struct Place: Hashable, Sendable {
        /// The file's absolute path, as the compiler recorded it.
        public let path: String
        /// Its line, from 1.
        public let line: Int

        /// Line `line` of the file at `path`.
        public init(path: String, line: Int) {
            self.path = path
            self.line = line
        }

        /// The place as `SwiftConcurrency/LoginViewModel.swift:113`: its folder and file as `#fileID` names
        /// them, and its line.
        public var location: String {
            "\(path.split(separator: "/").suffix(2).joined(separator: "/")):\(line)"
        }
    }

    /// The process ids of the symbolizers running now, started by this program (the grader spares them
    /// when it ends the processes a test left behind).
    public static var runningProcessIDs: Set<Int32> { registry.withLock { $0 } }
    private static let registry = Registry()

    /// The set behind ``runningProcessIDs``.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var ids: Set<Int32> = []

        func withLock<Result>(_ body: (inout Set<Int32>) -> Result) -> Result {
            lock.withLock { body(&ids) }
        }
    }

    /// The one for this program; `nil` where the program's path is unknown or there is no symbolizer.
    static let shared = ProgramImage.current.path.flatMap(SourceSymbolizer.init(executable:))

    /// `llvm-symbolizer` on the `PATH` (the Swift toolchain brings one); `nil` when there is none.
    private static let tool: URL? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent("llvm-symbolizer") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// Guards the conversation with the process, and ``known``: `Mutex` would need macOS 15, the kit runs
    /// on 14.
    private let lock = NSLock()
    /// The answers so far, by address; a `nil` inside means the symbolizer found no line there.
    private var known: [UInt: Place?] = [:]
    private var isRunning = false

    /// A symbolizer for the program at `executable`, started on the first question; `nil` when there is no
    /// `llvm-symbolizer` on the `PATH`.
    public init?(executable: String) {
        guard let tool = Self.tool else { return nil }
        process.executableURL = tool
        process.arguments = ["--obj=\(executable)"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
    }

    deinit {
        // Closing its input ends it; it is then waited for, so that no finished process is left behind.
        try? input.fileHandleForWriting.close()
        if isRunning {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            Self.registry.withLock { _ = $0.remove(process.processIdentifier) }
        }
    }

    /// The places of `addresses`, in order, leaving out those with no file or line (code the compiler
    /// made, or a library's); empty when the symbolizer cannot be run here.
    public func places(of addresses: [UInt]) -> [Place] {
        lock.withLock { addresses.compactMap(place(of:)) }
    }

    /// Whether `address` belongs to a line of source.
    public func hasLine(_ address: UInt) -> Bool {
        !places(of: [address]).isEmpty
    }

    /// Asks about one address, or answers from what it already knows; call it holding ``lock``.
    private func place(of address: UInt) -> Place? {
        if let answer = known[address] { return answer }
        guard start(),
            (try? input.fileHandleForWriting.write(contentsOf: Data("0x\(String(address, radix: 16))\n".utf8))) != nil
        else { return nil }
        // The answer: a function line and a `file:line:column` line (more pairs for inlined calls), then an
        // empty line. The last pair is the function whose code holds the address.
        var answer = Data()
        while answer.suffix(2) != Data("\n\n".utf8) {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { return nil }
            answer += byte
        }
        let lines = String(decoding: answer, as: UTF8.self).split(separator: "\n")
        var place: Place?
        if lines.count >= 2, let match = lines[lines.count - 1].wholeMatch(of: /(\/.+):([0-9]+):[0-9]+/),
            let line = Int(match.output.2), line > 0
        {
            place = Place(path: String(match.output.1), line: line)
        }
        known[address] = .some(place)
        return place
    }

    /// Starts the process the first time; whether it runs.
    private func start() -> Bool {
        if !isRunning {
            isRunning = (try? process.run()) != nil
            if isRunning { Self.registry.withLock { _ = $0.insert(process.processIdentifier) } }
        }
        return isRunning && process.isRunning
    }
}
