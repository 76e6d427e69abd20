import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// The chaffs as data: `Chaffs/chaffs.json` and one diff per chaff, read back as the weaver's edits, and each
/// way they can be wrong refused with the file, the line and what to do.
@Suite("Chaffs: the data in Chaffs/")
struct ChaffDataTests {
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("chaff-data")
        try write(
            "chaffs.json", #"{"chaffs": [{"id": "login.one", "task": "06.1", "sentence": "A view model that slips"}]}"#)
        try write("login.one.diff", Self.diff)
    }

    /// A diff with a note, two variants' sections and a blank context line whose space an editor trimmed.
    static let diff = """
        # Boxes: the first check dropped.
        --- a/Sources/MVVMBoxes/M.swift
        +++ b/Sources/MVVMBoxes/M.swift
        @@ -2,4 +2,3 @@
             a()
        -    b()

             c()
        --- a/Sources/MVVMStreams/M.swift
        +++ b/Sources/MVVMStreams/M.swift
        @@ -7 +7 @@
        -    x()
        +    y()

        """

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    private func problem(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no problem"
        } catch {
            return String(describing: error)
        }
    }

    @Test("A diff reads back as its edits: old side found, new side written; a note goes with its variant")
    func reads() throws {
        let catalogue = try ChaffCatalogue(folder: folder.url)
        let chaff = try #require(catalogue.all.first)
        #expect(chaff.id == "login.one" && chaff.taskID == "06.1" && chaff.sentence == "A view model that slips")
        #expect(
            chaff.edits["MVVMBoxes"]
                == [
                    Chaff.Edit(
                        file: "M.swift", find: "    a()\n    b()\n\n    c()\n", replace: "    a()\n\n    c()\n",
                        hunk: "Chaffs/login.one.diff:4")
                ])
        #expect(chaff.edits["MVVMStreams"]?.map(\.replace) == ["    y()\n"])
        #expect(ChaffDiff.notes(in: Self.diff) == ["MVVMBoxes": "Boxes: the first check dropped."])
        let hunks = try ChaffDiff.hunks(in: Self.diff, name: "d")
        let source = ["Sources/MVVMBoxes/M.swift": "func f() {\n    a()\n    b()\n\n    c()\n}\n"]
        let written = ChaffDiff.text(of: hunks, notes: ChaffDiff.notes(in: Self.diff)) { source[$0] }
        let back = try ChaffDiff.hunks(in: written, name: "d")
        #expect(back.map(\.variant) == hunks.map(\.variant) && back.map(\.edit.find) == hunks.map(\.edit.find))
        #expect(back.map(\.edit.replace) == hunks.map(\.edit.replace), "What is written reads back the same")
        #expect(written.hasPrefix("# Boxes: the first check dropped.\n--- a/Sources/MVVMBoxes/M.swift\n"))
        #expect(written.contains("@@ -7,1 +7,1 @@\n"), "A hunk whose file is gone keeps its recorded line")
    }

    @Test(
        "A diff that does not parse is refused with its line and what it should read",
        arguments: [
            (
                "--- a/Sources/MVVMBoxes/M.swift\n@@ -1 +1 @@\n",
                "login.one.diff:1: a \"--- a/PATH\" line must be followed"
            ),
            (
                "--- a/README.md\n+++ b/README.md\n",
                "login.one.diff:1: a chaff changes a file of a variant, Sources/VARIANT/FILE, not README.md"
            ),
            ("@@ -1 +1 @@\n-a\n+b\n", "login.one.diff:1: a hunk before any"),
            ("--- a/Sources/V/M.swift\n+++ b/Sources/V/M.swift\n@@ one @@\n", "login.one.diff:3: a hunk header reads"),
            (
                "--- a/Sources/V/M.swift\n+++ b/Sources/V/M.swift\n@@ -1,2 +1,2 @@\n-a\n+b\n",
                "login.one.diff:3: the hunk has 1 old and 1 new lines; its header says 2 and 2"
            ),
            (
                "--- a/Sources/V/M.swift\n+++ b/Sources/V/M.swift\n@@ -1,2 +1,2 @@\n-a\n*b\n",
                "login.one.diff:5: a hunk's line starts with"
            ),
            (
                "--- a/Sources/V/M.swift\n+++ b/Sources/V/M.swift\n@@ -1,2 +1,1 @@\n-a\n"
                    + "--- a/Sources/W/M.swift\n+++ b/Sources/W/M.swift\n@@ -1 +1 @@\n-a\n+b\n",
                "login.one.diff:3: the hunk has 1 old and 0 new lines; its header says 2 and 1"
            ),
            (
                "stray words\n",
                "login.one.diff:1: expected a note (# …), \"--- a/PATH\" or a hunk (@@ …), not stray words"
            ),
        ]
    )
    func badDiff(text: String, expected: String) throws {
        try write("login.one.diff", text)
        let said = problem { _ = try ChaffCatalogue(folder: folder.url) }
        #expect(said.hasPrefix("Chaffs/" + expected), "\(said)")
    }

    @Test(
        "A syntax error is placed by line and column as either system's Foundation words it",
        arguments: [
            ("Unexpected character ',' around line 2, column 14.", 2, 14),  // Darwin's
            ("Invalid value around character 26.", 2, 14),  // Linux's: the byte's offset
        ])
    func syntaxErrorPlace(said: String, line: Int, column: Int) {
        let place = ChaffCatalogue.place(ofSyntaxError: said, in: Data("{\"chaffs\": [\n  {\"id\": \"a\",, }".utf8))
        #expect(place?.line == line && place?.column == column, "\(String(describing: place))")
        #expect(ChaffCatalogue.place(ofSyntaxError: "The data is not in the correct format.", in: Data()) == nil)
    }

    @Test("A manifest or a folder that does not fit is refused, naming the file")
    func badCatalogue() throws {
        try write("login.two.diff", Self.diff)
        #expect(problem { _ = try ChaffCatalogue(folder: folder.url) }.hasPrefix("Chaffs/login.two.diff: no chaff"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("login.two.diff"))
        let cases = [
            ("{\"chaffs\": [\n  {\"id\": \"a\",, }", "Chaffs/chaffs.json:2:14: not JSON"),
            (
                #"{"chaffs": [{"id": "login.one", "task": "06.1"}]}"#,
                #"Chaffs/chaffs.json: chaffs[0] has no "sentence""#
            ),
            (
                #"{"chaffs": [{"id": 1, "task": "06.1", "sentence": "A"}]}"#,
                "Chaffs/chaffs.json: chaffs[0].id is not what"
            ),
            (#"{"list": []}"#, #"Chaffs/chaffs.json: the file has no "chaffs""#),
            (
                #"{"chaffs": [{"id": "login.two", "task": "06.1", "sentence": "A view model"}]}"#,
                "Chaffs/login.one.diff: no chaff"
            ),
            (
                #"{"chaffs": [{"id": "login/one", "task": "06.1", "sentence": "A view model"}]}"#,
                "Chaffs/login.one.diff: no chaff"
            ),
            (
                #"{"chaffs": [{"id": "login.one", "task": "06.1", "sentence": "A"}, {"id": "login.one", "task": "06.1", "sentence": "A"}]}"#,
                "Chaffs/chaffs.json: chaff login.one is listed twice"
            ),
            (
                #"{"chaffs": [{"id": "login.one", "task": "06.1", "sentence": "A", "notApplicable": {"MVVMStreams": "no"}}]}"#,
                "Chaffs/login.one.diff: changes MVVMStreams, which chaffs.json says chaff login.one does not apply to"
            ),
        ]
        for (manifest, expected) in cases {
            try write("chaffs.json", manifest)
            let said = problem { _ = try ChaffCatalogue(folder: folder.url) }
            #expect(said.hasPrefix(expected), "\(said)")
        }
        try write("chaffs.json", #"{"chaffs": [{"id": "login one", "task": "06.1", "sentence": "A"}]}"#)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("login.one.diff"))
        #expect(problem { _ = try ChaffCatalogue(folder: folder.url) }.contains("\"login one\" is not a chaff id"))
        try write("chaffs.json", #"{"chaffs": [{"id": "login.one", "task": "06.1", "sentence": "A"}]}"#)
        #expect(
            problem { _ = try ChaffCatalogue(folder: folder.url) }
                == "Chaffs/login.one.diff: missing; chaffs.json lists chaff login.one")
        #expect(try ChaffCatalogue(folder: folder.url, isRecording: true).all.first?.edits == [:], "Being recorded")
        try write("login.one.diff", "# only a note\n")
        #expect(problem { _ = try ChaffCatalogue(folder: folder.url) } == "Chaffs/login.one.diff: changes nothing")
        // A chaff with no slip in a variant another chaff is made in, and no reason why.
        try write("login.one.diff", Self.diff)
        try write(
            "login.two.diff", "--- a/Sources/MVVMBoxes/M.swift\n+++ b/Sources/MVVMBoxes/M.swift\n@@ -1 +1 @@\n-a\n+b\n")
        let one = #"{"id": "login.one", "task": "06.1", "sentence": "A"}"#
        try write("chaffs.json", #"{"chaffs": ["# + one + #", {"id": "login.two", "task": "06.1", "sentence": "A"}]}"#)
        #expect(
            problem { _ = try ChaffCatalogue(folder: folder.url) }.hasPrefix(
                "Chaffs/login.two.diff: has no slip in MVVMStreams, and chaffs.json does not say why"))
        let excused = #"{"id": "login.two", "task": "06.1", "sentence": "A", "notApplicable": {"MVVMStreams": "no"}}"#
        try write("chaffs.json", #"{"chaffs": ["# + one + ", " + excused + "]}")
        #expect(throws: Never.self) { try ChaffCatalogue(folder: folder.url) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("chaffs.json"))
        #expect(
            problem { _ = try ChaffCatalogue(folder: folder.url) } == "Chaffs/chaffs.json: missing; it lists the chaffs"
        )
    }
}
