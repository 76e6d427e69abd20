import AppHost
import Foundation
import TestSupport
import Testing
import Variants

/// Every case of `../shared/cases` (copied into `Cases/`), for every variant: SPEC.md's examples as tests.
@MainActor
@Suite("Shared cases", .settlesItsOwnTasks)
struct SharedCasesTests {
    nonisolated static let scripts = TestFiles.files(in: TestFiles.cases, extension: "play")
    nonisolated static let badFiles = TestFiles.files(in: TestFiles.cases, extension: "json").filter {
        $0.lastPathComponent.hasPrefix("bad-")
    }

    @Test("The cases are all here", .tags(.cases))
    func present() {
        #expect(
            Self.scripts.count >= 11, "Expected the 11 shared scripts, found \(Self.scripts.map(\.lastPathComponent))")
        #expect(Self.badFiles.count >= 2)
    }

    @Test("Each script passes on each variant", .tags(.cases), arguments: Variant.all, Self.scripts)
    func script(variant: Variant, script: URL) async {
        let run = await WorkshopRun(["play", script.path, "--variant", variant.id])
        #expect(run.status == 0, "\(script.lastPathComponent) on \(variant.id) failed:\n\(run.error)")
    }

    @Test(
        "Each bad threats file is refused with one line naming the file, record and field", .tags(.cases),
        arguments: Self.badFiles)
    func badFile(file: URL) async {
        let run = await WorkshopRun(["play", "-", "--variant", "mvc", "--threats", file.path], input: "screen\n")
        #expect(run.status == 2)
        #expect(run.output.isEmpty, "Nothing should run, so no screen should print")
        let lines = run.error.split(separator: "\n")
        #expect(lines.count == 1, "One clear line, not \(lines.count): \(run.error)")
        #expect(run.error.contains(file.path), "The line names the file")
        #expect(run.error.contains("record at index 1, field \""), "The line names the record and the field")
    }
}

extension Tag {
    /// Tests generated from `../shared/cases`.
    @Tag static var cases: Self
}
