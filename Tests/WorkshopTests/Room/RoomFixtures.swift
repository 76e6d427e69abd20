import Foundation
import TestSupport

@testable import WorkshopGrader
@testable import WorkshopRoom
@testable import WorkshopSupport

/// A small kit on disk for the room's tests: exercises `01-Demo` (tasks 01.1, 30 points, and 01.2, 70) and
/// `02-Other` (02.1 and 02.2), and grades of them made from scripted outcomes, as the grader makes them.
struct RoomKit {
    let folder: TemporaryFolder
    var root: URL { folder.url }

    init(_ name: String = "room-kit") throws {
        folder = try TemporaryFolder(name)
        for (exercise, title) in [("01-Demo", "A demo"), ("02-Other", "Another")] {
            let url = folder.url.appendingPathComponent("Exercises/\(exercise)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let number = exercise.prefix(2)
            let manifest =
                #"{"title": "\#(title)", "tasks": [{"id": "\#(number).1", "title": "First task", "points": 30}, {"id": "\#(number).2", "title": "Second task", "points": 70}]}"#
            try Data(manifest.utf8).write(to: url.appendingPathComponent("exercise.json"))
        }
    }

    /// The exercise `01-Demo` or `02-Other`.
    func exercise(_ name: String) throws -> Exercise {
        guard
            let exercise = try Exercise.load(
                from: root.appendingPathComponent("Exercises/\(name)"), path: "Exercises/\(name)")
        else { throw RoomProgress.Refusal("no exercise \(name)") }
        return exercise
    }

    /// A grade of exercise `name`: its task 1 holds tests `a` and `b`, task 2 test `c`; each passes unless
    /// named in `failing`.
    func grade(_ name: String, failing: Set<String> = []) throws -> ExerciseGrade {
        let exercise = try exercise(name)
        let tests = Records.discovered.compactMap { record -> TestEventRecord.TestDescription? in
            guard case .test(let test) = record.payload else { return nil }
            return test
        }.map { test in
            TestEventRecord.TestDescription(
                id: test.id, displayName: test.displayName.replacingOccurrences(of: "01.", with: exercise.number + "."),
                kind: test.kind, sourceLocation: test.sourceLocation)
        }
        var outcomes: [String: TestOutcome] = [:]
        for (id, letter) in [(Records.a, "a"), (Records.b, "b"), (Records.c, "c")] {
            outcomes[id] =
                failing.contains(letter)
                ? .failed(TestFailure(expectation: "Expectation failed", comments: [], testCase: nil, location: nil))
                : .passed
        }
        return ExerciseGrade(exercise: exercise, tests: tests, outcomes: outcomes)
    }
}
