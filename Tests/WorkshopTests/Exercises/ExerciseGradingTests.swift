import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// Tests that pass on an untouched starter, each with the reason it cannot fail there.
///
/// Every other graded test of a starter must fail, so that each task's points are earned by the
/// attendee's work and not given away.
let passingOnStarters: [String: String] = [
    // A refactor keeps behaviour: the MVC screen already behaves as the scenarios say, before and after.
    "01-RefactorToMVVM: 01.4 The view controller forwards and shows › The sign-in screen behaves as before":
        "a refactor's safety net is green before and after"
]

/// The exercises built and graded for real, as `workshop grade` does: every solution earns full
/// marks, and every graded test of every untouched starter fails, without crashing or hanging.
///
/// It builds every exercise twice, which takes minutes, so it runs only when `WORKSHOP_CHECK_EXERCISES=1`
/// (CI sets it: see `.ci/run`).
@Suite(
    "Exercises graded for real",
    .runsWith("WORKSHOP_CHECK_EXERCISES", "it grades every exercise and solution for real"),
    .serialized
)
struct ExerciseGradingTests {
    private let grader = Grader(kitRoot: ExerciseTreeTests.kit)

    @Test("Every solution earns full marks", arguments: ExerciseTreeTests.solutions)
    func solution(_ exercise: Exercise) {
        let grade = grader.grade(exercise)
        let report = GradeReportText(useColor: false) { _ in false }.exercise(grade)
        #expect(grade.isComplete, "\(exercise.path) should earn full marks:\n\(report)")
    }

    @Test(
        "Every graded test of an untouched starter fails, none crashes or hangs", arguments: ExerciseTreeTests.starters)
    func starter(_ exercise: Exercise) throws {
        let grade = grader.grade(exercise)
        guard case .graded(let tasks, let ungraded) = grade.result else {
            Issue.record(
                "\(exercise.path) should compile and run its tests:\n\(GradeReportText(useColor: false) { _ in false }.exercise(grade))"
            )
            return
        }
        #expect(ungraded.isEmpty, "\(exercise.path): tests outside every task: \(ungraded.map(\.name))")
        if exercise.manifest.gradedWithChaffs {
            // The attendee writes the tests: the starter's example passes, and earns only what it catches.
            for task in tasks {
                let allPass = task.tests.allSatisfy { $0.outcome.isPassed }
                #expect(allPass, "\(task.task.id): the example passes against the correct view models")
                #expect(task.tests.isEmpty ? task.points == 0 : task.points < task.task.points, "\(task.task.id)")
            }
            return
        }
        #expect(grade.points == 0, "\(exercise.path) should score nothing untouched")
        for test in tasks.flatMap(\.tests) {
            let key = "\(exercise.name): \(test.name)"
            switch test.outcome {
            case .failed:
                #expect(passingOnStarters[key] == nil, "\(key) fails now: remove it from the allow-list")
            case .passed:
                #expect(passingOnStarters[key] != nil, "\(key) passes on the untouched starter")
            case .crashed(let message):
                Issue.record("\(key) crashes on the untouched starter: \(message)")
            case .timedOut, .cutShort:
                Issue.record("\(key) hangs on the untouched starter")
            case .notRun(let reason):
                Issue.record("\(key) did not run: \(reason)")
            }
        }
    }
}
