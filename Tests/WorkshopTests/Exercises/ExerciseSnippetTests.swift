import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// Every block of Swift in an exercise's README and hints compiles as written, where it says it goes,
/// in the exercise's solution.
///
/// Each is type-checked with `swiftc` against the kit's modules as this test program was built with
/// them, so it needs no package build; still a few seconds a block, so the compiling runs only when
/// `WORKSHOP_CHECK_EXERCISES=1` (CI sets it). That every block says where it goes is always checked.
@Suite("Exercise snippets")
struct ExerciseSnippetTests {
    static let snippets: [ExerciseSnippet] = ExerciseTreeTests.starters.flatMap { exercise in
        ["README.md", "HINTS.md"].flatMap { file in
            let text = (try? String(contentsOf: exercise.folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return ExerciseSnippet.all(in: text, file: file, exercise: exercise.name)
        }
    }

    @Test("Every block of Swift says where it goes: // In Type: or // In Type.method():")
    func everyBlockSaysWhere() {
        #expect(Self.snippets.count >= 5, "Exercise 07's README and hints hold blocks of Swift")
        for snippet in Self.snippets {
            #expect(!snippet.type.isEmpty, "\(snippet.testDescription): open the block with // In Type…:")
        }
    }

    @Test(
        "Every block of Swift compiles in the solution, where it says it goes",
        ExerciseTreeTests.startersChecked, arguments: snippets)
    func compiles(_ snippet: ExerciseSnippet) throws {
        let solution = try #require(ExerciseTreeTests.solutions.first { $0.name == snippet.exercise })
        let sources = solution.folder.appendingPathComponent("Sources")
        let module = try #require(
            try FileManager.default.contentsOfDirectory(atPath: sources.path).first { !$0.hasPrefix(".") })
        try withTemporaryFolder("snippet") { folder in
            let files = try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(module).path)
                .filter { $0.hasSuffix(".swift") }
            #expect(files.contains(snippet.file), "\(snippet.testDescription): no file for \(snippet.type)")
            for file in files {
                var text = try String(contentsOf: sources.appendingPathComponent("\(module)/\(file)"), encoding: .utf8)
                if file == snippet.file { text += snippet.addition(to: text) }
                try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
            }
            let compiler = try Self.typeCheck(files.map { folder.appendingPathComponent($0).path }, module: module)
            #expect(compiler.status == 0, "\(snippet.testDescription) does not compile:\n\(compiler.output)")
        }
    }

    /// The folder of the kit's compiled modules: next to this test program.
    private static var modules: URL {
        BuildProducts.folder.appendingPathComponent("Modules")
    }

    /// Runs `swiftc -typecheck` on `files` as the exercise packages compile them (Swift 6, `ExistentialAny`).
    private static func typeCheck(_ files: [String], module: String) throws -> (status: Int32, output: String) {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
                "-parse-as-library", "-module-name", module, "-I", modules.path,
            ] + files
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
