import TestSupport
import Testing
import ThreatKit

@testable import TestingViewModels

@MainActor
@Suite("06.5 Paging and Retry")
struct PagingTests {
    /// A threats view model over `test`'s services, with its first page in.
    private func loaded(_ test: TestEnvironment) -> ThreatsViewModel {
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 1)
        return viewModel
    }

    // TODO(06.5): pages of 10 arrive 1 s after they are asked for: record `rows`, `isLoadMoreEnabled` and
    // `isLoadMoreVisible` through every page, with a double tap on Load More; a page that fails
    // (`TestEnvironment(failingThreatRequests: [2])`) and Retry; and when the empty message shows.
}
