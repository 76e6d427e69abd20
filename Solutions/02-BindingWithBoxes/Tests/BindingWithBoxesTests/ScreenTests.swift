import AppHost
import Conformance
import TestSupport
import Testing

/// The access-code scenarios that stay on the sign-in screen; `access-code.only-on-top` signs in,
/// which needs the username box (task 02.4), so it is graded there.
private let accessCodeOnScreen = Scenario.all(in: .accessCode).filter { $0.id != "access-code.only-on-top" }

/// The scenarios that sign in and out: they type a username, so they need task 02.4.
private let signingInAndOut =
    Scenario.all(in: .accessCode).filter { $0.id == "access-code.only-on-top" } + Scenario.all(in: .lifetime)

/// The access code on screen: the kit's own scenarios, run on this exercise's app.
@MainActor
@Suite("02.3 Bind the access code label")
struct AccessCodeScreenTests {
    @Test(
        "The access code label shows the view model's code, and a new one every 5 s", .showsScenarioSteps,
        arguments: accessCodeOnScreen)
    func accessCode(scenario: Scenario) async throws {
        try await scenario.run(on: .exercise)
    }

    @Test("The sign-in screen and its view model are released once the app lets them go")
    func released() async throws {
        let app = AppDriver(variant: .exercise, configuration: AppConfiguration(threats: TestEnvironment.threats(25)))
        let code = try app.text(of: "accessCode")
        #expect(code.count == 6, "The access code label should show the view model's code at once, not \"\(code)\"")
        let probe = try #require(app.topViewController.map(LifetimeProbe.init(watching:)))
        await app.relaunch()
        #expect(
            probe.survivors.isEmpty,
            "Still alive: \(probe.survivors). Capture the controller weakly in every bind: { [weak self] in … }")
    }
}

/// The whole sign-in screen on boxes: the kit's scenarios for the form, then for signing in and out.
@MainActor
@Suite("02.4 The username as a box, on screen")
struct UsernameScreenTests {
    @Test(
        "The sign-in form behaves as the kit's scenarios say", .showsScenarioSteps, arguments: Scenario.all(in: .login))
    func login(scenario: Scenario) async throws {
        try await scenario.run(on: .exercise)
    }

    @Test(
        "Signing in and out: a fresh code on return, screens released, one timer left", .showsScenarioSteps,
        arguments: signingInAndOut)
    func session(scenario: Scenario) async throws {
        try await scenario.run(on: .exercise)
    }
}
