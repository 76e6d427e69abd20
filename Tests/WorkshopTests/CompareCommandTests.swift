import AppHost
import Foundation
import HeadlessUI
import Testing
import Variants

@testable import Workshop

#if canImport(FoundationXML)
    import FoundationXML
#endif

@MainActor
@Suite("workshop compare")
struct CompareCommandTests {
    @Test("The table has a column per variant and numbers measured from the sources")
    func table() async throws {
        let run = await WorkshopRun(["compare"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        let header = try #require(lines.first)
        for variant in Variant.all {
            #expect(header.contains(variant.id), "A column for \(variant.id)")
        }
        #expect(lines.contains { $0.hasPrefix("View models import HeadlessUI") && !$0.contains("YES") })
        let tree = try SourceTree.locate()
        let mvc = VariantMetrics(try #require(Variant.named("mvc")), in: tree)
        let boxes = VariantMetrics(try #require(Variant.named("mvvm-boxes")), in: tree)
        #expect(mvc.viewModelLines == 0 && boxes.viewModelLines > 100, "MVC keeps its logic in its controllers")
        #expect(mvc.viewControllerLines > boxes.viewControllerLines, "…so its controllers are the biggest")
        #expect(mvc.viewControllerStoredVars > boxes.viewControllerStoredVars)
        #expect(boxes.bindingLines > 0 && boxes.libraryLines == nil)
        #expect(VariantMetrics(try #require(Variant.named("mvvm-streams")), in: tree).libraryLines ?? 0 > 300)
        #expect(mvc.conformanceScenarios >= 40 && mvc.conformanceScenarios == boxes.conformanceScenarios)
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

    @Test("--play runs a script on every variant and finds their screens identical")
    func play() async {
        let run = await WorkshopRun([
            "compare", "--play", TestFiles.repository.appendingPathComponent("Examples/tour.play").path,
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("== screen 1, script line 4: identical on all \(Variant.all.count) variants"))
        #expect(!run.output.contains("DIFFERENT"))
        for variant in Variant.all {
            #expect(run.output.contains("\(variant.id): every expectation held"))
        }
    }

    @Test("Side by side, a line that differs is marked ≠")
    func columns() {
        let text = ComparedRun.columns(["a\nsame", "b\nsame"], titles: ["x", "y"], width: 6)
        #expect(text == "  x        y\n≠ a        b\n  same     same")
    }

    @Test("Side by side, columns are measured in terminal columns: wide names keep the next column in line")
    func wideColumns() {
        let text = ComparedRun.columns(["山田, 太郎\n山田太郎山田太郎", "Quill, Ada\nx"], titles: ["mvc", "mvvm"], width: 8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines == ["  mvc        mvvm", "≠ 山田, …    Quill, …", "≠ 山田太…    x"])
        for (line, second) in zip(lines, ["mvvm", "Quill", "x"]) {
            let start = line.range(of: second).map { line[..<$0.lowerBound].terminalColumns }
            #expect(start == 13, "The second column starts at column 13: \(line)")
        }
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
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "compare-\(UInt64.random(in: 0...UInt64.max)).html")
        defer { try? FileManager.default.removeItem(at: file) }
        let tour = TestFiles.repository.appendingPathComponent("Examples/tour.play").path
        let run = await WorkshopRun(["compare", "--html", file.path, "--play", tour])
        #expect(run.status == 0, "\(run.error)")
        let page = try String(contentsOf: file, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(
            page.contains("<title>") && page.contains("<table>") && page.contains("id=\"screens\"")
                && page.contains("class=\"diff\""))
        #expect(
            !page.contains("http:") && !page.contains("https:") && !page.contains("<script") && !page.contains(" src="),
            "No outside assets and no scripts: it must work offline")
        let parser = XMLParser(data: Data(page.utf8))
        #expect(parser.parse(), "The page must be well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test("Bad arguments are refused with a pointer to --help")
    func badArguments() async {
        #expect(await WorkshopRun(["compare", "--frobnicate"]).status == 2)
        #expect(await WorkshopRun(["compare", "--diff", "mvc"]).error.contains("--diff needs two variants"))
        #expect(await WorkshopRun(["compare", "--diff", "mvc", "nope"]).error.contains("unknown variant \"nope\""))
        #expect(
            await WorkshopRun(["compare", "--diff", "mvc", "mvvm-boxes", "Nope"]).error.contains(
                "neither variant has Nope.swift"))
        #expect(await WorkshopRun(["compare", "--play", "/nonexistent.play"]).error.contains("no such file"))
        #expect(await WorkshopRun(["compare", "--help"]).output.contains("--diff A B [ROLE]"))
    }
}
