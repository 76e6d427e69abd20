import AppHost
import Conformance
import HeadlessUI
import TestSupport
import Testing
import ThreatKit

@testable import SwiftConcurrency

@MainActor
@Suite("07.4 The controllers consume the outputs")
struct ScreenTests {
    @Test(
        "The app behaves as every variant of the kit",
        .showsScenarioSteps, arguments: Scenario.Area.allCases.flatMap { Scenario.all(in: $0) }
    )
    func behaves(scenario: Scenario) async throws {
        try await scenario.run(on: .exercise)
    }

    @Test("After logout, the threats screen, its view model and every task of theirs are gone")
    func logoutLeavesNothing() async throws {
        let census = TaskCensus()
        let app = AppDriver(variant: .exercise, configuration: AppConfiguration(threats: TestEnvironment.threats(25)))
        await app.settle()
        try await app.type("analyst", into: "username")
        try await app.type("Swift", into: "password")
        try await app.tap("authenticate")
        try await app.wait(3)
        let rows = (try? app.rows()) ?? []
        try #require(rows.count == 10, "Signing in should show the threats screen with its first page of 10 rows")
        let (screen, tasks) = try probes(app)
        #expect(tasks.count == 6, "ThreatsViewController should keep one binding task per output, 6 in all")
        try await app.tap("logout")
        let kept = await screen.keptAlive(startedAt: { census.startLocations(of: $0) })
        #expect(kept.survivors.isEmpty, "After logout, \(kept)")
        let running = await tasks.running()
        #expect(running.isEmpty, "Still running after logout: \(running)")
        let unkept = census.unfinished(sparing: [tasks] + [app.topViewController].compactMap { $0 })
        #expect(
            unkept.isEmpty,
            """
            After logout, \(TaskCensus.describe(unkept)): keep each Task in a property of the view model whose \
            work it is, and cancel it where that work ends, or let it end.
            """)
    }

    @Test("A screen that goes cancels its binding tasks, even while its view model lives on elsewhere")
    func screensCancelTheirBindings() async throws {
        let test = TestEnvironment()
        // Kept here, as a coordinator might keep them: their outputs do not end, so only cancelling ends the loops.
        let login = LoginViewModel(environment: test.environment)
        let threats = ThreatsViewModel(threatService: test.environment.threatService)
        var screens: [ViewController] = [
            LoginViewController(viewModel: login), ThreatsViewController(viewModel: threats),
        ]
        for screen in screens { screen.loadViewIfNeeded() }
        let tasks = TaskProbe(screens)
        #expect(tasks.count == 7 + 6, "The controllers should keep one binding task per output: 7 and 6")
        let watched = screens.map { TaskProbe.WeakObject(name: "\(type(of: $0))", object: $0) }
        screens = []
        let alive = watched.filter { $0.object != nil }.map(\.name)
        try #require(
            alive.isEmpty,
            """
            \(alive.joined(separator: " and ")) should be released once nothing holds it, and is not: a closure \
            it keeps captures self strongly (a binding's listener). Capture [weak self] there.
            """)
        let running = await tasks.running()
        #expect(running.isEmpty, "Cancel every binding task in the controller's deinit; still running: \(running)")
        withExtendedLifetime((login, threats)) {}
    }

    /// Probes of the screen on top and its view model; nothing here keeps them alive.
    private func probes(_ app: AppDriver) throws -> (LifetimeProbe, TaskProbe) {
        let controller = try #require(app.topViewController as? ThreatsViewController)
        let child = Mirror(reflecting: controller).children.first { $0.label == "viewModel" }
        let viewModel = try #require(child?.value as AnyObject?)
        return (LifetimeProbe(watching: controller), TaskProbe([controller, viewModel]))
    }
}
