import Foundation
import TestSupport
import Testing
import ThreatKit

@testable import SwiftUIViewModels

/// The threats view model without a view: the first page in a task, as the view's `.task` runs it, the
/// others in the view model's own tasks, on virtual time.
@MainActor
@Suite("08.3 The threats screen's view model", .settlesItsOwnTasks)
struct ThreatsViewModelTests {
    private func loaded(_ test: TestEnvironment) async -> ThreatsView.ViewModel {
        let viewModel = ThreatsView.ViewModel(threatService: test.environment.threatService)
        let task = Task { await viewModel.loadFirstPage() }
        await test.scheduler.advanceSettling(by: 1)
        await task.value
        return viewModel
    }

    @Test("The first page in the view's task; Load More appends pages until the last; a second tap sends nothing")
    func paging() async {
        let test = TestEnvironment()
        let viewModel = await loaded(test)
        #expect(viewModel.rows.map(\.title) == TestEnvironment.titles(1, 10), "loadFirstPage() shows the first page")
        #expect(viewModel.isLoadMoreVisible && viewModel.isLoadMoreEnabled)
        viewModel.loadMoreTapped()
        viewModel.loadMoreTapped()
        #expect(viewModel.isLoading && !viewModel.isLoadMoreEnabled, "Load More is off while its page loads")
        await test.scheduler.advanceSettling(by: 1)
        viewModel.loadMoreTapped()
        await test.scheduler.advanceSettling(by: 1)
        #expect(viewModel.rows.map(\.title) == TestEnvironment.titles(1, 25))
        #expect(!viewModel.isLoadMoreVisible, "No Load More after the last page")
        #expect(test.environment.threatService.requestCount == 3, "One request per page")
    }

