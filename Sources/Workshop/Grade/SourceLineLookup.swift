import Foundation

/// Tells whether an address in a program's code has a source line, with the toolchain's `llvm-symbolizer`.
///
/// Some instructions belong to no line of source (line 0 in the debug information: code the compiler
/// adds, such as a loop's increment inlined from the standard library). A backtrace taken there names
/// the file but no line, so ``HangSampler`` traps a loop only at an instruction that has one. One
/// symbolizer process answers every question of a hang, on its standard input and output.
final class SourceLineLookup {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let ended: ProcessExit

    /// Starts `llvm-symbolizer` on `executable`; `nil` when it cannot be started (not installed).
    init?(executable: String) {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["llvm-symbolizer", "--obj=\(executable)"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        ended = ProcessExit(process)
        do { try process.run() } catch { return nil }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        // Closing its input ends it; terminate in case it is stuck. Never launched, there is nothing to wait for.
        if process.isRunning {
            process.terminate()
            ended.wait()
        }
    }

    /// Whether `address` (relative to where the program is loaded) belongs to a line of source.
    func hasLine(_ address: UInt) -> Bool {
        guard process.isRunning,
            (try? input.fileHandleForWriting.write(contentsOf: Data("0x\(String(address, radix: 16))\n".utf8)))
                != nil
        else { return false }
        // The answer: a function line, then `file:line:column`, and an empty line after each address.
        var answer = Data()
        while answer.suffix(2) != Data("\n\n".utf8) {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { return false }
            answer += byte
        }
        let lines = String(decoding: answer, as: UTF8.self).split(separator: "\n")
        guard lines.count >= 2, let location = lines[1].wholeMatch(of: /.*:([0-9]+):[0-9]+/) else { return false }
        return Int(location.output.1) != 0
    }
}
