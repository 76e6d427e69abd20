import TestSupport
import Testing
import ThreatKit

@testable import TestingViewModels

@MainActor
@Suite("06.6 Deleting and logging out")
struct DeleteAndLogoutTests {
    /// A threats view model over `test`'s services, with its first page in.
    private func loaded(_ test: TestEnvironment) -> ThreatsViewModel {
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 1)
        return viewModel
    }

    // TODO(06.6): delete a row (and one that is not there) and record `rows`; load the list again over
    // the same services to see whether the threat stays gone; log out while a page is in flight.
}
