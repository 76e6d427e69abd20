import TestSupport
import Testing

@testable import TestingViewModels

@MainActor
@Suite("06.5 Paging and Retry")
struct PagingTests {
    /// Waits for the failed page's spinner to stop by advancing the clock until it does: against a view
    /// model that keeps loading after a page fails, it never stops, and the grader stops the test.
    @Test("Loading stops after a page fails") func loadingStops() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel.viewDidLoad()
        while viewModel.isLoading.value {
            test.scheduler.advance(by: 1)
        }
        #expect(viewModel.errorMessage.value == "The network connection was lost.")
    }
}
