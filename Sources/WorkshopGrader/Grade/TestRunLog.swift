import WorkshopSupport

/// What one run of a test program reported, folded from its event stream.
///
/// Tests run one at a time (`--no-parallel`), so at most one test function is running at any moment:
/// if the program dies, that one is the culprit.
package struct TestRunLog {
    /// The tests and suites the program found, in the order it listed them.
    private(set) var discovered: [TestEventRecord.TestDescription] = []
    private var started: [String] = []
    private var ended: Set<String> = []
    private var issues: [String: [TestEventRecord.Event]] = [:]
    private var kinds: [String: String] = [:]

    /// Makes a path relative to the kit for messages.
    package let relativePath: (String) -> String

    /// A log for one run.
    /// - Parameters:
    ///   - known: Tests found by earlier runs of the same program (a run may list only what it runs).
    ///   - relativePath: Makes a path relative to the kit for messages.
    package init(known: [TestEventRecord.TestDescription] = [], relativePath: @escaping (String) -> String = { $0 }) {
        self.relativePath = relativePath
        for test in known { kinds[test.id] = test.kind }
    }

    /// Adds records in the order the program wrote them.
    package mutating func append(_ records: [TestEventRecord]) {
        for record in records {
            switch record.payload {
            case .test(let test):
                discovered.append(test)
                kinds[test.id] = test.kind
            case .event(let event):
                guard let id = event.testID else { continue }
                switch event.kind {
                case "testStarted": started.append(id)
                case "testEnded", "testSkipped": ended.insert(id)
                case "issueRecorded" where !event.isKnownIssue: issues[id, default: []].append(event)
                default: break
                }
            }
        }
    }

    /// The test function that started and has not ended, if any.
    package var running: String? {
        started.last { kinds[$0] == "function" && !ended.contains($0) }
    }

    /// The test functions that ended, with their outcome, in the order they ran.
    package var finished: [(id: String, outcome: TestOutcome)] {
        started.filter { kinds[$0] == "function" && ended.contains($0) }.map { id in
            guard let all = issues[id], let issue = all.first else { return (id, .passed) }
            var failure = failure(from: issue)
            let cases = Set(all.compactMap(\.testCase?.displayName))
            failure.otherFailingCases = max(0, cases.count - 1)
            return (id, .failed(failure))
        }
    }

    private func failure(from issue: TestEventRecord.Event) -> TestFailure {
        let texts = issue.messages.map(\.text)
        let location = issue.sourceLocation.flatMap { location in
            location.filePath.map { "\(relativePath($0)):\(location.line)" }
        }
        // Swift Testing adds details of its own after the expectation (what a collection lacks, …); the
        // test's comments come last, and `_comments` says which they are.
        let comments = issue.comments ?? Array(texts.dropFirst())
        let details = texts.dropFirst().filter { !comments.contains($0) }
        let expectation = texts.first.map(Self.withoutModuleNames) ?? "an issue was recorded"
        return TestFailure(
            expectation: ([expectation] + details).joined(separator: "\n"),
            comments: comments,
            testCase: issue.testCase?.displayName,
            location: location
        )
    }

    /// `expectation` without the module Swift Testing puts before the type of a value it shows:
    /// `(viewModel → ThreatsWithDelegation.ThreatsViewModel).isLoading` becomes
    /// `(viewModel → ThreatsViewModel).isLoading`, `(app → AppHost.AppDriver)` becomes `(app → AppDriver)`.
    ///
    /// A class without a description shows as its module-qualified name; the person reading knows their
    /// module, and a kit module's name (`AppHost`) is one more word that is not theirs.
    package static func withoutModuleNames(_ expectation: String) -> String {
        expectation.replacing(/→ [A-Z][A-Za-z0-9_]*\.(?=[A-Z])/, with: "→ ")
    }
}
