import Foundation
import TestSupport
import Testing
import ThreatKit

@testable import ObservationMVVM

/// The threats list's state, observable: stored where it is a fact, computed where it follows from one.
@MainActor
@Suite("05.3 An observable threats list")
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
        #expect(loading.values == [false, true], "Loading for 1 s, observed")
        #expect(rows.values == [[]], "Loading for 1 s, observed")
        test.scheduler.advance(by: 0.1)
        #expect(loading.values == [false, true, false])
        #expect(
            rows.values == [[], TestEnvironment.titles(1, 10)],
            "The rows are computed, and observed through the threats they are computed from")
        #expect(
            loadMore.values == [false, true],
            """
            isLoadMoreVisible is computed from nextPage, so a view that reads it is told of Load More only if \
            nextPage is observed: keep nextPage stored and observed, not @ObservationIgnored
            """)
        #expect(viewModel.message == "")
    }

    @Test("Load More appends pages until the last, and is disabled while loading")
    func paging() {
        let test = TestEnvironment()
        let viewModel = loaded(test)
        viewModel.loadMoreTapped()
        viewModel.loadMoreTapped()
        #expect(!viewModel.isLoadMoreEnabled, "Disabled while a page loads")
        test.scheduler.advance(by: 1)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(viewModel.rows.map(\.title) == TestEnvironment.titles(1, 25), "Three pages, in order, once each")
        #expect(!viewModel.isLoadMoreVisible)
        #expect(viewModel.isLoadMoreEnabled)
        viewModel.loadMoreTapped()
        #expect(test.scheduler.pendingCount == 0, "Nothing more to load")
    }

    @Test("No threats: the empty message, observed as the empty first page arrives, and no Load More")
    func empty() {
        let test = TestEnvironment(threats: [])
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        let message = Observed(on: test.scheduler) { viewModel.message }
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 1)
        #expect(viewModel.rows.isEmpty)
        #expect(
            message.values == ["", "No threats nearby."],
            """
            message is computed from hasLoadedFirstPage, so a view that reads message is told of the empty first \
            page only if hasLoadedFirstPage is observed: keep it stored and observed, not @ObservationIgnored
            """)
        #expect(!viewModel.isLoadMoreVisible)
    }

    @Test("A failed page: the error's description; Retry asks for the same page")
    func retry() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = loaded(test)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(viewModel.errorMessage == "The network connection was lost.")
        #expect(!viewModel.isLoading)
        viewModel.retryTapped()
        #expect(viewModel.errorMessage == nil, "Retry dismisses the alert")
        test.scheduler.advance(by: 1)
        #expect(viewModel.rows.map(\.title) == TestEnvironment.titles(1, 20))
    }

    @Test("Cancel dismisses the alert; Retry afterwards has nothing to retry")
    func cancel() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let viewModel = loaded(test)
        #expect(viewModel.errorMessage == "The network connection was lost.", "The first page failed")
        #expect(viewModel.message == "", "Nothing is known after a failed first page")
        #expect(!viewModel.isLoadMoreVisible, "Nothing is known after a failed first page")
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
        #expect(loaded(test).rows.isEmpty, "Dismissed threats stay gone: tell the threat service")
    }

    @Test("The detail of a row")
    func detail() throws {
        let viewModel = loaded(TestEnvironment())
        try #require(viewModel.rows.count == 10, "The first page should be loaded")
        let detail = viewModel.detailViewModel(forRowAt: 2)
        #expect(detail.name == "03 Agent")
        #expect(detail.distance == "300 m")
    }

    @Test("Logging out drops the page in flight: no late rows, no late alert")
    func logout() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = loaded(test)
        viewModel.loadMoreTapped()
        #expect(viewModel.isLoading, "Load More asks for the next page")
        viewModel.logoutTapped()
        #expect(!viewModel.isLoading)
        #expect(test.scheduler.pendingCount == 0, "The request is cancelled")
        test.scheduler.advance(by: 5)
        #expect(viewModel.rows.count == 10)
        #expect(viewModel.errorMessage == nil)
    }

    @Test("A page that lands after the view model is gone does nothing")
    func lateAnswer() {
        let test = TestEnvironment()
        var viewModel: ThreatsViewModel? = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel?.viewDidLoad()
        #expect(viewModel?.isLoading == true, "viewDidLoad asks for the first page")
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "The threat service's completion must capture the view model weakly")
        test.scheduler.advance(by: 1)
        #expect(test.scheduler.pendingCount == 0)
    }

    @Test("The sign-in screen's view model makes this one, on the same services")
    func nextScreen() {
        let test = TestEnvironment()
        let threats = LoginViewModel(environment: test.environment).makeThreatsViewModel()
        threats.viewDidLoad()
        test.scheduler.advance(by: 1)
        #expect(threats.rows.count == 10)
    }
}
