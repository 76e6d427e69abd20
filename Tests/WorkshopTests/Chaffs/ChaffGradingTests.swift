import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// Exercise 06 graded for real against its chaffs: the untouched starter, tests that assert nothing, and a
/// test that is wrong about the correct view models (the fixture test files in `Tests/GraderFixtures/chaff-tests`).
///
/// Each case builds a copy of the exercise under `.build/chaff-fixtures` with its own test files, so it runs
/// with the other real gradings, when `WORKSHOP_CHECK_EXERCISES=1` (CI sets it). The solution's full marks
/// are checked with every solution, in ``ExerciseGradingTests``.
@Suite(
    "Exercise 06 graded against its chaffs",
    .runsWith("WORKSHOP_CHECK_EXERCISES", "it grades exercise 06 against every chaff for real"),
    .serialized
)
struct ChaffGradingTests {
    static let kit = ExerciseTreeTests.kit
    private let grader = Grader(kitRoot: ChaffGradingTests.kit)

    /// Exercise 06 with the test files of `Tests/GraderFixtures/chaff-tests/<fixture>` (and its `Recorder`),
    /// in a copy under `.build` whose package finds the kit by its full path.
    private func exercise(withTestsOf fixture: String) throws -> Exercise {
        let manager = FileManager.default
        let starter = Self.kit.appendingPathComponent("Exercises/06-TestingViewModels")
        let folder = Self.kit.appendingPathComponent(".build/chaff-fixtures/\(fixture)/06-TestingViewModels")
        try? manager.removeItem(at: folder)
        try manager.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: starter, to: folder)
        try? manager.removeItem(at: folder.appendingPathComponent(".build"))
        let manifest = folder.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(Self.kit.standardizedFileURL.path)\"")
        try Data(text.utf8).write(to: manifest)
        let tests = folder.appendingPathComponent("Tests/TestingViewModelsTests")
        for name in try manager.contentsOfDirectory(atPath: tests.path) where name != "Recorder.swift" {
            try manager.removeItem(at: tests.appendingPathComponent(name))
        }
        let source = Self.kit.appendingPathComponent("Tests/GraderFixtures/chaff-tests/\(fixture)")
        for name in try manager.contentsOfDirectory(atPath: source.path) {
            try manager.copyItem(at: source.appendingPathComponent(name), to: tests.appendingPathComponent(name))
        }
        return try #require(try Exercise.load(from: folder, path: "Exercises/06-TestingViewModels"))
    }

    private func tasks(of grade: ExerciseGrade) throws -> [ExerciseGrade.TaskGrade] {
        guard case .graded(let tasks, let ungraded) = grade.result else {
            Issue.record("It should be graded:\n\(GradeReportText(useColor: false) { _ in false }.exercise(grade))")
            throw CancellationError()
        }
        #expect(ungraded.isEmpty)
        return tasks
    }

    @Test("The untouched starter scores 0 on every task but what its one example test catches")
    func starter() throws {
        let exercise = try #require(ExerciseTreeTests.starters.first { $0.number == "06" })
        let grade = grader.grade(exercise)
        let tasks = try tasks(of: grade)
        let example = try #require(tasks.first?.tests.first)
        #expect(tasks.flatMap(\.tests).map(\.id) == [example.id], "One example test, in 06.1")
        #expect(example.outcome == .passed, "It passes against the correct view models")
        let caught = try #require(tasks.first?.chaffs).filter { !$0.caughtBy.isEmpty }.map(\.chaff)
        #expect(!caught.isEmpty, "The example catches something")
        let catalogue = try ChaffCatalogue.kit()
        let share = tasks[0].task.points * caught.count / catalogue.chaffs(of: "06.1").count
        #expect(tasks[0].points == share && share < tasks[0].task.points)
        for task in tasks.dropFirst() {
            #expect(task.points == 0 && task.uncaught == catalogue.chaffs(of: task.task.id), "\(task.task.id)")
        }
        let report = GradeReportText(useColor: false) { _ in false }.exercise(grade)
        #expect(report.contains("06.1  The form's rules, in order · caught \(caught.count) of 8 broken versions"))
        #expect(report.contains("A view model that measures the password after trimming its spaces was not caught."))
        #expect(!report.contains("WorkshopChaff") && !report.contains("isOn("), "Chaffs are named in words only")
    }

    @Test("Tests that assert nothing pass everywhere, catch nothing, and score 0")
    func assertNothing() throws {
        let grade = grader.grade(try exercise(withTestsOf: "assert-nothing"))
        let tasks = try tasks(of: grade)
        #expect(tasks.count == 6 && tasks.allSatisfy { $0.tests.count == 1 })
        let catalogue = try ChaffCatalogue.kit()
        for task in tasks {
            #expect(task.tests.allSatisfy { $0.outcome == .passed }, "\(task.task.id) passes")
            #expect(task.points == 0 && task.uncaught == catalogue.chaffs(of: task.task.id), "\(task.task.id)")
        }
        #expect(grade.points == 0)
        let json = ResultsJSON(grade) { _ in "" }
        #expect(json.tests.filter { $0.caughtChaffs != nil }.allSatisfy { $0.caughtChaffs == [] })
        #expect(json.tests.filter { $0.name.hasSuffix("broken versions not caught") }.count == 6)
    }

    @Test("A test that fails against the correct view model is reported as wrong, and its task scores 0")
    func wrongTest() throws {
        let grade = grader.grade(try exercise(withTestsOf: "wrong"))
        let tasks = try tasks(of: grade)
        let protected = try #require(tasks.first { $0.task.id == "06.2" })
        guard case .failed(let failure) = protected.tests.first?.outcome else {
            Issue.record("The wrong test should fail against the correct view model")
            return
        }
        #expect(failure.comments == ["Every character is starred"])
        #expect(protected.points == 0)
        #expect(protected.chaffs?.allSatisfy { $0.caughtBy.isEmpty } == true, "No chaff runs for a wrong task")
        #expect(tasks[0].points > 0, "The other task is graded as usual")
        let report = GradeReportText(useColor: false) { _ in false }.exercise(grade)
        #expect(report.contains("✘ 06.2  The protected username · a test is wrong"))
        #expect(report.contains("“Protection stars every character” fails against the correct view models"))
        #expect(report.contains("Every character is starred"))
        #expect(report.contains("at Exercises/06-TestingViewModels/Tests/TestingViewModelsTests/WrongTests.swift:"))
    }

    @Test(
        "Tests that tell the grader's runs apart (variable, arguments, first run, crash, its file) score 0, directly or through the stand-in",
        arguments: [false, true])
    func gaming(throughStandIn: Bool) throws {
        var grader = grader
        if throughStandIn { grader.testLauncher = BuildProducts.folder.appendingPathComponent("swift-test-stand-in") }
        let markers = Self.kit.appendingPathComponent(".build/chaff-fixtures")
        defer {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: markers.path)) ?? []
            where name.hasPrefix("marker-") {
                try? FileManager.default.removeItem(at: markers.appendingPathComponent(name))
            }
        }
        let grade = grader.grade(try exercise(withTestsOf: "gaming"))
        let tasks = try tasks(of: grade).filter { ["06.1", "06.2", "06.3", "06.4", "06.5"].contains($0.task.id) }
        #expect(tasks.count == 5)
        let report = GradeReportText(useColor: false) { _ in false }.exercise(grade)
        for task in tasks {
            #expect(task.points == 0, "\(task.task.id) scores nothing:\n\(report)")
            #expect(task.tests.allSatisfy { !$0.outcome.isPassed }, "\(task.task.id) fails where it must pass")
        }
        let verdicts = report.split(separator: "\n").filter {
            $0.contains("” fails against the correct view models")
                || $0.contains("” crashed against the correct view models")
        }
        #expect(verdicts.count == 5, "Each test is said to fail against the correct view models:\n\(report)")
        #expect(report.contains("then failed in a decoy"), "The first-run marker is caught by a decoy")
        #expect(report.firstMatch(of: /caught [0-9]+ of/) == nil, "No broken version is counted as caught:\n\(report)")
    }

    @Test("Tests that do not compile: the compiler's errors, in the attendee's file, not in the woven copy")
    func doesNotCompile() throws {
        let grade = grader.grade(try exercise(withTestsOf: "does-not-compile"))
        guard case .didNotCompile(let diagnostics) = grade.result else {
            Issue.record("It should not compile")
            return
        }
        let errors = diagnostics.errors.joined(separator: "\n")
        #expect(errors.contains("06-TestingViewModels/Tests/TestingViewModelsTests/BrokenTests.swift:11:"))
        #expect(errors.contains("signInTapped"))
        #expect(!errors.contains("woven"), "Never the copy's path: \(errors)")
    }

    @Test("A test that hangs against a chaff is stopped, and catches it; the other chaffs are graded as usual")
    func hangCatches() throws {
        let grade = grader.grade(try exercise(withTestsOf: "hangs"))
        let paging = try #require(try tasks(of: grade).first { $0.task.id == "06.5" })
        #expect(paging.tests.map(\.outcome) == [.passed], "It ends against the correct view model")
        let caught = (paging.chaffs ?? []).filter { !$0.caughtBy.isEmpty }.map(\.chaff.id)
        #expect(caught == ["threats.spinner-after-failure"])
    }

    @Test("A view model changed by the attendee is refused before building, with the way back")
    func changedViewModel() throws {
        let exercise = try exercise(withTestsOf: "wrong")
        let file = exercise.folder.appendingPathComponent("Sources/TestingViewModels/LoginViewModel.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "minimumPasswordLength = 5", with: "minimumPasswordLength = 6").utf8)
            .write(to: file)
        let grade = grader.grade(exercise)
        #expect(grade.points == 0)
        guard case .cannotBuild(let reason) = grade.result else {
            Issue.record("It should not be built")
            return
        }
        let path = "Exercises/06-TestingViewModels/Sources/TestingViewModels/LoginViewModel.swift"
        #expect(reason.hasPrefix("\(path) is no longer the kit's own"))
        #expect(reason.hasSuffix("Restore it with `git checkout -- \(path)`."))
    }
}
