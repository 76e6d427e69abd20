import AppHost
import Conformance
import TestSupport
import Testing
import ThreatKit

@testable import ThreatsWithDelegation

extension Scenario {
    /// Runs the scenario on this exercise's app, once its view model loads a first page.
    ///
    /// Every scenario here starts from the first page. Without one, some would stop on a row that is
    /// not there instead of failing, and one (logging out while page 1 loads) would pass with nothing to
    /// drop: so each fails at once, and says which task to finish first.
    @MainActor
    func runOnExercise() async throws {
        try #require(Self.firstPageLoads(), "The screen's scenarios start from the first page: finish 03.1 first")
        try await run(on: .exercise)
    }

    /// Whether a threats view model shows 10 rows 1 s after its screen loaded.
    @MainActor
    private static func firstPageLoads() -> Bool {
        let (viewModel, _) = loadedThreatsViewModel(TestEnvironment())
        return viewModel.numberOfRows == ThreatService.pageSize
    }
}
