import Foundation
import TestSupport
import Testing
import ThreatKit

@testable import MVVMStreams

@MainActor
@Suite("MVVM with reactive streams: ThreatsViewModel")
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
        #expect(rows.values.map(\.count) == [0])
        test.scheduler.advance(by: 0.1)
        #expect(loading.values == [false, true, false])
        #expect(rows.values.map { $0.map(\.title) } == [[], TestEnvironment.titles(1, 10)])
        #expect(loadMore.values == [false, true])
        #expect(message.values == ["", ""], "A text relay passes on every value, repeats included")
    }

    @Test("Rows are state: a late subscriber hears the current rows at once")
    func rowsReplay() {
        let viewModel = loaded(TestEnvironment())
        #expect(Recorder(viewModel.rows).values.map(\.count) == [10])
        #expect(viewModel.rowsForTest.first.map { [$0.title, $0.detail] } == ["Agent, 01", "HIGH · 100 m"])
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
        #expect(rows.last?.map(\.title) == TestEnvironment.titles(1, 25))
        #expect(enabled.values == [true, false, true, false, true])
        #expect(visible.values == [true, true, false], "The relay says where Load More stands after each page")
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(rows.values.count == 3, "Nothing more to load")
    }

    @Test("A second tap on Load More while a page loads neither repeats nor restarts it")
    func loadMoreTwice() {
        let test = TestEnvironment()
        let viewModel = loaded(test)
        let rows = Recorder(viewModel.rows)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 0.5)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 0.5)
        #expect(rows.values.map(\.count) == [10, 20], "The page lands 1 s after the first tap")
        test.scheduler.advance(by: 5)
        #expect(rows.values.map(\.count) == [10, 20], "And only once")
    }

    @Test("No threats: the empty message and no Load More")
    func empty() {
        let viewModel = loaded(TestEnvironment(threats: []))
        #expect(Recorder(viewModel.rows).last?.isEmpty == true)
        #expect(Recorder(viewModel.message).values == ["No threats nearby."])
        #expect(Recorder(viewModel.isLoadMoreVisible).values == [false])
    }

    @Test("A failed page: one alert event, not replayed; Retry asks for the same page")
    func retry() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = loaded(test)
        let errors = Recorder(viewModel.loadingErrors)
        let rows = Recorder(viewModel.rows)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(errors.values == ["The network connection was lost."])
        #expect(
            Recorder(viewModel.loadingErrors).values.isEmpty, "An alert is an event: a late subscriber hears nothing")
        #expect(Recorder(viewModel.isLoading).last == false)
        viewModel.retryTapped()
        test.scheduler.advance(by: 1)
        #expect(rows.last?.map(\.title) == TestEnvironment.titles(1, 20), "Rows 11 to 20, once each")
        #expect(errors.values.count == 1)
    }

    @Test("A failed first page, retried, loads it")
    func retryFirstPage() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        let errors = Recorder(viewModel.loadingErrors)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 1)
        #expect(errors.values == ["The network connection was lost."])
        #expect(Recorder(viewModel.message).values == [""])
        viewModel.retryTapped()
        test.scheduler.advance(by: 1)
        #expect(Recorder(viewModel.rows).last?.map(\.title) == TestEnvironment.titles(1, 10))
    }

    @Test("After Cancel, Retry has nothing to retry")
    func cancel() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let viewModel = loaded(test)
        viewModel.cancelTapped()
        viewModel.retryTapped()
        #expect(test.scheduler.pendingCount == 0)
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
        #expect(Recorder(viewModel.message).values == ["No threats nearby."])
        let again = loaded(test)
        #expect(Recorder(again.rows).last?.isEmpty == true, "Dismissed threats stay gone for the service's lifetime")
    }

    @Test("The empty message waits until nothing is left to load: deleting a whole page is not enough")
    func emptyMessageWaitsForTheLastPage() {
        let test = TestEnvironment(threats: TestEnvironment.threats(12))
        let viewModel = loaded(test)
        let message = Recorder(viewModel.message)
        for _ in 0..<10 { viewModel.rowDeleted(at: 0) }
        #expect(!message.values.contains("No threats nearby."), "A page is still to load")
        #expect(Recorder(viewModel.isLoadMoreVisible).last == true)
    }

    @Test("Deleting before loading more neither skips nor repeats a threat")
    func deleteThenPage() {
        let test = TestEnvironment()
        let viewModel = loaded(test)
        viewModel.rowDeleted(at: 0)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(Recorder(viewModel.rows).last?.map(\.title) == TestEnvironment.titles(2, 19))
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
        let errors = Recorder(viewModel.loadingErrors)
        let loading = Recorder(viewModel.isLoading)
        viewModel.logoutTapped()
        #expect(loading.values == [false], "Logging out while idle changes nothing on screen")
        viewModel.loadMoreTapped()
        viewModel.logoutTapped()
        #expect(loading.values == [false, true, false], "Logging out ends the load")
        #expect(test.scheduler.pendingCount == 0, "The request is disposed, not left to land")
        test.scheduler.advance(by: 5)
        #expect(rows.values.count == 1)
        #expect(errors.values.isEmpty)
    }

    @Test("A page in flight when the view model goes is dropped")
    func lateAnswer() {
        let test = TestEnvironment()
        var viewModel: ThreatsViewModel? = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel?.viewDidLoad()
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil)
        #expect(test.scheduler.pendingCount == 0, "Its DisposeBag disposed the request")
    }
}

extension ThreatsViewModel {
    /// The rows shown now, read through the output as a subscriber would.
    @MainActor
    fileprivate var rowsForTest: [ThreatCellViewModel] {
        Recorder(rows).last ?? []
    }
}
