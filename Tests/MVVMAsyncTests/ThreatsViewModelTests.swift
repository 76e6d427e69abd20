import TestSupport
import Testing
import ThreatKit

@testable import MVVMAsync

/// The threats view model without a widget: each page is a task on virtual time.
@MainActor
@Suite("MVVM with Swift concurrency: ThreatsViewModel", .settlesItsOwnTasks)
struct ThreatsViewModelTests {
    private func loaded(_ test: TestEnvironment) async -> ThreatsViewModel {
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel.viewDidLoad()
        await test.scheduler.advanceSettling(by: 1)
        return viewModel
    }

    @Test("Load More appends pages until the last; a second tap while loading sends nothing")
    func paging() async {
        let test = TestEnvironment()
        let viewModel = await loaded(test)
        #expect(viewModel.rows.value.map(\.title) == TestEnvironment.titles(1, 10))
        viewModel.loadMoreTapped()
        viewModel.loadMoreTapped()
        #expect(viewModel.isLoadMoreEnabled.value == false)
        await test.scheduler.advanceSettling(by: 1)
        viewModel.loadMoreTapped()
        await test.scheduler.advanceSettling(by: 1)
        #expect(viewModel.rows.value.map(\.title) == TestEnvironment.titles(1, 25))
        #expect(viewModel.isLoadMoreVisible.value == false)
        #expect(test.environment.threatService.requestCount == 3, "One request per page")
    }

    @Test("A failed page shows the error; Retry asks for the same page")
    func retry() async {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = await loaded(test)
        viewModel.loadMoreTapped()
        await test.scheduler.advanceSettling(by: 1)
        #expect(viewModel.errorMessage.value == "The network connection was lost.")
        viewModel.retryTapped()
        #expect(viewModel.errorMessage.value == nil)
        await test.scheduler.advanceSettling(by: 1)
        #expect(viewModel.rows.value.map(\.title) == TestEnvironment.titles(1, 20))
    }

    @Test("Logging out cancels the page in flight: its answer never comes and nothing stays scheduled")
    func logoutCancels() async {
        let test = TestEnvironment()
        let viewModel = await loaded(test)
        viewModel.loadMoreTapped()
        viewModel.logoutTapped()
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 0, "Cancelling the task cancels its wait")
        #expect(viewModel.isLoading.value == false)
        await test.scheduler.advanceSettling(by: 5)
        #expect(viewModel.rows.value.count == 10, "The page that was in flight never arrives")
    }

    @Test("A page whose wait ended just before logout, its task not yet run, changes no row and shows no alert")
    func lateAnswerAfterLogout() async {
        for failing in [false, true] {
            let test = TestEnvironment(failingThreatRequests: failing ? [2] : [])
            let viewModel = await loaded(test)
            viewModel.loadMoreTapped()
            test.scheduler.advance(by: 1)  // The wait ends; the task has not run again yet.
            viewModel.logoutTapped()
            await test.scheduler.advanceSettling(by: 5)
            #expect(viewModel.rows.value.count == 10, "The late page must not land after logout")
            #expect(viewModel.errorMessage.value == nil, "A late failure must not show an alert after logout")
            #expect(viewModel.isLoading.value == false)
        }
    }

    @Test("Deleting a row removes it and dismisses the threat; deleting a row that is not there does nothing")
    func delete() async {
        let test = TestEnvironment(threats: TestEnvironment.threats(2))
        let viewModel = await loaded(test)
        viewModel.rowDeleted(at: 0)
        viewModel.rowDeleted(at: 5)
        #expect(viewModel.rows.value.map(\.title) == TestEnvironment.titles(2, 1), "Row 5 does not exist")
        viewModel.rowDeleted(at: 0)
        #expect(viewModel.message.value == "No threats nearby.")
        let again = await loaded(test)
        #expect(again.rows.value.isEmpty, "Dismissed threats stay gone for the service's lifetime")
    }

    @Test("The empty message waits until nothing is left to load: deleting a whole page is not enough")
    func emptyMessageWaitsForTheLastPage() async {
        let test = TestEnvironment(threats: TestEnvironment.threats(12))
        let viewModel = await loaded(test)
        for _ in 0..<10 { viewModel.rowDeleted(at: 0) }
        #expect(viewModel.message.value == "", "A page is still to load")
        #expect(viewModel.isLoadMoreVisible.value == true)
    }

    @Test("No threats: the empty message and no Load More")
    func empty() async {
        let viewModel = await loaded(TestEnvironment(threats: []))
        #expect(viewModel.message.value == "No threats nearby.")
        #expect(viewModel.isLoadMoreVisible.value == false)
    }
}
