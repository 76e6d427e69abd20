import Testing
import ThreatKit

/// Gives each test, or each case of a parameterized test, a settling group of its own
/// (``MainSerialExecutor/withSettlingGroup(_:)``), so that settling waits for that test's tasks only.
///
/// Apply it with ``Testing/Trait/settlesItsOwnTasks`` to a suite or a test.
public struct SettlingGroupTrait: TestTrait, SuiteTrait, TestScoping {
    /// It applies to every test of a suite it is given to, and to each case of a parameterized test.
    public var isRecursive: Bool { true }

    /// Runs `function` in a settling group of its own; a suite itself gets none.
    /// - Throws: What `function` throws.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        try await MainSerialExecutor.withSettlingGroup(function)
    }
}

extension Trait where Self == SettlingGroupTrait {
    /// Each test settles only its own tasks: a `settle()` in it waits for the work its tasks hand over,
    /// not for that of tests running beside it (``MainSerialExecutor/withSettlingGroup(_:)``).
    ///
    /// Tests on the main actor run side by side; without it, every settling waits until no test has work
    /// left, and the suite takes turns in proportion to how many tests run at once.
    /// `@Suite("Conformance", .settlesItsOwnTasks)`.
    public static var settlesItsOwnTasks: Self { Self() }
}
