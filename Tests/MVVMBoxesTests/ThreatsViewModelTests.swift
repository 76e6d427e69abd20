import Foundation
import TestSupport
import Testing
import ThreatKit

@testable import MVVMBoxes

@MainActor
@Suite("MVVM with boxes: ThreatsViewModel")
struct ThreatsViewModelTests {

    private func loaded(_ test: TestEnvironment) -> ThreatsViewModel {
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 1)
        return viewModel
    }

    @Test("The first page: 1 s of loading, then 10 rows and Load More")
    func firstPage() {
        let test = TestEnvironment()
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        let rows = Recorder(viewModel.rows)
        let loading = Recorder(viewModel.isLoading)
        let loadMore = Recorder(viewModel.isLoadMoreVisible)
        let message = Recorder(viewModel.message)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 0.9)
        #expect(loading.values == [false, true])
        #expect(rows.values.map(\.count) == [0], "No rows before the page arrives")
        test.scheduler.advance(by: 0.1)
        #expect(loading.values == [false, true, false])
        #expect(rows.values.map { $0.map(\.title) } == [[], TestEnvironment.titles(1, 10)])
        #expect(loadMore.values == [false, true])
        #expect(message.values == ["", ""])
    }

    @Test("Rows read Last, First and LEVEL · distance")
    func rowText() {
        let viewModel = loaded(TestEnvironment())
        #expect(viewModel.rows.value.first.map { [$0.title, $0.detail] } == ["Agent, 01", "HIGH · 100 m"])
    }

    @Test("Load More appends pages until the last, and disables itself while loading")
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
        #expect(visible.values == [true, true, false])
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(rows.values.count == 3, "Nothing more to load")
    }

    @Test("No threats: the empty message and no Load More")
    func empty() {
        let viewModel = loaded(TestEnvironment(threats: []))
        #expect(viewModel.rows.value.isEmpty)
        #expect(viewModel.message.value == "No threats nearby.")
        #expect(viewModel.isLoadMoreVisible.value == false)
    }

    @Test("A failed page: the error's description, then Retry asks for the same page")
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
        #expect(error.values == [nil, "The network connection was lost.", nil], "Retrying dismisses the alert")
        test.scheduler.advance(by: 1)
        #expect(rows.values.last?.map(\.title) == TestEnvironment.titles(1, 20), "Rows 11 to 20, once each")
    }

    @Test("A failed first page, retried, loads it")
    func retryFirstPage() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let viewModel = loaded(test)
        #expect(viewModel.errorMessage.value == "The network connection was lost.")
        #expect(viewModel.message.value == "", "Nothing is known yet, so no empty message")
        #expect(viewModel.isLoadMoreVisible.value == false)
        viewModel.retryTapped()
        test.scheduler.advance(by: 1)
        #expect(viewModel.rows.value.map(\.title) == TestEnvironment.titles(1, 10))
    }

    @Test("Cancel dismisses the alert; Retry afterwards has nothing to retry")
    func cancel() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let viewModel = loaded(test)
        viewModel.cancelTapped()
        #expect(viewModel.errorMessage.value == nil)
        viewModel.retryTapped()
        #expect(test.scheduler.pendingCount == 0, "Nothing is loaded after Cancel")
    }

    @Test("Deleting a row removes it, dismisses the threat, and shows the empty message when none is left")
    func delete() {
        let test = TestEnvironment(threats: TestEnvironment.threats(2))
        let viewModel = loaded(test)
        let rows = Recorder(viewModel.rows)
        viewModel.rowDeleted(at: 0)
        viewModel.rowDeleted(at: 5)
        #expect(
            rows.values.map { $0.map(\.title) } == [TestEnvironment.titles(1, 2), TestEnvironment.titles(2, 1)],
            "Row 5 does not exist")
        viewModel.rowDeleted(at: 0)
        #expect(viewModel.message.value == "No threats nearby.")
        let again = loaded(test)
        #expect(again.rows.value.isEmpty, "Dismissed threats stay gone for the service's lifetime")
    }

    @Test("The empty message waits until nothing is left to load: deleting a whole page is not enough")
    func emptyMessageWaitsForTheLastPage() {
        let test = TestEnvironment(threats: TestEnvironment.threats(12))
        let viewModel = loaded(test)
        for _ in 0..<10 { viewModel.rowDeleted(at: 0) }
        #expect(viewModel.message.value == "", "A page is still to load")
        #expect(viewModel.isLoadMoreVisible.value == true)
    }

    @Test("Deleting before loading more neither skips nor repeats a threat")
    func deleteThenPage() {
        let test = TestEnvironment()
        let viewModel = loaded(test)
        viewModel.rowDeleted(at: 0)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(viewModel.rows.value.map(\.title) == TestEnvironment.titles(2, 19))
    }

    @Test("The detail of a row")
    func detail() {
        let viewModel = loaded(TestEnvironment())
        let detail = viewModel.detailViewModel(forRowAt: 2)
        #expect(detail.name == "03 Agent")
        #expect(detail.distance == "300 m")
    }

    @Test("Logging out drops the page in flight: no late rows, no late alert")
    func logout() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = loaded(test)
        let rows = Recorder(viewModel.rows)
        let error = Recorder(viewModel.errorMessage)
        viewModel.loadMoreTapped()
        viewModel.logoutTapped()
        #expect(viewModel.isLoading.value == false, "No activity indicator after logging out")
        #expect(test.scheduler.pendingCount == 0, "The request is cancelled, not left to land")
        test.scheduler.advance(by: 5)
        #expect(rows.values.count == 1)
        #expect(error.values == [nil])
    }

    @Test("A page that lands after the view model is gone does nothing")
    func lateAnswer() {
        let test = TestEnvironment()
        var viewModel: ThreatsViewModel? = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel?.viewDidLoad()
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "The pending request must not keep the view model alive")
        test.scheduler.advance(by: 1)
        #expect(test.scheduler.pendingCount == 0, "The answer landed on nothing, and nothing is left waiting")
    }
}
