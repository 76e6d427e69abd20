import AppHost
import TestSupport
import Testing
import Variants

@testable import Conformance

/// A failure inside a scenario is written in the kit's files; `.showsScenarioSteps` makes it say what
/// happened on the app under test: the person's steps in words, and the screen.
@MainActor
@Suite("Scenario failures show the steps and the screen", .settlesItsOwnTasks)
struct ScenarioStepsTests {
    /// A scenario whose last expectation cannot hold on any variant.
    private let broken = Scenario("login.broken", area: .login, "A rule no app meets") { app in
        try await app.type("analyst", into: "username")
        try await app.type("Swi", into: "password")
        try await app.tap("authenticate")
        try await app.wait(2)
        #expect(app.isVisible("threats"), "The threats should show")
    }

    /// The issue of `broken` is checked after `.showsScenarioSteps` (the trait nearer the test) has described it, and dropped only
    /// when the description is right: a wrong or missing one fails this test with the issue as it is.
    @Test(
        "The issue lists what was typed, tapped and waited, with passwords masked, and the screen",
        .compactMapIssues { issue in describesTheSteps(issue.comments.map(\.rawValue)) ? nil : issue },
        .showsScenarioSteps
    )
    func stepsAndScreen() async throws {
        try await broken.run(on: try #require(Variant.all.first { $0.id == "mvc" }))
    }

    /// The rule, then the steps in words, then the screen that shows why the sign-in did not happen.
    private nonisolated static func describesTheSteps(_ comments: [String]) -> Bool {
        comments.count == 3
            && comments[0] == "The threats should show"
            && comments[1]
                == "The steps so far: typed \"analyst\" into username, typed \"•••\" into password, tapped Authenticate, waited 2 s"
            && comments[2].hasPrefix("The screen showed:\n╭─ Sign In")
            && comments[2].contains("Password needs to be at least 5 characters long.")
    }
}
