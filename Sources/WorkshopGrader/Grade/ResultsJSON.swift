import Foundation
import WorkshopSupport

/// The grade of an exercise for tools, in the shape of Exercism's test-runner `results.json`
/// version 3 (https://exercism.org/docs/building/tooling/test-runners/interface), plus points.
///
/// - `status`: `pass` (every test passed), `fail` (some did not), `error` (it did not compile, or its
///   tests could not run; `message` says why, with the compiler's first errors, and `tests` is empty).
/// - each test: `name`, `status` (`pass`, `fail`, or `error` for a crash or a timeout), `message`
///   (why, when not `pass`), `test_code` (the test's source), `task_id` (the task's number, from 1).
/// - added by the kit: `points` and `max_points` for the exercise, and `exercise`, its folder's name;
///   at the top, `graded_at` (when, ISO 8601 in UTC) and `attendee` (the name the laptop joined a room under,
///   `workshop room join`; absent when it joined none).
package struct ResultsJSON: Encodable, Equatable {
    /// One test.
    package struct Test: Encodable, Equatable {
        package let name: String
        package let status: String
        package let message: String?
        package let testCode: String
        package let taskID: Int?
        /// In an exercise graded with chaffs, the broken versions this test caught, in words; `nil` elsewhere.
        package var caughtChaffs: [String]?

        private enum CodingKeys: String, CodingKey {
            case name, status, message
            case testCode = "test_code"
            case taskID = "task_id"
            case caughtChaffs = "caught_chaffs"
        }
    }

    package let exercise: String
    package let version = 3
    package let status: String
    package let message: String?
    package let tests: [Test]
    package let points: Int
    package let maxPoints: Int

    private enum CodingKeys: String, CodingKey {
        case exercise, version, status, message, tests, points
        case maxPoints = "max_points"
    }

    /// The report of an exercise that cannot be graded: `error`, no test, no points.
    package init(cannotGrade name: String, because problem: String) {
        exercise = name
        status = "error"
        message = problem
        tests = []
        points = 0
        maxPoints = 0
    }

    /// The report of `grade`; `testCode` gives a test's source from its location.
    package init(_ grade: ExerciseGrade, testCode: (TestEventRecord.SourceLocation?) -> String) {
        exercise = grade.exercise.name
        points = grade.points
        maxPoints = grade.exercise.manifest.maxPoints
        switch grade.result {
        case .cannotBuild(let reason):
            status = "error"
            message = "it cannot be built: " + reason
            tests = []
        case .didNotCompile(let diagnostics):
            status = "error"
            message = diagnostics.errors.joined(separator: "\n")
            tests = []
        case .testsDidNotRun(let reason):
            status = "error"
            message = "the tests did not run: " + reason
            tests = []
        case .graded(let tasks, let ungraded):
            func number(_ taskID: String?) -> Int? {
                taskID.flatMap { $0.split(separator: ".").last.flatMap { Int($0) } }
            }
            var tests: [Test] = []
            for task in tasks {
                tests += task.tests.map { test in
                    let (status, message) = Self.status(of: test, in: grade)
                    return Test(
                        name: test.name, status: status, message: message, testCode: testCode(test.location),
                        taskID: number(task.task.id),
                        caughtChaffs: task.chaffs?.filter { $0.caughtBy.contains(test.id) }.map(\.chaff.sentence))
                }
                // Chaffs no test caught, when the tests could face them: one failing entry says which.
                let uncaught = task.uncaught
                if !uncaught.isEmpty, !task.tests.isEmpty, task.tests.allSatisfy(\.outcome.isPassed) {
                    tests.append(
                        Test(
                            name: "\(task.task.id) \(task.task.title) › broken versions not caught", status: "fail",
                            message: uncaught.map { $0.sentence + " was not caught." }.joined(separator: "\n"),
                            testCode: "", taskID: number(task.task.id)))
                }
                // A task no test grades earns nothing: one failing entry says so, so that no tool reads a pass.
                if task.tests.isEmpty {
                    tests.append(
                        Test(
                            name: "\(task.task.id) \(task.task.title)", status: "fail",
                            message: "no test grades this task. " + task.whyNoTest, testCode: "",
                            taskID: number(task.task.id)))
                }
            }
            tests += ungraded.map { test in
                let (status, message) = Self.status(of: test, in: grade)
                return Test(
                    name: test.name, status: status, message: message, testCode: testCode(test.location), taskID: nil)
            }
            self.tests = tests
            status = grade.isComplete && tests.allSatisfy { $0.status == "pass" } ? "pass" : "fail"
            message = nil
        }
    }

    private static func status(of test: ExerciseGrade.Test, in grade: ExerciseGrade) -> (String, String?) {
        switch test.outcome {
        case .passed: ("pass", nil)
        case .failed(let failure):
            ("fail", failure.summary + (grade.whereToLook(for: failure, of: test).map { "\n" + $0 } ?? ""))
        case .crashed(let message):
            ("error", "crashed: " + message + (grade.whereToLook(forCrash: message, of: test).map { "\n" + $0 } ?? ""))
        case .timedOut(let seconds, let place):
            ("error", "timed out: stopped after \(TestRunSupervisor.format(seconds)) s" + place.clause)
        case .cutShort(let seconds, _, let place):
            ("error", "cut short after \(TestRunSupervisor.format(seconds)) s: it hung" + place.clause)
        case .notRun(let reason): ("error", "did not run: " + reason)
        }
    }

    /// The reports as one JSON document.
    ///
    /// One exercise gives its object; several give `{"version": 3, "points", "max_points",
    /// "exercises": [one object each]}`. Keys are sorted, so the file is stable from run to run.
    package static func encode(_ reports: [ResultsJSON], gradedAt: Date, attendee: String? = nil) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        if reports.count == 1 {
            return (try? encoder.encode(One(report: reports[0], gradedAt: gradedAt, attendee: attendee))) ?? Data()
        }
        let all = AllExercises(
            points: reports.reduce(0) { $0 + $1.points },
            maxPoints: reports.reduce(0) { $0 + $1.maxPoints },
            exercises: reports, gradedAt: gradedAt, attendee: attendee
        )
        return (try? encoder.encode(all)) ?? Data()
    }

    /// One exercise's report, with when and whose.
    private struct One: Encodable {
        let report: ResultsJSON
        let gradedAt: Date
        let attendee: String?

        private enum CodingKeys: String, CodingKey {
            case gradedAt = "graded_at"
            case attendee
        }

        func encode(to encoder: any Encoder) throws {
            try report.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(gradedAt, forKey: .gradedAt)
            try container.encodeIfPresent(attendee, forKey: .attendee)
        }
    }

    private struct AllExercises: Encodable {
        let version = 3
        let points: Int
        let maxPoints: Int
        let exercises: [ResultsJSON]
        let gradedAt: Date
        let attendee: String?

        private enum CodingKeys: String, CodingKey {
            case version, points, exercises, attendee
            case maxPoints = "max_points"
            case gradedAt = "graded_at"
        }
    }
}
