import AppHost
import Foundation
import Testing

extension Trait where Self == IssueHandlingTrait {
    /// Adds to every issue a scenario records what the person did before it, in their words, and the
    /// screen they were looking at.
    ///
    /// An expectation of a scenario is written in the kit's files, which an attendee does not edit: so
    /// that a failure still says what happened on *their* app, each issue recorded while
    /// ``Scenario/run(on:)`` runs gains two comments: `The steps so far: typed "analyst" into username,
    /// tapped Authenticate, waited 2 s` (the last 12 steps) and `The screen showed:` with the screen as
    /// text. Issues recorded elsewhere pass unchanged. Apply it to any test that runs scenarios:
    /// `@Test(.showsScenarioSteps, arguments: Scenario.all) func …`.
    public static var showsScenarioSteps: Self {
        .compactMapIssues { issue in Scenario.addingSteps(to: issue) }
    }
}

extension Scenario {
    /// How many of the latest steps an issue lists; older ones are counted, not listed.
    static let stepsShown = 12

    /// The app a scenario drives, and the task that runs it, for ``Testing/Trait/showsScenarioSteps``.
    struct Running: Sendable {
        /// The app.
        let app: AppDriver
        /// The task running ``Scenario/run(on:)``: a hash of it, to tell it from a child task.
        let task: Int?
    }

    /// The hash of the task that calls it; `nil` outside a task.
    static var currentTask: Int? { withUnsafeCurrentTask { $0?.hashValue } }

    /// `issue` with the steps and the screen of the scenario running in this task, if there is one.
    ///
    /// Swift Testing calls the transform in the task that records the issue. When that is the task
    /// running the scenario, it is inside the main-actor ``run(on:)``, so the driver can be
    /// read; in any other task (a child task inherits the scenario's task-local), the issue is unchanged.
    static func addingSteps(to issue: Issue) -> Issue {
        guard let running, running.task != nil, running.task == currentTask else { return issue }
        return MainActor.assumeIsolated {
            var issue = issue
            issue.comments += comments(describing: running.app, after: issue.comments.map(\.rawValue))
            return issue
        }
    }

    /// The steps so far and, unless a comment already shows it, the screen.
    @MainActor
    static func comments(describing app: AppDriver, after existing: [String]) -> [Comment] {
        let steps = app.journal.suffix(stepsShown)
        let earlier = app.journal.count - steps.count
        let list = (earlier > 0 ? ["… \(earlier) earlier"] : []) + steps
        var comments: [Comment] = [
            Comment(
                rawValue: "The steps so far: " + (list.isEmpty ? "none, just launched" : list.joined(separator: ", ")))
        ]
        let screen = app.screen()
        if !existing.contains(where: { $0.contains(screen) }) {
            comments.append(Comment(rawValue: "The screen showed:\n" + screen))
        }
        return comments
    }
}
