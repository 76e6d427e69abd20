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

    @Test("Load More adds pages until the last, and disables itself while loading")
    func paging() {
        let test = TestEnvironment()
        let viewModel = loaded(test)
        let rows = Recorder(viewModel.rows)
        let enabled = Recorder(viewModel.isLoadMoreEnabled)
        let visible = Recorder(viewModel.isLoadMoreVisible)
        viewModel.loadMoreTapped()
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(rows.values.map(\.count) == [10, 20, 25], "A second tap while loading sends nothing")
        #expect(rows.values.last?.map(\.title) == TestEnvironment.titles(1, 25))
        #expect(enabled.values == [true, false, true, false, true])
        #expect(visible.values == [true, true, false], "No Load More after the last page")
    }

    @Test("A failed page shows the error and stops loading; Retry dismisses it and asks for the same page")
    func retry() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = loaded(test)
        let error = Recorder(viewModel.errorMessage)
        let rows = Recorder(viewModel.rows)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(error.values == [nil, "The network connection was lost."])
        #expect(viewModel.isLoading.value == false)
        viewModel.retryTapped()
        #expect(error.values == [nil, "The network connection was lost.", nil])
        test.scheduler.advance(by: 1)
        #expect(rows.values.last?.map(\.title) == TestEnvironment.titles(1, 20), "Rows 11 to 20, once each")
    }

    @Test("The empty message shows only when nothing is left, loaded or to load")
    func emptyMessage() {
        let test = TestEnvironment(threats: TestEnvironment.threats(12))
        let viewModel = loaded(test)
        for _ in 0..<10 { viewModel.rowDeleted(at: 0) }
        #expect(viewModel.message.value == "", "A page is still to load")
        #expect(viewModel.isLoadMoreVisible.value == true)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        viewModel.rowDeleted(at: 0)
        viewModel.rowDeleted(at: 0)
        #expect(viewModel.message.value == "No threats nearby.")
    }
}
