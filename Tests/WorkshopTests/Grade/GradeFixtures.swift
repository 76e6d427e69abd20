import Foundation

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// Event records as a test program writes them, made by hand for the grader's tests.
extension TestEventRecord {
    static func suite(_ id: String, _ name: String) -> TestEventRecord {
        TestEventRecord(.test(.init(id: id, displayName: name, kind: "suite", sourceLocation: nil)))
    }

    static func function(_ id: String, _ name: String, line: Int = 1) -> TestEventRecord {
        TestEventRecord(
            .test(.init(id: id, displayName: name, kind: "function", sourceLocation: .init(filePath: nil, line: line))))
    }

    static func started(_ id: String) -> TestEventRecord {
        TestEventRecord(.event(.init(kind: "testStarted", testID: id)))
    }

    static func ended(_ id: String) -> TestEventRecord {
        TestEventRecord(.event(.init(kind: "testEnded", testID: id)))
    }

    static func issue(_ id: String, _ texts: String..., known: Bool = false) -> TestEventRecord {
        let messages = texts.enumerated().map { index, text in
            TestEventRecord.Event.Message(symbol: index == 0 ? "fail" : "details", text: text)
        }
        return TestEventRecord(
            .event(
                .init(
                    kind: "issueRecorded", testID: id, messages: messages,
                    sourceLocation: .init(filePath: "/kit/Exercises/01-Demo/Tests/DemoTests/T.swift", line: 7),
                    isKnownIssue: known)))
    }
}

/// Three tests in two task suites, as a program lists them: `a` and `b` in task 1, `c` in task 2.
enum Records {
    static let discovered: [TestEventRecord] = [
        .suite("DemoTests.One", "01.1 First task"),
        .function("DemoTests.One/a()/T.swift:3:5", "a"),
        .function("DemoTests.One/b()/T.swift:8:5", "b"),
        .suite("DemoTests.Two", "01.2 Second task"),
        .function("DemoTests.Two/c()/T.swift:13:5", "c"),
    ]

    static let a = "DemoTests.One/a()/T.swift:3:5"
    static let b = "DemoTests.One/b()/T.swift:8:5"
    static let c = "DemoTests.Two/c()/T.swift:13:5"
}

/// A test program that plays back scripted runs, and remembers what it was asked to skip.
final class ScriptedLauncher: TestLauncher {
    private var runs: [TestProgramRun]
    private(set) var skipped: [[String]] = []
    /// The limits each run was given, in order.
    private(set) var limits: [TestTimeLimits] = []

    init(_ runs: [TestProgramRun]) {
        self.runs = runs
    }

    func run(skipping: [String], limits: TestTimeLimits, onRunning: (String, Double) -> Void) -> TestProgramRun {
        skipped.append(skipping)
        self.limits.append(limits)
        guard !runs.isEmpty else {
            return TestProgramRun(records: [], ending: .notStarted("no more scripted runs"), standardError: "")
        }
        return runs.removeFirst()
    }
}

/// An exercise with two tasks of 30 and 70 points, in a folder that need not exist.
func demoExercise(folder: URL = URL(fileURLWithPath: "/kit/Exercises/01-Demo")) -> Exercise {
    Exercise(
        number: "01",
        name: "01-Demo",
        folder: folder,
        path: "Exercises/01-Demo",
        manifest: ExerciseManifest(
            title: "A demo",
            tasks: [
                .init(id: "01.1", title: "First task", points: 30),
                .init(id: "01.2", title: "Second task", points: 70),
            ]
        )
    )
}
