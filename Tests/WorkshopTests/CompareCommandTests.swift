import AppHost
import Conformance
import Foundation
import HeadlessUI
import TestSupport
import Testing
import Variants

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

@MainActor
@Suite("workshop compare", .settlesItsOwnTasks)
struct CompareCommandTests {
    @Test("The table has a column per variant and numbers measured from the sources")
    func table() async throws {
        let run = await WorkshopRun(["compare"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        let header = try #require(lines.first)
        let columns: [String] = header.split(separator: " ").map(String.init)
        let ids: [String] = Variant.all.map(\.id)
        #expect(columns == ids, "A column a variant")
        // A row's cells are its last words, one a variant (none holds a blank); its label is the words before.
        var rows: [String: [String: String]] = [:]
        for line in lines.dropFirst() {
            let words = line.split(separator: " ").map(String.init)
            guard words.count > Variant.all.count else { continue }  // A heading.
            rows[words.dropLast(Variant.all.count).joined(separator: " ")] = Dictionary(
                uniqueKeysWithValues: zip(Variant.all.map(\.id), words.suffix(Variant.all.count)))
        }
        func number(_ row: String, _ variant: String) -> Int { rows[row]?[variant].flatMap { Int($0) } ?? 0 }

        #expect(rows["View models import a UI module"]?.values.contains("YES") == false)
        #expect(
            rows["view models"]?["mvc"] == "–" && number("view models", "mvvm-boxes") > 100,
            "MVC keeps its logic in its controllers")
        #expect(
            number("views", "mvc") > number("views", "mvvm-boxes"),
            "…so its controllers are the biggest")
        #expect(
            number("Stored vars in views", "mvc") > number("Stored vars in views", "mvvm-boxes"))
        #expect(
            number("binding mechanism", "mvvm-boxes") > 0
                && rows["reactive library (Streams)"]?["mvvm-boxes"] == "–")
        #expect(number("reactive library (Streams)", "mvvm-streams") > 300)
        #expect(
            number("Conformance scenarios", "mvc") == Scenario.all.count
                && Set(rows["Conformance scenarios"]?.values.map { $0 } ?? []).count == 1,
            "Every variant runs the same scenarios, as many as Scenario.all holds")
    }

    @Test("The measures read Swift as it is written")
    func measures() {
        let source = """
            /// A doc comment.
            @MainActor
            final class Screen: ViewController {
                private var rows: [Row] = []
                private weak var delegate: (any Delegate)?
                var count: Int {
                    rows.count
                }
                let fixed = 1
                private enum Mode { case a }

                // A comment.
                func f() { var local = 0 }
            }
            struct Row {}
            extension Row {}
            """
        #expect(VariantMetrics.codeLines(source) == 13)
        #expect(VariantMetrics.typeDeclarations(source) == 3)
        #expect(VariantMetrics.storedVars(source) == 2, "rows and delegate; not the computed count, not a local")
    }

    @Test(
        "A variant counts the Streams library however it writes its import",
        arguments: [
            "@preconcurrency import Streams", "public import Streams", "import Streams  // the kit's Rx",
        ])
    func streamsImport(_ line: String) throws {
        let kit = try TemporaryFolder("compare-kit")
        let streams = try #require(Variant.named("mvvm-streams"))
        for (path, text) in [
            "Sources/\(streams.sourceFolder)/LoginViewModel.swift": "\(line)\n\nstruct LoginViewModel {}\n",
            "Sources/Streams/Relay.swift": "// A relay.\nstruct Relay {}\n",
        ] {
            let url = kit.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        #expect(VariantMetrics(streams, in: SourceTree(root: kit.url)).libraryLines == 1)
    }

    @Test("--play runs a script on every variant and finds their screens identical")
    func play() async {
        // A short script: that every variant prints the tour's screens is ExampleTests' to check.
        let run = await WorkshopRun(["compare", "--play", "-"], input: Self.detailScript)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("== screen 2, script line 7: identical on all \(Variant.all.count) variants"))
        #expect(!run.output.contains("DIFFERENT"))
        for variant in Variant.all {
            #expect(run.output.contains("\(variant.id): every expectation held"))
        }
    }

    /// A short script for the tests of how --play lays screens out, given on standard input: the sign-in
    /// screen, then a threat's detail, whose notes are longer than a column.
    private static let detailScript = """
        screen
        type username analyst
        type password Swift
        tap authenticate
        wait 3
        select 1
        screen
        """

    @Test("--play with variant ids shows only those variants, in the order given")
    func playChosenVariants() async {
        let run = await WorkshopRun(["compare", "--play", "-", "mvvm-streams", "mvc"], input: Self.detailScript)
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "== screen 1, script line 1: identical on both variants")
        #expect(
            lines.dropFirst().first?.split(separator: " ") == ["mvvm-streams", "mvc"], "One column each, as ordered")
        #expect(lines.suffix(3) == ["mvvm-streams: every expectation held", "mvc: every expectation held", ""])
        let one = await WorkshopRun(["compare", "--play", "-", "mvc"], input: Self.detailScript)
        #expect(one.output.hasPrefix("== screen 1, script line 1: mvc\n"), "One variant: nothing to call identical")
        for variant in Variant.all where !["mvc", "mvvm-streams"].contains(variant.id) {
            #expect(!run.output.contains(variant.id), "\(variant.id) was not asked for")
        }
    }

    @Test(
        "Variant ids are checked before anything runs",
        arguments: [
            (
                ["mvc", "mvvm-boxs"],
                "workshop compare: unknown variant \"mvvm-boxs\" (known: \(Variant.all.map(\.id).joined(separator: ", ")))\n"
            ),
            (["mvc", "mvc"], "workshop compare: mvc is given twice; name each variant once\n"),
        ])
    func badVariantIDs(ids: [String], message: String) async {
        let tour = TestFiles.repository.appendingPathComponent("Examples/tour.play").path
        let run = await WorkshopRun(["compare", "--play", tour] + ids)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix(message))
        let withoutPlay = await WorkshopRun(["compare", "mvc"])
        #expect(withoutPlay.status == 2)
        #expect(withoutPlay.error.hasPrefix("workshop compare: mvc: variant ids choose whose screens --play shows"))
    }

    @Test(
        "The screens fit the terminal: fewer a row when it is narrow, all side by side when it is wide",
        arguments: [
            (nil, 5, 46), (260, 5, 46), (244, 5, 46), (200, 5, 37), (160, 3, 46), (150, 3, 46), (120, 3, 37),
            (100, 2, 46), (80, 2, 37),
            (70, 1, 46), (30, 1, 28), (10, 1, 20),
        ] as [(Int?, Int, Int)])
    func layout(terminalColumns: Int?, perRow: Int, width: Int) {
        let layout = ScreenColumns(count: 5, terminalColumns: terminalColumns)
        #expect(layout.perRow == perRow && layout.width == width)
        if let terminalColumns, perRow > 1 {
            #expect(2 + perRow * width + 3 * (perRow - 1) <= terminalColumns)
        }
        #expect(ScreenColumns(count: 2, terminalColumns: 80).perRow == 2)
    }

    @Test("On an 80-column terminal, --play shows two screens a row and no line is wider than the terminal")
    func playOnEightyColumns() async throws {
        let run = await WorkshopRun(["compare", "--play", "-"], input: Self.detailScript, columns: 80)
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let widest = try #require(lines.max { $0.terminalColumns < $1.terminalColumns })
        #expect(widest.terminalColumns <= 80, "Too wide: \(widest)")
        // Two a row, in the registry's order.
        let ids = Variant.all.map(\.id)
        let rows = stride(from: 0, to: ids.count, by: 2).map { Array(ids[$0..<min($0 + 2, ids.count)]) }
        let titles = lines.filter { $0.hasPrefix("  mv") }.prefix(rows.count).map {
            $0.split(separator: " ").map(String.init)
        }
        #expect(titles == rows)
        #expect(run.output.contains("│ notes         Followed two staff"), "A long line wraps, it is not cut")
        #expect(run.output.contains("│               approach."))
        #expect(!run.output.contains("…"))
        #expect(
            await WorkshopRun(["compare", "--play", "-", "mvc", "mvvm-boxes"], input: Self.detailScript, columns: 80)
                .output.contains(
                    "\n  mvc                                     mvvm-boxes\n"))
    }

    @Test("Side by side, a line that differs is marked ≠")
    func columns() {
        let text = ScreenColumns.sideBySide(["a\nsame", "b\nsame"], titles: ["x", "y"], width: 6)
        #expect(text == "  x        y\n≠ a        b\n  same     same")
    }

    @Test("Screens in several rows: a line is marked ≠ in every row when any two variants differ there")
    func differencesAcrossRows() {
        let layout = ScreenColumns(count: 3, terminalColumns: 80)
        #expect(layout.perRow == 2)
        let text = layout.text(screens: ["│ a\n│ same", "│ a\n│ same", "│ b\n│ same"], titles: ["x", "y", "z"])
        #expect(
            text == """
                  x                                       y
                ≠ │ a                                     │ a
                  │ same                                  │ same

                  z
                ≠ │ b
                  │ same
                """)
    }

    @Test("A long line wraps in its column under its value, keeps its frame, and is marked ≠ once")
    func wrapping() {
        let line = "│ notes         Followed two staff members from the metro."
        let pieces = ScreenColumns.wrapped(line, toColumns: 34)
        #expect(
            pieces == [
                "│ notes         Followed two staff", "│               members from the", "│               metro.",
            ])
        #expect(
            ScreenColumns.wrapped(line, toColumns: 30) == [
                "│ notes         Followed two", "│ staff members from the", "│ metro.",
            ],
            "Under the value only when that leaves half the column")
        #expect(
            ScreenColumns.wrapped("│    1  Vell, Marcus       CRITICAL · 90 m", toColumns: 37) == [
                "│    1  Vell, Marcus", "│       CRITICAL · 90 m",
            ], "A table row breaks between its columns")
        #expect(ScreenColumns.wrapped("short", toColumns: 30) == ["short"])
        let text = ScreenColumns.sideBySide([line, "│ notes         Other"], titles: ["x", "y"], width: 34)
        let marks: [String] = text.split(separator: "\n").map { String($0.prefix(2)) }
        #expect(marks == ["  ", "≠ ", "  ", "  "])
    }

    @Test("Side by side, columns are measured in terminal columns: wide names wrap and keep the next column in line")
    func wideColumns() {
        let text = ScreenColumns.sideBySide(["山田, 太郎\n山田太郎山田太郎", "Quill, Ada\nx"], titles: ["mvc", "mvvm"], width: 8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines == ["  mvc        mvvm", "≠ 山田,      Quill,", "  太郎       Ada", "≠ 山田太郎   x", "  山田太郎"])
        for (line, second) in zip(lines, ["mvvm", "Quill", "Ada", "x"]) {
            let start = line.range(of: second).map { line[..<$0.lowerBound].terminalColumns }
            #expect(start == 13, "The second column starts at column 13: \(line)")
        }
        #expect(ScreenColumns.wrapped("山田太郎", toColumns: 3) == ["山", "田", "太", "郎"], "Never half a character")
    }

    @Test("--diff prints the unified diff of same-role files, which patches one into the other")
    func diff() async throws {
        let run = await WorkshopRun(["compare", "--diff", "mvvm-boxes", "mvvm-delegation", "LoginViewModel"])
        #expect(run.status == 0)
        #expect(
            run.output.hasPrefix(
                "--- Sources/MVVMBoxes/LoginViewModel.swift\n+++ Sources/MVVMDelegation/LoginViewModel.swift\n@@ -"))
        #expect(run.output.contains("\n-    let username = Box(\"\")\n"))
        let all = await WorkshopRun(["compare", "--diff", "mvc", "mvvm-boxes"])
        #expect(all.output.contains("Only in Sources/MVVMBoxes: Box.swift"))
    }

    @Test("A SwiftUI view is its view controller's role, by either name; indentation alone is no change")
    func diffAcrossViewKinds() async {
        for role in ["LoginView", "LoginViewController"] {
            let run = await WorkshopRun(["compare", "--diff", "mvvm-observation", "mvvm-swiftui", role])
            #expect(run.status == 0, "\(role): \(run.error)")
            #expect(
                run.output.hasPrefix(
                    "--- Sources/MVVMObservation/LoginViewController.swift\n+++ Sources/MVVMSwiftUI/LoginView.swift\n"))
        }
        // The view model is nested in its view one level deeper; its unchanged rules are not shown as changed.
        let model = await WorkshopRun(["compare", "--diff", "mvvm-observation", "mvvm-swiftui", "LoginViewModel"])
        #expect(!model.output.contains("-    private var protectedUsername: String {"))
        let all = await WorkshopRun(["compare", "--diff", "mvvm-observation", "mvvm-swiftui"])
        #expect(all.output.contains("Only in Sources/MVVMObservation: RenderLoop.swift"))
        #expect(!all.output.contains("Only in Sources/MVVMSwiftUI: LoginView.swift"))
    }

    @Test("A diff's lines rebuild both texts; hunks count their lines as diff -u does")
    func unifiedDiff() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n"
        let new = "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\n"
        let diff = UnifiedDiff(old: old, new: new)
        let rebuiltOld = diff.lines.compactMap { line -> String? in
            switch line {
            case .kept(let text), .removed(let text): text
            case .inserted: nil
            }
        }
        let rebuiltNew = diff.lines.compactMap { line -> String? in
            switch line {
            case .kept(let text), .inserted(let text): text
            case .removed: nil
            }
        }
        #expect(rebuiltOld.joined(separator: "\n") + "\n" == old)
        #expect(rebuiltNew.joined(separator: "\n") + "\n" == new)
        #expect(
            diff.text(oldName: "old", newName: "new") == """
                --- old
                +++ new
                @@ -1,5 +1,5 @@
                 a
                -b
                +B
                 c
                 d
                 e
                @@ -8,3 +8,4 @@
                 h
                 i
                 j
                +k

                """
        )
        #expect(UnifiedDiff(old: old, new: old).isEmpty)
    }

    @Test("--html writes one self-contained page that parses as XML")
    func html() async throws {
        let file = TemporaryFolder.root.appendingPathComponent(
            "compare-\(UInt64.random(in: 0...UInt64.max)).html")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = await WorkshopRun(["compare", "--html", file.path, "--play", "-"], input: Self.detailScript)
        #expect(run.status == 0, "\(run.error)")
        let page = try String(contentsOf: file, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(
            page.containsLiterally("<title>") && page.containsLiterally("<table>")
                && page.containsLiterally("id=\"screens\"")
                && page.containsLiterally("class=\"diff\""))
        #expect(
            !page.containsLiterally("http:") && !page.containsLiterally("https:") && !page.containsLiterally("<script")
                && !page.containsLiterally(" src="),
            "No outside assets and no scripts: it must work offline")
        let parser = XMLParser(data: Data(page.utf8))
        // Foundation's parser on Linux returns true even for a page that is not well-formed; its error says.
        #expect(
            parser.parse() && parser.parserError == nil,
            "The page must be well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(
            page.containsLiterally("<code>LoginViewController.swift → LoginView.swift</code>")
                && page.containsLiterally("Only in <code>Sources/MVVMObservation</code>: <code>RenderLoop.swift</code>"),
            "A SwiftUI view beside its controller, and the binding file it no longer needs")
    }

    @Test("Bad arguments are refused with a pointer to --help")
    func badArguments() async {
        #expect(await WorkshopRun(["compare", "--frobnicate"]).status == 2)
        #expect(await WorkshopRun(["compare", "--diff", "mvc", "mvvm-bxes"]).error.contains("known: mvc, "))
        #expect(await WorkshopRun(["compare", "--diff", "mvc"]).error.contains("--diff needs A B [ROLE]"))
        #expect(await WorkshopRun(["compare", "--diff", "mvc", "nope"]).error.contains("unknown variant \"nope\""))
        #expect(
            await WorkshopRun(["compare", "--diff", "mvc", "mvc"]).error
                == "workshop compare: --diff compares two variants, not mvc with itself; name two different ones\n"
                + "Run `workshop compare --help` for usage.\n")
        #expect(
            await WorkshopRun(["compare", "--diff", "mvc", "mvvm-boxes", "Nope"]).error.contains(
                "neither variant has Nope.swift"))
        #expect(await WorkshopRun(["compare", "--play", "/nonexistent.play"]).error.contains("no such file"))
        #expect(await WorkshopRun(["compare", "--help"]).output.contains("--diff A B [ROLE]"))
    }
}
