import Foundation
import WorkshopSupport

/// One line of Swift Testing's event stream (`--event-stream-output-path`, version 0): a test it
/// found, or something that happened while running.
///
/// Only what grading needs is decoded. Field names come from Swift Testing's JSON ABI (the
/// `ABI.Record` types); those starting with `_` are not yet stable there, so they are optional here.
package struct TestEventRecord: Decodable, Equatable {
    /// A test or suite, as listed before the run starts.
    package struct TestDescription: Decodable, Equatable {
        /// Such as `Module.Suite/function()/File.swift:12:4`, or `Module.Suite` for a suite.
        package let id: String
        /// The name from `@Test("…")` or `@Suite("…")`, else the function's or type's name.
        package let displayName: String
        /// `suite` or `function`.
        package let kind: String
        /// Where it is written.
        package let sourceLocation: SourceLocation?

        private enum CodingKeys: String, CodingKey {
            case id, displayName, name, kind, sourceLocation
        }

        /// The test `id` and the suites around it, outermost first, as found in `tests`; empty when
        /// `tests` does not hold it.
        package static func lineage(of id: String, in tests: [TestDescription]) -> [TestDescription] {
            let suites = tests.filter { $0.kind == "suite" && id.hasPrefix($0.id + "/") }
            return suites.sorted { $0.id.count < $1.id.count } + tests.filter { $0.id == id }.prefix(1)
        }

        /// A test's name for people, from its suites' names and its own (`03.2 Rows … › Levels read in
        /// capitals`); the id itself when `tests` does not hold it.
        package static func name(of id: String, in tests: [TestDescription]) -> String {
            let lineage = lineage(of: id, in: tests)
            return lineage.isEmpty ? id : lineage.map(\.displayName).joined(separator: " › ")
        }

        package init(id: String, displayName: String, kind: String, sourceLocation: SourceLocation?) {
            self.id = id
            self.displayName = displayName
            self.kind = kind
            self.sourceLocation = sourceLocation
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            // A test without a name of its own (`@Test func f()`) has only its function's name.
            displayName =
                try container.decodeIfPresent(String.self, forKey: .displayName)
                ?? container.decode(String.self, forKey: .name)
            kind = try container.decode(String.self, forKey: .kind)
            sourceLocation = try container.decodeIfPresent(SourceLocation.self, forKey: .sourceLocation)
        }
    }

    /// A place in a source file.
    package struct SourceLocation: Decodable, Equatable {
        /// The file's full path.
        package let filePath: String?
        /// The line, from 1.
        package let line: Int

        private enum CodingKeys: String, CodingKey {
            case filePath = "_filePath"
            case line
        }
    }

    /// Something that happened during the run.
    package struct Event: Decodable, Equatable {
        /// A line of text Swift Testing would print for it.
        package struct Message: Decodable, Equatable {
            /// The kind of line: `fail`, `details`, `pass` and so on.
            package let symbol: String
            /// The text.
            package let text: String
        }

        /// The argument of a parameterized test's case.
        package struct TestCase: Decodable, Equatable {
            /// The argument as text, such as a scenario's `id: summary`.
            package let displayName: String
        }

        /// What happened: `testStarted`, `testEnded`, `issueRecorded`, `testSkipped` and so on.
        package let kind: String
        /// The test it concerns, when it concerns one.
        package let testID: String?
        /// What Swift Testing would print; for an issue, the expectation then any comments.
        package let messages: [Message]
        /// For an issue in a parameterized test: which case.
        package let testCase: TestCase?
        /// For an issue: where it was recorded.
        package let sourceLocation: SourceLocation?
        /// For an issue: whether it is known (`withKnownIssue`), which does not fail a test.
        package let isKnownIssue: Bool
        /// For an issue: the comments the test gave it, when the stream says which messages those are.
        package let comments: [String]?

        private enum CodingKeys: String, CodingKey {
            case kind, testID, messages, issue
            case testCase = "_testCase"
            case comments = "_comments"
        }

        private struct Issue: Decodable {
            let isKnown: Bool?
            let sourceLocation: SourceLocation?
        }

        package init(
            kind: String, testID: String?, messages: [Message] = [], testCase: TestCase? = nil,
            sourceLocation: SourceLocation? = nil, isKnownIssue: Bool = false, comments: [String]? = nil
        ) {
            self.kind = kind
            self.testID = testID
            self.messages = messages
            self.testCase = testCase
            self.sourceLocation = sourceLocation
            self.isKnownIssue = isKnownIssue
            self.comments = comments
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            kind = try container.decode(String.self, forKey: .kind)
            testID = try container.decodeIfPresent(String.self, forKey: .testID)
            messages = try container.decodeIfPresent([Message].self, forKey: .messages) ?? []
            testCase = try container.decodeIfPresent(TestCase.self, forKey: .testCase)
            let issue = try container.decodeIfPresent(Issue.self, forKey: .issue)
            sourceLocation = issue?.sourceLocation
            isKnownIssue = issue?.isKnown ?? false
            comments = try container.decodeIfPresent([String].self, forKey: .comments)
        }
    }

    /// The record: a test found, or an event.
    package enum Payload: Equatable {
        case test(TestDescription)
        case event(Event)
    }

    package let payload: Payload

    private enum CodingKeys: String, CodingKey {
        case kind, payload
    }

    package init(_ payload: Payload) {
        self.payload = payload
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "test":
            payload = .test(try container.decode(TestDescription.self, forKey: .payload))
        default:
            payload = .event(try container.decode(Event.self, forKey: .payload))
        }
    }

    /// Decodes each complete line of `text` (JSON Lines); a line that is not a record is skipped.
    package static func records(inLines text: Substring) -> [TestEventRecord] {
        let decoder = JSONDecoder()
        return text.split(separator: "\n").compactMap { line in
            try? decoder.decode(TestEventRecord.self, from: Data(line.utf8))
        }
    }
}
