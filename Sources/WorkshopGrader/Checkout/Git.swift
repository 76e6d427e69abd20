import Foundation
import WorkshopSupport

/// The `git` program, run on the kit's folder: `workshop reset` reads the starter files from it.
package struct Git {
    /// What one run of git printed, and how it ended.
    package struct Output {
        /// Its exit status; 0 when it worked.
        package let status: Int32
        /// What it wrote to standard output.
        package let output: String
        /// What it wrote to standard error.
        package let error: String

        /// The NUL-separated paths it printed (with `-z`).
        package var paths: [String] { output.split(separator: "\0").map(String.init) }
    }

    /// The program, or `nil` when git is not installed.
    package let executable: URL?
    /// The folder git runs in (`git -C`).
    package let folder: URL

    /// The first `git` on `PATH`, or `nil` when there is none.
    package static func onPath() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("git") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs git with `arguments` in ``folder``.
    /// - Returns: What it printed, or `nil` when it could not be started (not installed).
    package func run(_ arguments: [String]) -> Output? {
        guard let executable else { return nil }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-C", folder.path] + arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let ended = ProcessExit(process)
        do { try process.run() } catch { return nil }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = error.fileHandleForReading.readDataToEndOfFile()
        ended.wait()
        return Output(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
            error: String(decoding: complaint, as: UTF8.self))
    }
}
