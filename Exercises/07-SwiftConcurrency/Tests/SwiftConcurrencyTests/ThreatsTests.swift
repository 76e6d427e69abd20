import AppHost
import TestSupport
import Testing
import ThreatKit

@testable import SwiftConcurrency

@MainActor
@Suite("07.3 A task per page, Retry, and logout")
struct ThreatsTests {
    private func loaded(_ test: TestEnvironment) async -> ThreatsViewModel {
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel.viewDidLoad()
        let firstPage = TaskProbe([viewModel])
        await test.scheduler.advanceSettling(by: 1)
        #expect(viewModel.rows.value.count > 0, "Page 1 after 1 s\(firstPage.unfinishedNote("pageLoad"))")
        return viewModel
    }

    @Test("The first page after 1 s, then Load More appends pages; a tap while loading sends nothing")
    func paging() async {
        let test = TestEnvironment()
        let viewModel = await loaded(test)
        #expect(viewModel.rows.value.map(\.title) == TestEnvironment.titles(1, 10), "Rows 1 to 10 on page 1")
        viewModel.loadMoreTapped()
        viewModel.loadMoreTapped()
        #expect(viewModel.isLoadMoreEnabled.value == false, "Load More is disabled while a page loads")
        await test.scheduler.advanceSettling(by: 1)
        viewModel.loadMoreTapped()
        await test.scheduler.advanceSettling(by: 1)
        #expect(viewModel.rows.value.map(\.title) == TestEnvironment.titles(1, 25))
        #expect(viewModel.isLoadMoreVisible.value == false, "No Load More after the last page")
        #expect(test.environment.threatService.requestCount == 3, "One request per page: one task at a time")
    }

    @Test("A failed page shows the error; Retry asks for the same page")
    func retry() async {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = await loaded(test)
        viewModel.loadMoreTapped()
        let secondPage = TaskProbe([viewModel])
        await test.scheduler.advanceSettling(by: 1)
        #expect(
            viewModel.errorMessage.value == "The network connection was lost.",
            """
            For case .failed(let failure), call pageFailed(failure, from: cursor), so that Retry asks for this page\
            \(secondPage.unfinishedNote("pageLoad"))
            """)
        viewModel.retryTapped()
        await test.scheduler.advanceSettling(by: 1)
        #expect(viewModel.rows.value.map(\.title) == TestEnvironment.titles(1, 20), "Rows 11 to 20, once each")
    }

    @Test("Log Out cancels the page in flight: nothing stays scheduled and no late page arrives")
    func logoutCancels() async {
        let test = TestEnvironment()
        let viewModel = await loaded(test)
        viewModel.loadMoreTapped()
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 1, "The page should be waiting on the clock")
        viewModel.logoutTapped()
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 0, "Cancelling the task ends its wait")
        #expect(viewModel.isLoading.value == false)
        await test.scheduler.advanceSettling(by: 5)
        #expect(viewModel.rows.value.count == 10, "The cancelled page never arrives")
    }

    @Test("A view model that goes away while its page waits is released, and the page's wait ends")
    func releasedWhileLoading() async {
        let census = TaskCensus()
        let test = TestEnvironment()
        var viewModel: ThreatsViewModel? = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel?.viewDidLoad()
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 1, "The first page should be waiting on the clock")
        let probe = viewModel.map { TaskProbe([$0]) }
        let waiting = probe?.unfinishedNote("pageLoad") ?? ""
        weak let watched = viewModel
        viewModel = nil
        let released = watched == nil
        // Another task of the view model's may be what keeps it: then that one is named.
        let kept = await probe?.keptAlive(
            [TaskProbe.WeakObject(name: "ThreatsViewModel", object: watched)],
            startedAt: { census.startLocations(of: $0) })
        let others = kept?.keepers.filter { !$0.name.hasSuffix(".pageLoad") } ?? []
        #expect(
            released,
            others.isEmpty
                ? """
                The page task keeps ThreatsViewModel alive\(waiting): its closure holds a strong self across its \
                await (no [weak self], or a guard let self before the await). Capture [weak self] and write \
                self?.pageLoaded(page) after it
                """ : "Once let go, \(kept.map(String.init(describing:)) ?? "")")
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 0, "Cancelling the task (in deinit) should end the page's wait")
    }

    @Test("A page whose wait ended just before Log Out, its task not yet run, changes no row and shows no alert")
    func lateAnswerAfterLogout() async {
        for failing in [false, true] {
            let test = TestEnvironment(failingThreatRequests: failing ? [2] : [])
            let viewModel = await loaded(test)
            viewModel.loadMoreTapped()
            test.scheduler.advance(by: 1)  // The wait ends; the task has not run again yet.
            viewModel.logoutTapped()
            await test.scheduler.advanceSettling(by: 5)
            #expect(viewModel.rows.value.count == 10, "The cancelled page must not land after Log Out")
            #expect(viewModel.errorMessage.value == nil, "A cancelled page's failure must not show an alert")
        }
    }
}
