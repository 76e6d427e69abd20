import AppHost
import TestSupport
import Testing
import ThreatKit

@testable import MVC

/// The MVC sign-in screen, tested the only way its private rules can be reached.
///
/// Build the whole screen in a window, find the widgets, type and tap: this is the workshop's first
/// lesson in one file. The MVVM variants test the same rules without any widget.
@MainActor
@Suite("MVC: LoginViewController", .settlesItsOwnTasks)
struct LoginViewControllerTests {
    private let app = AppDriver(
        variant: Variant(
            id: "mvc",
            name: "MVC",
            sourceFolder: "MVC",
            makeRootViewController: ThreatWatchApp.makeRootViewController
        ),
        configuration: AppConfiguration(threats: [])
    )

    @Test("The first screen is the sign-in screen inside a navigation stack")
    func rootScreen() {
        #expect(app.navigationStack.count == 1)
        #expect(app.topViewController is LoginViewController)
    }

    @Test("The controller owns the access-code timer, and stops it when it leaves the screen")
    func timerLifetime() async throws {
        #expect(app.scheduler.pendingActions.map(\.origin.fileID) == ["MVC/LoginViewController.swift"])
        try await app.type("analyst", into: "username")
        try await app.type("Swift", into: "password")
        try await app.tap("authenticate")
        try await app.wait(3)
        #expect(app.topViewController is ThreatsViewController)
        #expect(app.scheduler.pendingCount == 0, "No ticks while another screen is on top")
    }

    @Test("Validation messages are only reachable through the widgets")
    func validation() async throws {
        try await app.type("abc", into: "username")
        try await app.type("Swift", into: "password")
        try await app.tap("authenticate")
        #expect(try app.text(of: "message") == "Username needs to be at least 4 characters long.")
    }
}
