import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

@MainActor
@Suite("workshop run: without a terminal, and its parts", .settlesItsOwnTasks)
struct RunCommandTests {
    @Test("Without a terminal it does not hang: it says how to use play instead, and exits 2")
    func noTerminal() async {
        for arguments in [[], ["run"], ["--variant", "mvc"], ["run", "--variant", "mvvm-boxes"]] {
            let run = await WorkshopRun(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.error.contains("needs a terminal"))
            #expect(run.error.contains("workshop play Examples/tour.play --variant mvc"))
        }
    }

    @Test("Bad options are refused before anything starts")
    func badOptions() async {
        #expect(await WorkshopRun(["--variant", "nope"]).error.hasPrefix("workshop run: unknown variant \"nope\""))
        #expect(
            await WorkshopRun(["run", "extra.play"]).error.hasPrefix("workshop run: unexpected argument \"extra.play\"")
        )
        #expect(await WorkshopRun(["--threats", "/nonexistent.json"]).status == 2)
        #expect(await WorkshopRun(["run", "--help"]).output.contains("KEYS (shown under the screen)"))
    }

    @Test("The frame writer redraws only the lines that changed")
    func frameWriter() {
        var writer = FrameWriter()
        let first = writer.update(to: ["a", "b", "c"])
        #expect(first == "\u{1B}[2J\u{1B}[1;1H\u{1B}[2Ka\u{1B}[2;1H\u{1B}[2Kb\u{1B}[3;1H\u{1B}[2Kc")
        #expect(writer.update(to: ["a", "B", "c"]) == "\u{1B}[2;1H\u{1B}[2KB", "Only line 2 changed")
        #expect(writer.update(to: ["a", "B", "c"]) == "", "Nothing changed, nothing written")
        #expect(writer.update(to: ["a"]) == "\u{1B}[2;1H\u{1B}[2K\u{1B}[3;1H\u{1B}[2K", "Lines gone are cleared")
    }

    @Test("The variant picker moves, picks by Return or number, and quits")
    func picker() {
        var picker = VariantPicker(variants: [
            .init(id: "a", name: "A", sourceFolder: "A") { _ in .init() },
            .init(id: "b", name: "B", sourceFolder: "B") { _ in .init() },
        ])
        #expect(picker.frame(width: 80).contains("▸ 1  A"))
        #expect(picker.handle(.down) == .keepRunning)
        #expect(picker.frame(width: 80).contains("▸ 2  B"))
        #expect(picker.handle(.enter) == .picked("b"))
        #expect(picker.handle(.character("1")) == .picked("a"))
        #expect(picker.handle(.character("9")) == .keepRunning)
        #expect(picker.handle(.character("q")) == .quit)
    }
}
