import AppHost
import Foundation
import TestSupport
import Testing
import Variants

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// The built `workshop` program itself, run as a person types it, for every example and case on every
/// variant: its own `main`, exit statuses and working folder, where the in-process tests
/// (``ExampleTests``, ``SharedCasesTests``) call `Workshop.run` directly.
///
/// A program a run, 60-odd runs: seconds more than the kit's `swift test` may take, so it runs only with
/// `WORKSHOP_CHECK_BINARY=1` (CI sets it, after `swift build --product workshop`), as swift-argument-parser's
/// example tests run their built examples.
@Suite(
    "workshop, the built program",
    .runsWith("WORKSHOP_CHECK_BINARY", "it runs the built workshop, after swift build --product workshop"))
struct WorkshopBinaryTests {
    /// The program, beside this test program in the build folder.
    static let program = BuildProducts.workshop

    /// The examples, then the shared cases.
    static let scripts =
        TestFiles.files(in: TestFiles.repository.appendingPathComponent("Examples"), extension: "play")
        + TestFiles.files(in: cases, extension: "play")

    /// The shared cases' folder in the repository (the scripts' `--threats` files are beside them).
    static let cases = TestFiles.repository.appendingPathComponent("Tests/WorkshopTests/Cases")

    /// The threats files the program must refuse.
    static let badFiles = TestFiles.files(in: cases, extension: "json").filter {
        $0.lastPathComponent.hasPrefix("bad-")
    }

    /// What one run of the program did.
    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    /// Runs the program with `arguments` in `folder`, standard input `input`.
    static func run(_ arguments: [String], in folder: URL, input: String = "") throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: program.path])
        }
        // Standard error goes to a file, so that only one pipe is read and neither can fill.
        let scratch = try TemporaryFolder("workshop-binary")
        let errorFile = scratch.appendingPathComponent("stderr.txt")
        try Data().write(to: errorFile)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let (output, standardInput) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = standardInput
        let ended = ProcessExit(process)
        try process.run()
        try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ended.wait()
        let complaint = try String(contentsOf: errorFile, encoding: .utf8)
        return Run(status: process.terminationStatus, output: printed, error: complaint)
    }

    @Test(
        "Every example and case plays on every variant, from its own folder, its options on the command line too",
        arguments: Variant.all, scripts)
    func plays(variant: Variant, script: URL) throws {
        let options = try Script(parsing: String(contentsOf: script, encoding: .utf8)).headerOptions
        let arguments = ["play", script.lastPathComponent, "--variant", variant.id] + options
        let run = try Self.run(arguments, in: script.deletingLastPathComponent())
        #expect(run.status == 0, "\(script.lastPathComponent) on \(variant.id) exits \(run.status):\n\(run.error)")
        let golden = script.deletingPathExtension().appendingPathExtension("txt")
        if let expected = try? String(contentsOf: golden, encoding: .utf8) {
            #expect(run.output == expected, "\(script.lastPathComponent) on \(variant.id): \(golden.lastPathComponent)")
        }
    }

    @Test(
        "A bad threats file is refused on every variant: exit 2, one line naming the file and record",
        arguments: Variant.all, badFiles)
    func refusesBadFile(variant: Variant, file: URL) throws {
        let arguments = ["play", "-", "--variant", variant.id, "--threats", file.path]
        let run = try Self.run(arguments, in: TestFiles.repository, input: "screen\n")
        #expect(run.status == 2)
        #expect(run.error.split(separator: "\n").count == 1, "One line: \(run.error)")
        #expect(run.error.contains("\(file.path): record at index"), "\(run.error)")
    }
}
