import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the suite only when the environment variable `name` is `1` (CI sets each), and otherwise says
    /// why and how to run it, as the test list shows for a skipped suite: "runs with NAME=1 (CI sets it):
    /// `what`".
    ///
    /// - Parameters:
    ///   - name: the switch, such as `WORKSHOP_CHECK_EXERCISES`.
    ///   - what: what the suite does that a plain `swift test` should not wait for (it grades exercises
    ///     for real, it starts a browser).
    /// - Returns: the condition, with that sentence as its comment.
    public static func runsWith(_ name: String, _ what: String) -> Self {
        .enabled(
            if: ProcessInfo.processInfo.environment[name] == "1",
            Comment(rawValue: "runs with \(name)=1 (CI sets it): \(what)"))
    }
}
