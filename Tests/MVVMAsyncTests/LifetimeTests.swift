import AppHost
import Conformance
import HeadlessUI
import TestSupport
import Testing
import ThreatKit
import Variants

@testable import MVVMAsync

/// What logging out leaves behind in the async variant: no screen, no view model, and no task.
@MainActor
@Suite("MVVM with Swift concurrency: lifetime of screens and tasks", .settlesItsOwnTasks)
struct LifetimeTests {
    private let app = AppDriver(
        variant: Variant.named("mvvm-async")!,
        configuration: AppConfiguration(threats: TestEnvironment.threats(25))
    )

    @Test("After logout with a page in flight, the threats screen, its view model and every task of theirs are gone")
    func logoutEndsEverything() async throws {
        await app.settle()
        try await app.type("analyst", into: "username")
        try await app.type("Swift", into: "password")
        try await app.tap("authenticate")
        try await app.wait(3)
        try await app.tap("loadMore")
        let (screen, tasks) = try probes(of: ThreatsViewController.self)
        #expect(tasks.count == 7, "6 bindings and the page in flight")
        await app.settle()
        let up = await tasks.running()
        #expect(up.count == 7, "While the screen is up, its tasks run: \(up)")

        try await app.tap("logout")
        #expect(screen.survivors.isEmpty, "Still alive after logout: \(screen.survivors)")
        let running = await tasks.running()
        #expect(running.isEmpty, "Still running after logout: \(running)")
        #expect(
            Scenario.isAccessCodeTimer(app.scheduler.pendingActions, now: app.scheduler.now),
            "Only the sign-in screen's access-code ticks are left: \(app.scheduler.pendingActions)")
    }

    @Test("When the app quits, the sign-in screen's tasks end too: its bindings and the access-code ticks")
    func relaunchEndsTheSignInScreen() async throws {
        await app.settle()
        try await app.type("analyst", into: "username")
        let (screen, tasks) = try probes(of: LoginViewController.self)
        #expect(tasks.count == 8, "7 bindings and the access-code ticks")
        await app.relaunch()
        #expect(screen.survivors.isEmpty, "Still alive after quitting: \(screen.survivors)")
        let running = await tasks.running()
        #expect(running.isEmpty, "Still running after quitting: \(running)")
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
        #expect(tasks.count == 7 + 6, "One binding task per output")
        screens = []
        let running = await tasks.running()
        #expect(running.isEmpty, "Still running after the screens went: \(running)")
        withExtendedLifetime((login, threats)) {}
    }

    /// Probes of the screen on top, a `Controller`, and of its view model.
    ///
    /// The view model is found as `LifetimeProbe` finds it (the controller keeps it private). Nothing here
    /// keeps either alive.
    private func probes<Controller: ViewController>(
        of _: Controller.Type
    ) throws -> (LifetimeProbe, TaskProbe) {
        let controller = try #require(app.topViewController as? Controller)
        let child = Mirror(reflecting: controller).children.first { $0.label == "viewModel" }
        let viewModel = try #require(child?.value as AnyObject?, "\(Controller.self) should keep a viewModel")
        return (LifetimeProbe(watching: controller), TaskProbe([controller, viewModel]))
    }
}
