import AppHost
import Foundation
import TestSupport
import Testing
import Variants

/// The scripts in `Examples/` are documentation: they must run, on every variant, and print what the
/// golden files say they print.
@MainActor
@Suite("Examples", .settlesItsOwnTasks)
struct ExampleTests {
    nonisolated static let examples = TestFiles.files(
        in: TestFiles.repository.appendingPathComponent("Examples"), extension: "play")

    @Test("There is an example, and the README's first command names it")
    func present() throws {
        #expect(Self.examples.map(\.lastPathComponent).contains("tour.play"))
        let readme = try String(contentsOf: TestFiles.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("swift run workshop play Examples/tour.play --variant mvc"))
    }

    @Test("Each example prints exactly its golden screens on each variant", arguments: Variant.all, Self.examples)
    func golden(variant: Variant, example: URL) async throws {
        let goldenURL = example.deletingPathExtension().appendingPathExtension("txt")
        let golden = try String(contentsOf: goldenURL, encoding: .utf8)
        let run = await WorkshopRun(["play", example.path, "--variant", variant.id])
        #expect(run.status == 0, "\(example.lastPathComponent) failed on \(variant.id):\n\(run.error)")
        #expect(run.output == golden, "The screens differ from \(goldenURL.lastPathComponent)")
    }
}