    @Test("Making a view model asks for nothing; the view's task asks for the first page")
    func makingCostsNothing() async {
        let test = TestEnvironment()
        let dropped = ThreatsView.ViewModel(threatService: test.environment.threatService)
        await test.scheduler.advanceSettling(by: 1)
        #expect(
            test.environment.threatService.requestCount == 0 && dropped.rows.isEmpty,
            "init must start nothing: SwiftUI makes view models it drops (README.md, task 08.4)")
        let viewModel = await loaded(test)
        #expect(viewModel.rows.count == 10, "loadFirstPage() shows the first page")
        #expect(test.environment.threatService.requestCount == 1)
    }

    @Test("The view's task again, once the first page is in, asks for nothing")
    func firstPageOnce() async {
        let test = TestEnvironment()
        let viewModel = await loaded(test)
        await viewModel.loadFirstPage()
        #expect(test.environment.threatService.requestCount == 1, "The first page is asked for once")
        #expect(viewModel.rows.count == 10)
    }

    @Test("The first page's task cancelled as the screen goes: nothing lands, and the next appearance asks again")
    func firstPageCancelled() async {
        let test = TestEnvironment()
        let viewModel = ThreatsView.ViewModel(threatService: test.environment.threatService)
        let task = Task { await viewModel.loadFirstPage() }
        await test.scheduler.settle()
        #expect(viewModel.isLoading, "loadFirstPage() shows that it loads while it waits")
        task.cancel()
        await test.scheduler.advanceSettling(by: 1)
        #expect(viewModel.rows.isEmpty && !viewModel.isLoading, "A cancelled load changes nothing")
        let again = Task { await viewModel.loadFirstPage() }
        await test.scheduler.advanceSettling(by: 1)
        await again.value
        #expect(viewModel.rows.count == 10)
    }

    @Test("A failed page shows the error; Retry asks for the same page; Cancel asks for nothing")
    func retry() async {
        let test = TestEnvironment(failingThreatRequests: [2, 3])
        let viewModel = await loaded(test)
        viewModel.loadMoreTapped()
        await test.scheduler.advanceSettling(by: 1)
        #expect(viewModel.errorMessage == "The network connection was lost.", "The error, for the alert")
        viewModel.retryTapped()
        #expect(viewModel.errorMessage == nil, "Retry clears the error")
        await test.scheduler.advanceSettling(by: 1)
        #expect(viewModel.errorMessage != nil, "The third request fails too")
        viewModel.cancelTapped()
        #expect(viewModel.errorMessage == nil, "Cancel clears the error")
        await test.scheduler.advanceSettling(by: 5)
        #expect(test.environment.threatService.requestCount == 3, "Cancel asks for nothing")
        viewModel.loadMoreTapped()
        await test.scheduler.advanceSettling(by: 1)
        #expect(viewModel.rows.map(\.title) == TestEnvironment.titles(1, 20), "Load More asks for page 2 again")
    }

    @Test("Logging out cancels the page in flight: its answer never comes and nothing stays scheduled")
    func logoutCancels() async {
        let test = TestEnvironment()
        let viewModel = await loaded(test)
        viewModel.loadMoreTapped()
        #expect(viewModel.isLoading, "Load More loads")
        viewModel.logoutTapped()
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 0, "Cancelling the task cancels its wait")
        #expect(!viewModel.isLoading)
        await test.scheduler.advanceSettling(by: 5)
        #expect(viewModel.rows.count == 10, "The page that was in flight never arrives")
    }

    @Test("A page whose wait ended just before logout, its task not yet run, changes no row and shows no alert")
    func lateAnswerAfterLogout() async {
        for (failing, first) in [(false, false), (true, false), (false, true), (true, true)] {
            // The first page runs in the view's task, which SwiftUI cancels only as the screen goes.
            let test = TestEnvironment(failingThreatRequests: failing ? [first ? 1 : 2] : [])
            let viewModel: ThreatsView.ViewModel
            if first {
                viewModel = ThreatsView.ViewModel(threatService: test.environment.threatService)
                Task { await viewModel.loadFirstPage() }
                await test.scheduler.settle()
            } else {
                viewModel = await loaded(test)
                viewModel.loadMoreTapped()
            }
            #expect(viewModel.isLoading, "A page is loading")
            test.scheduler.advance(by: 1)  // The wait ends; the task has not run again yet.
            viewModel.logoutTapped()
            await test.scheduler.advanceSettling(by: 5)
            #expect(viewModel.rows.count == (first ? 0 : 10), "The late page must not land after logout")
            #expect(viewModel.errorMessage == nil, "A late failure must not show an alert after logout")
            #expect(!viewModel.isLoading)
        }
    }

    @Test("A view model let go while Load More or Retry loads is released, and its request ends with it")
    func releasedWhileLoading() async {
        for retrying in [false, true] {
            let test = TestEnvironment(failingThreatRequests: retrying ? [2] : [])
            var viewModel: ThreatsView.ViewModel? = await loaded(test)
            viewModel?.loadMoreTapped()
            if retrying {
                await test.scheduler.advanceSettling(by: 1)
                viewModel?.retryTapped()
            }
            #expect(viewModel?.isLoading == true, "A page is loading")
            weak let watched = viewModel
            viewModel = nil
            await test.scheduler.settle()
            #expect(watched == nil, "The page's task must not hold the view model while it waits ([weak self])")
            #expect(test.scheduler.pendingCount == 0, "Its isolated deinit cancels the task, and the task its wait")
        }
    }

    @Test("Deleting rows removes them and dismisses their threats; an offset that is not there does nothing")
    func delete() async {
        let test = TestEnvironment(threats: TestEnvironment.threats(3))
        let viewModel = await loaded(test)
        viewModel.rowsDeleted(at: [0, 5])
        #expect(viewModel.rows.map(\.title) == TestEnvironment.titles(2, 2), "Row 5 does not exist")
        viewModel.rowsDeleted(at: [0, 1])
        #expect(viewModel.message == "No threats nearby.")
        let again = await loaded(test)
        #expect(again.rows.isEmpty, "Dismissed threats stay gone: threatService.dismissThreat(id:)")
    }

    @Test("A row's detail is its threat's, and none once the row is gone")
    func detail() async throws {
        let test = TestEnvironment(threats: TestEnvironment.threats(2))
        let viewModel = await loaded(test)
        let row = try #require(viewModel.rows.last, "loadFirstPage() shows the first page")
        #expect(viewModel.detailViewModel(for: row)?.name == "02 Agent")
        viewModel.rowsDeleted(at: [1])
        #expect(viewModel.detailViewModel(for: row) == nil)
    }

    @Test("The empty message waits until nothing is left to load: deleting a whole page is not enough")
    func emptyMessageWaitsForTheLastPage() async {
        let test = TestEnvironment(threats: TestEnvironment.threats(12))
        let viewModel = await loaded(test)
        viewModel.rowsDeleted(at: IndexSet(0..<10))
        #expect(viewModel.message == "", "A page is still to load")
        #expect(viewModel.isLoadMoreVisible)
    }

    @Test("No threats: the empty message and no Load More")
    func empty() async {
        let viewModel = await loaded(TestEnvironment(threats: []))
        #expect(viewModel.message == "No threats nearby.")
        #expect(!viewModel.isLoadMoreVisible)
    }
}
