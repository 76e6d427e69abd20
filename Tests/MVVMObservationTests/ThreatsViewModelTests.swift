import Foundation
import TestSupport
import Testing
import ThreatKit

@testable import MVVMObservation

@MainActor
@Suite("MVVM with Observation: ThreatsViewModel")
struct ThreatsViewModelTests {
    private func loaded(_ test: TestEnvironment) -> ThreatsViewModel {
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 1)
        return viewModel
    }

    @Test("The first page: 1 s of loading, then 10 rows and Load More, each change observed once")
    func firstPage() {
        let test = TestEnvironment()
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        let rows = Observed(on: test.scheduler) { viewModel.rows.map(\.title) }
        let loading = Observed(on: test.scheduler) { viewModel.isLoading }
        let loadMore = Observed(on: test.scheduler) { viewModel.isLoadMoreVisible }
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 0.9)
        #expect(loading.values == [false, true] && rows.values == [[]])
        test.scheduler.advance(by: 0.1)
        #expect(loading.values == [false, true, false])
        #expect(
            rows.values == [[], TestEnvironment.titles(1, 10)],
            "The rows are computed, and observed through the threats")
        #expect(loadMore.values == [false, true])
        #expect(viewModel.message == "")
    }

    @Test("Load More appends pages until the last, and is disabled while loading")
    func paging() {
        let test = TestEnvironment()
        let viewModel = loaded(test)
        viewModel.loadMoreTapped()
        viewModel.loadMoreTapped()
        #expect(!viewModel.isLoadMoreEnabled)
        test.scheduler.advance(by: 1)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(viewModel.rows.map(\.title) == TestEnvironment.titles(1, 25))
        #expect(!viewModel.isLoadMoreVisible && viewModel.isLoadMoreEnabled)
        viewModel.loadMoreTapped()
        #expect(test.scheduler.pendingCount == 0, "Nothing more to load")
    }

    @Test("No threats: the empty message and no Load More")
    func empty() {
        let viewModel = loaded(TestEnvironment(threats: []))
        #expect(viewModel.rows.isEmpty && viewModel.message == "No threats nearby." && !viewModel.isLoadMoreVisible)
    }

    @Test("A failed page: the error's description; Retry asks for the same page")
    func retry() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = loaded(test)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(viewModel.errorMessage == "The network connection was lost." && !viewModel.isLoading)
        viewModel.retryTapped()
        #expect(viewModel.errorMessage == nil)
        test.scheduler.advance(by: 1)
        #expect(viewModel.rows.map(\.title) == TestEnvironment.titles(1, 20))
    }

    @Test("Cancel dismisses the alert; Retry afterwards has nothing to retry")
    func cancel() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let viewModel = loaded(test)
        #expect(viewModel.message == "" && !viewModel.isLoadMoreVisible, "Nothing is known after a failed first page")
        viewModel.cancelTapped()
        #expect(viewModel.errorMessage == nil)
        viewModel.retryTapped()
        #expect(test.scheduler.pendingCount == 0)
    }

    @Test("Deleting a row removes it, dismisses the threat, and shows the empty message when none is left")
    func delete() {
        let test = TestEnvironment(threats: TestEnvironment.threats(2))
        let viewModel = loaded(test)
        viewModel.rowDeleted(at: 0)
        viewModel.rowDeleted(at: 5)
        #expect(viewModel.rows.map(\.title) == TestEnvironment.titles(2, 1), "Row 5 does not exist")
        viewModel.rowDeleted(at: 0)
        #expect(viewModel.message == "No threats nearby.")
        #expect(loaded(test).rows.isEmpty, "Dismissed threats stay gone")
    }

    @Test("The empty message waits until nothing is left to load: deleting a whole page is not enough")
    func emptyMessageWaitsForTheLastPage() {
        let viewModel = loaded(TestEnvironment(threats: TestEnvironment.threats(12)))
        for _ in 0..<10 { viewModel.rowDeleted(at: 0) }
        #expect(viewModel.message == "", "A page is still to load")
        #expect(viewModel.isLoadMoreVisible)
    }

    @Test("The detail of a row")
    func detail() {
        let detail = loaded(TestEnvironment()).detailViewModel(forRowAt: 2)
        #expect(detail.name == "03 Agent" && detail.distance == "300 m")
    }

    @Test("Logging out drops the page in flight: no late rows, no late alert")
    func logout() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = loaded(test)
        viewModel.loadMoreTapped()
        viewModel.logoutTapped()
        #expect(!viewModel.isLoading)
        #expect(test.scheduler.pendingCount == 0)
        test.scheduler.advance(by: 5)
        #expect(viewModel.rows.count == 10 && viewModel.errorMessage == nil)
    }

    @Test("A page that lands after the view model is gone does nothing")
    func lateAnswer() {
        let test = TestEnvironment()
        var viewModel: ThreatsViewModel? = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel?.viewDidLoad()
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil)
        test.scheduler.advance(by: 1)
        #expect(test.scheduler.pendingCount == 0)
    }
}
