import AppHost
import Conformance
import Foundation
import Streams
import TestSupport
import Testing
import ThreatKit

@testable import ReactiveStreams

/// The threats list as streams: pages in, rows out, a failed load as a one-off alert.
@MainActor
@Suite("04.4 The threats list")
struct ThreatsListTests {
    /// A view model whose first page has arrived.
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
        #expect(loading.values == [false, true], "viewDidLoad asks for the first page; isLoading turns true")
        #expect(rows.values.map(\.count) == [0], "rows replays its empty start at once")
        test.scheduler.advance(by: 0.1)
        #expect(loading.values == [false, true, false])
        #expect(rows.values.map { $0.map(\.title) } == [[], TestEnvironment.titles(1, 10)])
        #expect(loadMore.values == [false, true])
        #expect(message.values == ["", ""], "A text relay passes on every value, repeats included")
    }

    @Test("Rows are state: a late subscriber hears the current rows at once, formatted")
    func rowsReplay() {
        let viewModel = loaded(TestEnvironment())
        let rows = Recorder(viewModel.rows)
        #expect(rows.values.map(\.count) == [10], "rows is a BehaviorRelay's stream: it replays the current rows")
        #expect(rows.last?.first.map { [$0.title, $0.detail] } == ["Agent, 01", "HIGH · 100 m"])
        #expect(!rows.hasStopped, "Rows never complete: more may come")
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
        #expect(
            enabled.values == [true, false, true, false, true], "isLoadMoreEnabled is !isLoading, each change once")
        #expect(visible.values == [true, true, false], "The relay says where Load More stands after each page")
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(rows.values.count == 3, "Nothing more to load")
    }

    @Test("No threats: the empty message and no Load More")
    func empty() {
        let viewModel = loaded(TestEnvironment(threats: []))
        #expect(Recorder(viewModel.rows).values.map(\.count) == [0])
        #expect(Recorder(viewModel.message).values == ["No threats nearby."], "The message relay replays the last text")
        #expect(Recorder(viewModel.isLoadMoreVisible).values == [false])
        #expect(Recorder(viewModel.isLoading).values == [false], "The empty page has arrived")
    }

    @Test("A failed page: one alert event, not replayed; Retry asks for the same page")
    func retry() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = loaded(test)
        let errors = Recorder(viewModel.loadingErrors)
        let rows = Recorder(viewModel.rows)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(errors.values == ["The network connection was lost."], "loadingErrors sends the error's description")
        #expect(
            Recorder(viewModel.loadingErrors).values.isEmpty,
            "An alert is an event: a late subscriber hears nothing (a PublishSubject, not a relay)")
        #expect(Recorder(viewModel.isLoading).last == false, "The failed load has ended")
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
        #expect(Recorder(viewModel.message).values == [""], "Nothing is known yet: no empty message")
        viewModel.retryTapped()
        test.scheduler.advance(by: 1)
        #expect(
            Recorder(viewModel.rows).last?.map(\.title) == TestEnvironment.titles(1, 10),
            "The failure was caught inside flatMapLatest, so the requests stream lives on and Retry loads"
        )
    }

    @Test("After Cancel, Retry has nothing to retry")
    func cancel() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        let errors = Recorder(viewModel.loadingErrors)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 1)
        #expect(errors.values.count == 1, "The first page fails, so the alert shows")
        viewModel.cancelTapped()
        viewModel.retryTapped()
        #expect(test.scheduler.pendingCount == 0, "Cancel forgets the failed page: Retry sends nothing")
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
            "Row 0 goes; row 5 does not exist")
        viewModel.rowDeleted(at: 0)
        #expect(Recorder(viewModel.message).values == ["No threats nearby."])
        let again = loaded(test)
        #expect(
            Recorder(again.rows).values.map(\.count) == [0], "Dismissed threats stay gone for the service's lifetime")
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
    func detail() throws {
        let viewModel = loaded(TestEnvironment())
        let rows = try #require(Recorder(viewModel.rows).last, "rows should replay the current rows")
        try #require(rows.count == 10, "The first page should be in before a row is selected")
        let detail = viewModel.detailViewModel(forRowAt: 2)
        #expect(detail.name == "03 Agent")
        #expect(detail.distance == "300 m")
    }

    @Test(
        "The threats screen behaves as the kit's: rows, pages, deletion, errors, details",
        .showsScenarioSteps,
        arguments: Scenario.all(in: .threats) + Scenario.all(in: .paging) + Scenario.all(in: .delete)
            + Scenario.all(in: .errors) + Scenario.all(in: .detail)
    )
    func screen(scenario: Scenario) throws {
        // Some of these scenarios pick rows by index (`rows()[2]`) and would crash on an empty table:
        // they run once the view model shows its first page.
        try #require(Self.showsFirstPage(), "The view model shows no first page yet: see the tests above")
        try scenario.run(on: .exercise)
    }

    /// Whether a new view model shows 10 rows one second after `viewDidLoad`.
    private static func showsFirstPage() -> Bool {
        let test = TestEnvironment()
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        let rows = Recorder(viewModel.rows)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 1)
        return rows.last?.count == 10
    }
}
