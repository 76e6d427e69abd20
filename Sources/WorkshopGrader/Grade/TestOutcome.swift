import WorkshopSupport

/// What became of one graded test.
package enum TestOutcome: Equatable {
    /// Every expectation held.
    case passed
    /// An expectation failed, or the test threw; the first such issue.
    case failed(TestFailure)
    /// The test process died while this test ran (a force-unwrapped `nil`, an index out of range, …).
    case crashed(String)
    /// The test ran longer than the exercise allows, and was stopped where `place` says.
    case timedOut(seconds: Double, place: HangPlace)
    /// The test was stopped after `seconds` (less than the limit) because it was spinning in the same
    /// place as the test whose id is `sameAs`, which ran to the limit: it would have hung the same way.
    case cutShort(seconds: Double, sameAs: String, place: HangPlace)
    /// It never ran: the reason.
    case notRun(String)

    /// Whether it counts towards its task.
    package var isPassed: Bool { self == .passed }
}

/// The first issue a failed test recorded, for people.
package struct TestFailure: Equatable {
    /// The expectation that failed (`Expectation failed: (x → 1) == 2`) or the error thrown.
    package let expectation: String
    /// The comments the test gave the expectation: what the rule is, in words.
    package let comments: [String]
    /// For a parameterized test, the case that failed, such as `login.masking: …`.
    package let testCase: String?
    /// Where it was recorded, as `path:line` relative to the kit, when known.
    package let location: String?
    /// For a parameterized test, how many other cases failed too.
    package var otherFailingCases = 0

    /// The failure in words: the rule (comments, else the case), then what was seen.
    package var summary: String {
        var lines: [String] = []
        if let testCase { lines.append("with " + testCase) }
        lines += comments
        // `Issue.record("…")` has nothing to add to its own comment.
        if comments.isEmpty || expectation != "Issue recorded" { lines.append(expectation) }
        if otherFailingCases > 0 {
            let cases =
                otherFailingCases == 1
                ? "1 more case of this test fails" : "\(otherFailingCases) more cases of this test fail"
            lines.append("(\(cases) too)")
        }
        return lines.joined(separator: "\n")
    }
}
