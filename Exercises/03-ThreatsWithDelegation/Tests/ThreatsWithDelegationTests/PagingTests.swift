import AppHost
import Conformance
import TestSupport
import Testing
import ThreatKit

@testable import ThreatsWithDelegation

/// Load More: each page arrives as insertions at the end, so the rows already shown stay put.
@MainActor
@Suite("03.4 Paging by insertion")
struct PagingTests {
    @Test("Load More inserts the next rows at 10..<20, then the last 5 at 20..<25, then hides")
    func paging() throws {
        let test = TestEnvironment()
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        try #require(viewModel.numberOfRows == 10, "Paging starts from the first page: finish 03.1 first")
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(
            delegate.rowChanges == [.insert(Array(0..<10)), .insert(Array(10..<20))],
            "Page 2 is announced as one insertion at 10..<20, after the first page's rows; announced \(delegate.events)"
        )
        #expect(viewModel.isLoadMoreVisible, "5 more threats exist: Load More still shows")
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(
            delegate.rowChanges.last == .insert(Array(20..<25)),
            "The last page is announced as an insertion at 20..<25; announced \(delegate.events)"
        )
        #expect(delegate.invalidUpdates.isEmpty, "A table would crash: \(delegate.invalidUpdates)")
        #expect(titles(viewModel) == TestEnvironment.titles(1, 25), "All 25 threats, nearest first, each once")
        #expect(
            !viewModel.isLoadMoreVisible,
            "After the last page (its `next` is nil) Load More hides, announced with didChangeLoadMoreVisible: false")
        #expect(
            delegate.loadMoreVisible == false,
            "After the last page (its `next` is nil) Load More hides, announced with didChangeLoadMoreVisible: false")
        viewModel.loadMoreTapped()
        #expect(test.scheduler.pendingCount == 0, "Nothing more to load: Load More asks for nothing")
    }

    @Test("While a page loads, Load More is disabled and a second tap sends nothing")
    func disabledWhileLoading() throws {
        let test = TestEnvironment()
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        try #require(viewModel.numberOfRows == 10, "Paging starts from the first page: finish 03.1 first")
        viewModel.loadMoreTapped()
        #expect(viewModel.isLoading, "Load More starts loading page 2, announced with didChangeLoading: true")
        #expect(delegate.loading.last == true, "Load More starts loading page 2, announced with didChangeLoading: true")
        #expect(
            !viewModel.isLoadMoreEnabled,
            "Load More is disabled while a page loads, announced with didChangeLoadMoreEnabled: false")
        #expect(
            delegate.loadMoreEnabled == false,
            "Load More is disabled while a page loads, announced with didChangeLoadMoreEnabled: false")
        viewModel.loadMoreTapped()
        #expect(test.scheduler.pendingCount == 1, "A second tap while loading sends nothing: one request, not two")
        test.scheduler.advance(by: 1)
        #expect(viewModel.numberOfRows == 20, "One page of 10 more rows")
        #expect(
            viewModel.isLoadMoreEnabled,
            "Once the page arrived, loading is off and Load More enabled again, both announced")
        #expect(
            delegate.loadMoreEnabled == true,
            "Once the page arrived, loading is off and Load More enabled again, both announced")
        #expect(
            !viewModel.isLoading, "Once the page arrived, loading is off and Load More enabled again, both announced")
        test.scheduler.advance(by: 2)
        #expect(viewModel.numberOfRows == 20, "No second page arrives later")
    }

    @Test("Deleting before loading more neither skips nor repeats a threat")
    func deleteThenPage() throws {
        let test = TestEnvironment()
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        try #require(viewModel.numberOfRows == 10, "Paging starts from the first page: finish 03.1 first")
        viewModel.rowDeleted(at: 0)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(
            titles(viewModel) == TestEnvironment.titles(2, 19),
            "Ask for `page.next` (a cursor), not for a count of rows: page 2 is still Agent, 11 to 20"
        )
        #expect(
            delegate.rowChanges.last == .insert(Array(9..<19)),
            "9 rows were left, so page 2 is inserted at 9..<19; announced \(delegate.events)"
        )
    }

    @Test(
        "The kit's paging and detail scenarios pass on your app",
        .showsScenarioSteps, arguments: Scenario.all(in: .paging) + Scenario.all(in: .detail)
    )
    func screen(scenario: Scenario) async throws {
        try await scenario.runOnExercise()
    }
}
