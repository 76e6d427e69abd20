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

    @Test("Deleting a row shows the rows without it; a row that is not there changes nothing")
    func delete() {
        let test = TestEnvironment(threats: TestEnvironment.threats(2))
        let viewModel = loaded(test)
        let rows = Recorder(viewModel.rows)
        viewModel.rowDeleted(at: 0)
        viewModel.rowDeleted(at: 5)
        #expect(rows.values.map { $0.map(\.title) } == [TestEnvironment.titles(1, 2), TestEnvironment.titles(2, 1)])
    }

    @Test("A deleted threat stays gone when the list loads again")
    func staysGone() {
        let test = TestEnvironment(threats: TestEnvironment.threats(2))
        loaded(test).rowDeleted(at: 0)
        #expect(loaded(test).rows.value.map(\.title) == TestEnvironment.titles(2, 1))
    }

    @Test("Logging out drops the page in flight: no late rows, no late alert, no spinner")
    func logout() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = loaded(test)
        let rows = Recorder(viewModel.rows)
        let error = Recorder(viewModel.errorMessage)
        viewModel.loadMoreTapped()
        viewModel.logoutTapped()
        #expect(viewModel.isLoading.value == false)
        #expect(test.scheduler.pendingCount == 0, "The request is cancelled, not left to land")
        test.scheduler.advance(by: 5)
        #expect(rows.values.count == 1)
        #expect(error.values == [nil])
    }
}
