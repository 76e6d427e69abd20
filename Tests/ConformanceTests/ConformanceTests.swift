import AppHost
import Conformance
import TestSupport
import Testing
import Variants

/// The feature contract, scenario by scenario, for every variant in the registry.
///
/// Adding a variant to `Variant.all` adds a column here; nothing else changes.
@MainActor
@Suite("Conformance", .settlesItsOwnTasks)
struct ConformanceTests {
    @Test(
        "Every variant meets every scenario of the contract", .showsScenarioSteps, arguments: Variant.all, Scenario.all)
    func scenario(variant: Variant, scenario: Scenario) async throws {
        try await scenario.run(on: variant)
    }

    @Test("Every area of the contract has scenarios")
    func everyAreaIsCovered() {
        let empty = Scenario.Area.allCases.filter { Scenario.all(in: $0).isEmpty }
        #expect(empty.isEmpty, "These areas have no scenario: \(empty)")
    }

    @Test("Scenario ids are unique and name their area")
    func idsAreUniqueAndNamed() {
        let ids = Scenario.all.map(\.id)
        #expect(Set(ids).count == ids.count, "Duplicate ids in \(ids)")
        for scenario in Scenario.all {
            let prefix = scenario.area.rawValue.replacing(/([A-Z])/) { "-" + $0.output.1.lowercased() }
            #expect(scenario.id.hasPrefix(prefix + "."), "\(scenario.id) should start with \(prefix).")
        }
    }
}

/// The lifetime scenarios find view models through `LifetimeProbe`; this checks that they really do
/// for every MVVM variant, so "released" means the view model too, not only the controller.
@MainActor
@Suite("Lifetime probes", .settlesItsOwnTasks)
struct LifetimeProbeTests {
    @Test("Probes watch each MVVM screen's view model", arguments: Variant.all.filter { $0.presenter == .viewModel })
    func probesFindViewModels(variant: Variant) async throws {
        let app = AppDriver(variant: variant, configuration: AppConfiguration(threats: []))
        let login = LifetimeProbe(watching: try #require(app.topViewController))
        // A SwiftUI view's view model is nested in it and kept by its @State, which the probe reads too.
        let isSwiftUI = variant.views == .swiftUI
        #expect(
            login.watchedNames
                == (isSwiftUI
                    ? ["HostingController<NavigationStack<LoginView>>", "LoginView.ViewModel"]
                    : ["LoginViewController", "LoginViewModel"]))
        try await app.type("analyst", into: "username")
        try await app.type("Swift", into: "password")
        try await app.tap("authenticate")
        try await app.wait(3)
        let threats = LifetimeProbe(watching: try #require(app.topViewController))
        #expect(
            threats.watchedNames
                == (isSwiftUI
                    ? ["HostingController<AnyView>", "ThreatsView.ViewModel"]
                    : ["ThreatsViewController", "ThreatsViewModel"]))
        try await app.tap("logout")
        #expect(threats.survivors.isEmpty, "Still alive after logout: \(threats.survivors)")
    }

    @Test("What is kept alive is said with its cause, its fix and its files, the screen's first")
    func survivorsNote() async throws {
        let app = AppDriver(
            variant: try #require(Variant.named("mvvm-boxes")), configuration: AppConfiguration(threats: []))
        let screen = try #require(app.topViewController)
        let login = LifetimeProbe(watching: screen)
        #expect(
            login.survivorsNote
                == "LoginViewController and LoginViewModel are still alive: something holds them strongly, a closure"
                + " they keep that captures self (a binding's listener), or a task that holds self across an await."
                + " Capture [weak self] there; look in LoginViewController.swift and LoginViewModel.swift.")
        withExtendedLifetime(screen) {}
    }
}
