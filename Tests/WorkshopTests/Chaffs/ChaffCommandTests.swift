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

/// `workshop chaff ID SOURCE EDITED`: a chaff's slip recorded from an edited copy of a variant's file, on a
/// small kit on disk and on a copy of the kit's own chaffs.
@Suite("workshop chaff")
struct ChaffCommandTests {
    private let folder: TemporaryFolder
    private var kit: URL { folder.url }

    /// A kit with one variant file, chaff `login.kept` changing its first function, and `login.new` listed.
    init() throws {
        folder = try TemporaryFolder("chaff-kit")
        try write("Sources/MVVMBoxes/LoginViewModel.swift", Self.source)
        try write(
            "Chaffs/chaffs.json",
            #"{"chaffs": [{"id": "login.kept", "task": "06.1", "sentence": "A view model that keeps"}, "#
                + #"{"id": "login.new", "task": "06.1", "sentence": "A view model that slips", "#
                + #""notApplicable": {"MVVMStreams": "its streams rule it out."}}]}"#)
        try write(
            "Chaffs/login.kept.diff",
            "--- a/Sources/MVVMBoxes/LoginViewModel.swift\n+++ b/Sources/MVVMBoxes/LoginViewModel.swift\n@@ -2,2 +2,1 @@\n     a()\n-    b()\n"
        )
    }

    static let source = """
        func f() {
            a()
            b()
            e()
        }

        func g() {
            let x = 1
            if x > 0 {
                c(x)
            }
        }

        """

    private func write(_ path: String, _ text: String) throws {
        let url = kit.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func read(_ path: String) -> String? {
        try? String(contentsOf: kit.appendingPathComponent(path), encoding: .utf8)
    }

    private func record(_ arguments: [String]) async throws -> WorkshopRun {
        let command = try await ChaffCommand(OptionReader(signature: ChaffCommand.signature).read(arguments))
        return await WorkshopRun(capturing: { [kit] in await command.run(console: $0, kitRoot: kit) })
    }

    @Test("A new chaff is recorded in the body around its change, and weaves beside the others")
    func recordsNew() async throws {
        let edited = kit.appendingPathComponent("slip.swift").path
        try write("slip.swift", Self.source.replacingOccurrences(of: "if x > 0 {", with: "if x >= 0 {"))
        let run = try await record(["login.new", "Sources/MVVMBoxes/LoginViewModel.swift", edited])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.hasPrefix(
                "Recorded chaff login.new in Chaffs/login.new.diff: 1 hunk of Sources/MVVMBoxes/LoginViewModel.swift (4 lines)."
            ))
        #expect(
            read("Chaffs/login.new.diff")
                == """
                --- a/Sources/MVVMBoxes/LoginViewModel.swift
                +++ b/Sources/MVVMBoxes/LoginViewModel.swift
                @@ -8,4 +8,4 @@
                     let x = 1
                -    if x > 0 {
                +    if x >= 0 {
                         c(x)
                     }

                """, "The whole body of g, so that x stays in scope")
        let catalogue = try ChaffCatalogue(kitRoot: kit)
        let edits = catalogue.all.flatMap { chaff in (chaff.edits["MVVMBoxes"] ?? []).map { (chaff.id, $0) } }
        let woven = try ChaffWeaver.weave(Self.source, edits: edits, file: "LoginViewModel.swift")
        #expect(
            woven.contains("WorkshopChaff.isOn(\"login.new\")") && woven.contains("WorkshopChaff.isOn(\"login.kept\")"))
    }

    @Test("A change inside another chaff's lines is recorded on those lines, to share their switch")
    func sharesBlocks() async throws {
        try write("slip.swift", Self.source.replacingOccurrences(of: "    b()\n", with: "    b()\n    b()\n"))
        let run = try await record([
            "login.new", "Sources/MVVMBoxes/LoginViewModel.swift", kit.appendingPathComponent("slip.swift").path,
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(read("Chaffs/login.new.diff")?.contains("@@ -2,2 +2,3 @@\n     a()\n     b()\n+    b()\n") == true)
    }

    @Test("Each refusal says why and writes nothing")
    func refusals() async throws {
        let slip = kit.appendingPathComponent("slip.swift").path
        try write("slip.swift", Self.source.replacingOccurrences(of: "c(x)", with: "c(-x)"))
        try write("Sources/MVVMStreams/LoginViewModel.swift", Self.source)
        let cases: [([String], Int32, String)] = [
            (
                ["login.gone", "Sources/MVVMBoxes/LoginViewModel.swift", slip], 2,
                "chaff login.gone is not in Chaffs/chaffs.json: add it"
            ),
            (["login.new", "README.md", slip], 2, "README.md is not a variant's view model: a chaff changes"),
            (["login.new", "Sources/ThreatKit/LoginViewModel.swift", slip], 2, "is not a variant's view model"),
            (["login.new", "Sources/MVC/LoginViewController.swift", slip], 2, "is not a variant's view model"),
            (
                ["login.new", "Sources/MVVMBoxes/NopeViewModel.swift", slip], 2,
                "Sources/MVVMBoxes/NopeViewModel.swift: no such file in the kit."
            ),
            (
                ["login.new", "Sources/MVVMStreams/LoginViewModel.swift", slip], 2,
                "Chaffs/chaffs.json says chaff login.new does not apply to MVVMStreams: its streams rule it out."
            ),
            (
                ["login.new", "Sources/MVVMBoxes/LoginViewModel.swift", slip + ".none"], 2,
                "cannot read \(slip).none, the edited copy"
            ),
            (
                [
                    "login.new", "Sources/MVVMBoxes/LoginViewModel.swift",
                    kit.appendingPathComponent("Sources/MVVMBoxes/LoginViewModel.swift").path,
                ], 2, "is the same as Sources/MVVMBoxes/LoginViewModel.swift: make the slip in the copy first."
            ),
        ]
        for (arguments, status, message) in cases {
            let run = try await record(arguments)
            #expect(run.status == status && run.error.contains(message), "\(run.error)")
            #expect(run.error.hasSuffix(" Nothing was written.\n"), "\(run.error)")
        }
        // At a type's top level, where no switch can sit: refused, as is a change to lines there twice.
        let file = "Sources/MVVMBoxes/LoginViewModel.swift"
        try write(file, "final class M {\n    let limit = 5\n\n    func f() {}\n\n}\n")
        try write("slip.swift", "final class M {\n    let limit = 6\n\n    func f() {}\n\n}\n")
        let topLevel = try await record(["login.new", "./" + file, slip])
        #expect(topLevel.status == 1, "\(topLevel.error)")
        #expect(topLevel.error.contains("the slip changes lines 2–2 at a type's top level, where no switch can sit"))
        try write("slip.swift", "final class M {\n    let limit = 5\n    func f() {}\n\n}\n")
        let blank = try await record(["login.new", kit.appendingPathComponent(file).path, slip])
        #expect(blank.status == 1 && blank.error.contains("at a type's top level"), "\(blank.error)")
        try write(file, Self.source)
        // Beside login.kept's lines: the whole function around them would overlap its switch.
        try write("slip.swift", Self.source.replacingOccurrences(of: "    e()\n", with: "    d()\n"))
        let overlap = try await record(["login.new", "Sources/MVVMBoxes/LoginViewModel.swift", slip])
        #expect(overlap.status == 1, "\(overlap.error)")
        #expect(
            overlap.error.hasPrefix(
                "workshop chaff: the slip does not fit beside the other chaffs of Sources/MVVMBoxes/LoginViewModel.swift: chaff"
                    + " login.new: its edit overlaps the edit of chaff login.kept"), "\(overlap.error)")
        #expect(read("Chaffs/login.new.diff") == nil)
    }

    @Test("Recording a kit chaff again from its slip gives back its diff, byte for byte, in each variant")
    func reRecordsTheKits() async throws {
        // One that every MVVM variant has, the streams one a chain of calls; each recording reads the catalogue.
        let chosen = try ChaffCatalogue.kit().all.filter { $0.id == "login.double-tap" }
        #expect(chosen.first?.edits.count == Variant.all.filter { $0.presenter == .viewModel }.count)
        let chaffs = TestFiles.repository.appendingPathComponent("Chaffs")
        try FileManager.default.removeItem(at: kit.appendingPathComponent("Chaffs"))
        for name in try FileManager.default.contentsOfDirectory(atPath: chaffs.path) {
            try write("Chaffs/" + name, String(contentsOf: chaffs.appendingPathComponent(name), encoding: .utf8))
        }
        for chaff in chosen {
            let original = read("Chaffs/\(chaff.id).diff")
            for (variant, edits) in chaff.edits {
                for file in Set(edits.map(\.file)) {
                    let path = "Sources/\(variant)/\(file)"
                    let source = try String(
                        contentsOf: TestFiles.repository.appendingPathComponent(path), encoding: .utf8)
                    try write(path, source)
                    let slip = edits.filter { $0.file == file }.reduce(source) {
                        $0.replacingOccurrences(of: $1.find, with: $1.replace)
                    }
                    try write("slip.swift", slip)
                    let run = try await record([chaff.id, path, kit.appendingPathComponent("slip.swift").path])
                    #expect(run.status == 0, "\(chaff.id) \(variant): \(run.error)")
                }
            }
            #expect(read("Chaffs/\(chaff.id).diff") == original, "\(chaff.id)")
        }
    }
}
