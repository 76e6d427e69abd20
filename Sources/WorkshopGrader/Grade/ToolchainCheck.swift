import Foundation
import WorkshopSupport

/// Which Swift the grader is proven with, and the note it gives, before building, on any other.
///
/// The grader reads Swift Testing's event stream (`--event-stream-version 0`, still marked
/// experimental) and the runtime backtracer's text, whose shapes may change between toolchains. CI
/// builds and grades every exercise with the versions in ``proven`` only; on another, grades are
/// probably right, but a person should know that the kit has not shown it.
package enum ToolchainCheck {
    /// The `major.minor` versions CI proves (`.ci/run` on this kit's machines).
    package static let proven = ["6.3"]

    /// The version in `swift --version`'s output, such as `Swift version 6.3.1`.
    ///
    /// Parsed once, not each time it is used as a literal is; matching changes nothing in it, so threads share it.
    private nonisolated(unsafe) static let versionPattern = /Swift version ([0-9]+)\.([0-9]+)(\.[0-9]+)?/

    /// The note to give before grading with the Swift that `swift --version` described (`nil`: it could
    /// not be run), or `nil` when that Swift is a proven one.
    package static func note(forVersionOutput output: String?) -> String? {
        let provenList = proven.map { "Swift \($0)" }.joined(separator: " or ")
        guard let output else {
            return "Note: `swift --version` did not run, so the grader cannot tell which Swift this is;"
                + " it is proven with \(provenList).\n"
        }
        guard let match = output.firstMatch(of: Self.versionPattern) else {
            return "Note: the grader does not know this Swift (`swift --version` says \"\(output.prefix(60))\");"
                + " it is proven with \(provenList).\n"
        }
        let version = "\(match.output.1).\(match.output.2)"
        guard !proven.contains(version) else { return nil }
        return "Note: this is Swift \(version)\(match.output.3 ?? ""); the grader is proven with \(provenList) only."
            + " It reads Swift Testing's event stream, which other versions may write differently: if a grade"
            + " looks wrong, run the exercise's tests with `swift test --package-path` and its folder, and tell"
            + " your instructor.\n"
    }

    /// What `swift --version` prints, or `nil` when it cannot be run.
    package static func versionOutput() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        // The compiler driver leaves an empty folder in the temporary folder each time it runs: give it
        // one of its own, and remove that.
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("workshop-swift-version-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        let ended = ProcessExit(process)
        do { try process.run() } catch { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ended.wait()
        return process.terminationStatus == 0 ? text : nil
    }
}
