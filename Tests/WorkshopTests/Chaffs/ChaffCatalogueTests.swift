import Foundation
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// The chaff catalogue and the weaver, without building anything: every chaff fits the kit's source today,
/// and a chaff that no longer fits fails loudly, naming itself and the file.
@Suite("Chaffs: the catalogue and the weaver")
struct ChaffCatalogueTests {
    static let exercise06 = ExerciseTreeTests.solutions.first { $0.number == "06" }

    @Test("At least 24 chaffs, ids unique, each in a task of exercise 06, each task with at least 4")
    func catalogue() throws {
        let catalogue = try ChaffCatalogue.kit()
        let all = catalogue.all
        #expect(all.count >= 24)
        #expect(Set(all.map(\.id)).count == all.count, "Chaff ids are unique")
        let tasks = try #require(Self.exercise06).manifest.tasks.map(\.id)
        #expect(Set(all.map(\.taskID)) == Set(tasks), "Every chaff belongs to a task, and every task has chaffs")
        for task in tasks {
            #expect(catalogue.chaffs(of: task).count >= 4, "\(task)")
        }
    }

    @Test("Each chaff is one sentence about behaviour, in words: no code")
    func sentences() throws {
        for chaff in try ChaffCatalogue.kit().all {
            #expect(chaff.sentence.hasPrefix("A view model "), "\(chaff.id)")
            #expect(!chaff.sentence.contains("`") && !chaff.sentence.contains("(") && !chaff.sentence.hasSuffix("."))
        }
    }

    @Test("Every chaff fits the kit's source today: woven into its variant, each edit found exactly once")
    func fitsTheKit() throws {
        let all = try ChaffCatalogue.kit().all
        for variant in Set(all.flatMap(\.edits.keys)) {
            let files = Set(all.flatMap { $0.edits[variant] ?? [] }.map(\.file))
            for file in files {
                let url = ExerciseTreeTests.kit.appendingPathComponent("Sources/\(variant)/\(file)")
                let source = try String(contentsOf: url, encoding: .utf8)
                let edits = all.flatMap { chaff in
                    (chaff.edits[variant] ?? []).filter { $0.file == file }.map { (chaffID: chaff.id, edit: $0) }
                }
                // Every chaff that no longer fits, at once, rather than the first the weaver meets.
                let drifted = edits.filter { ChaffWeaver.occurrences(of: $0.edit.find, in: source).count != 1 }
                for (chaffID, edit) in drifted {
                    let path = "Sources/\(variant)/\(file)"
                    Issue.record(
                        Comment(
                            rawValue:
                                "chaff \(chaffID) no longer fits \(path) (its hunk at \(edit.hunk)): record it again"
                                + " with `swift run workshop chaff`"))
                }
                guard drifted.isEmpty else { continue }
                let woven = try ChaffWeaver.weave(source, edits: edits, file: "Sources/\(variant)/\(file)")
                for (chaffID, _) in edits {
                    #expect(woven.containsLiterally("WorkshopChaff.isOn(\"\(chaffID)\")"), "\(chaffID) is woven in")
                }
            }
        }
    }

    @Test("Chaffs with the same text share one if … else if …; the correct lines come last")
    func weaving() throws {
        let source = "func f() {\n    a()\n    b()\n}\n"
        let edits = [
            (chaffID: "one", edit: Chaff.Edit(file: "F.swift", find: "    a()\n", replace: "")),
            (chaffID: "two", edit: Chaff.Edit(file: "F.swift", find: "    a()\n", replace: "    c()\n")),
            (chaffID: "three", edit: Chaff.Edit(file: "F.swift", find: "    b()\n", replace: "    d()\n")),
        ]
        let woven = try ChaffWeaver.weave(source, edits: edits, file: "F.swift")
        #expect(
            woven == """
                func f() {
                if WorkshopChaff.isOn("one") {
                } else if WorkshopChaff.isOn("two") {
                    c()
                } else {
                    a()
                }
                if WorkshopChaff.isOn("three") {
                    d()
                } else {
                    b()
                }
                }

                """)
    }

    @Test("A one-line computed property is switched inside its getter, as an if expression")
    func computedProperty() throws {
        let property = "    var shown: Bool { next != nil }\n"
        let source = "final class M {\n" + property + "}\n"
        let edits = [("one", "true"), ("two", "next == nil")].map { id, expression in
            let replace = "    var shown: Bool { \(expression) }\n"
            return (chaffID: id, edit: Chaff.Edit(file: "M.swift", find: property, replace: replace))
        }
        let woven = try ChaffWeaver.weave(source, edits: edits, file: "M.swift")
        #expect(
            woven == """
                final class M {
                    var shown: Bool { if WorkshopChaff.isOn("one") { true } else if WorkshopChaff.isOn("two") { next == nil } else { next != nil } }
                }

                """)
    }

    @Test(
        "A chaff that no longer fits fails with its id, its file, its hunk and what is wrong",
        arguments: [
            ("    gone()\n", "the lines it changes are no longer there"),
            ("    a()\n    a()\n", "the lines it changes are there 2 times"),
            ("f() {\n", "an edit must change whole lines"),
        ]
    )
    func drift(find: String, problem: String) {
        let source = "func f() {\n    a()\n    a()\n    a()\n    a()\n}\n"
        let edit = Chaff.Edit(file: "F.swift", find: find, replace: "", hunk: "Chaffs/login.gone.diff:3")
        #expect {
            try ChaffWeaver.weave(source, edits: [(chaffID: "login.gone", edit: edit)], file: "Sources/V/F.swift")
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix("chaff login.gone: " + problem)
                && description.hasSuffix(" in Sources/V/F.swift (its hunk at Chaffs/login.gone.diff:3)")
        }
    }

    @Test("Two chaffs whose texts overlap are refused, naming both")
    func overlap() {
        let source = "func f() {\n    a()\n    b()\n}\n"
        let edits = [
            (chaffID: "one", edit: Chaff.Edit(file: "F.swift", find: "    a()\n    b()\n", replace: "")),
            (chaffID: "two", edit: Chaff.Edit(file: "F.swift", find: "    b()\n", replace: "")),
        ]
        #expect(
            throws: ChaffWeaver.Drift(
                chaffID: "two", file: "F.swift", problem: "its edit overlaps the edit of chaff one")
        ) {
            try ChaffWeaver.weave(source, edits: edits, file: "F.swift")
        }
    }

    @Test("A task's points are the share of its chaffs caught, rounded down; a wrong test makes them 0")
    func points() throws {
        let chaffs = try ChaffCatalogue.kit().chaffs(of: "06.1")
        let test = ExerciseGrade.Test(id: "t", name: "06.1 Rules › t", taskID: "06.1", location: nil, outcome: .passed)
        let task = ExerciseManifest.Task(id: "06.1", title: "Rules", points: 20)
        let caught = chaffs.enumerated().map { ExerciseGrade.CaughtChaff(chaff: $1, caughtBy: $0 < 3 ? ["t"] : []) }
        let grade = ExerciseGrade.TaskGrade(task: task, tests: [test], chaffs: caught)
        #expect(grade.points == 20 * 3 / chaffs.count && !grade.isDone)
        #expect(grade.uncaught == Array(chaffs.dropFirst(3)))
        let failure = TestFailure(expectation: "x", comments: [], testCase: nil, location: nil)
        let wrong = ExerciseGrade.Test(id: "t", name: "t", taskID: "06.1", location: nil, outcome: .failed(failure))
        #expect(ExerciseGrade.TaskGrade(task: task, tests: [wrong], chaffs: caught).points == 0)
        let all = chaffs.map { ExerciseGrade.CaughtChaff(chaff: $0, caughtBy: ["t"]) }
        #expect(ExerciseGrade.TaskGrade(task: task, tests: [test], chaffs: all).isDone)
    }
}
