import Foundation
import TestSupport
import Testing
import ThreatKit

@testable import MVVMDelegation

@MainActor
@Suite("MVVM with delegation: ThreatsViewModel")
struct ThreatsViewModelTests {
    @Test("The first page: loading for 1 s, then 10 rows inserted and Load More shown")
    func firstPage() {
        let test = TestEnvironment()
        let (viewModel, delegate) = makeThreatsViewModel(test)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 0.9)
        #expect(delegate.events == [.loading(true), .loadMoreEnabled(false)])
        #expect(viewModel.numberOfRows == 0)
        test.scheduler.advance(by: 0.1)
        #expect(
            delegate.events == [
                .loading(true), .loadMoreEnabled(false), .loading(false), .loadMoreEnabled(true),
                .insert(Array(0..<10)), .loadMoreVisible(true), .message(""),
            ]
        )
        #expect(titles(viewModel) == TestEnvironment.titles(1, 10))
        #expect(delegate.invalidUpdates.isEmpty, "A table would crash: \(delegate.invalidUpdates)")
    }

    @Test("Rows read Last, First and LEVEL · distance")
    func rowText() {
        let (viewModel, _) = loadedThreatsViewModel(TestEnvironment())
        let row = viewModel.cellViewModel(at: 0)
        #expect([row.title, row.detail] == ["Agent, 01", "HIGH · 100 m"])
    }

    @Test("Load More announces insertions at the end, never a reload, and is disabled while loading")
    func paging() {
        let test = TestEnvironment()
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        viewModel.loadMoreTapped()
        viewModel.loadMoreTapped()
        #expect(viewModel.isLoadMoreEnabled == false)
        test.scheduler.advance(by: 1)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(delegate.rowChanges == [.insert(Array(0..<10)), .insert(Array(10..<20)), .insert(Array(20..<25))])
        #expect(titles(viewModel) == TestEnvironment.titles(1, 25))
        #expect(viewModel.isLoadMoreVisible == false)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(delegate.rowChanges.count == 3, "Nothing more to load")
        #expect(delegate.invalidUpdates.isEmpty, "A table would crash: \(delegate.invalidUpdates)")
    }

    @Test("No threats: the empty message and no Load More")
    func empty() {
        let (viewModel, delegate) = loadedThreatsViewModel(TestEnvironment(threats: []))
        #expect(viewModel.numberOfRows == 0)
        #expect(viewModel.message == "No threats nearby.")
        #expect(delegate.rowChanges.isEmpty, "No rows, so no insertion is announced")
        #expect(delegate.events.suffix(2) == [.loadMoreVisible(false), .message("No threats nearby.")])
    }

    @Test("A failed page announces the error's description; Retry asks for the same page")
    func retry() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(delegate.events.last == .failed("The network connection was lost."))
        #expect(viewModel.isLoading == false)
        viewModel.retryTapped()
        test.scheduler.advance(by: 1)
        #expect(delegate.rowChanges == [.insert(Array(0..<10)), .insert(Array(10..<20))])
        #expect(titles(viewModel) == TestEnvironment.titles(1, 20))
        #expect(delegate.invalidUpdates.isEmpty, "A table would crash: \(delegate.invalidUpdates)")
    }

    @Test("A failed first page, retried, loads it")
    func retryFirstPage() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        #expect(delegate.events.last == .failed("The network connection was lost."))
        #expect(viewModel.message == "")
        #expect(viewModel.isLoadMoreVisible == false)
        viewModel.retryTapped()
        test.scheduler.advance(by: 1)
        #expect(titles(viewModel) == TestEnvironment.titles(1, 10))
    }

    @Test("After Cancel, Retry has nothing to retry")
    func cancel() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let (viewModel, _) = loadedThreatsViewModel(test)
        viewModel.cancelTapped()
        viewModel.retryTapped()
        #expect(test.scheduler.pendingCount == 0)
    }

    @Test("Deleting a row announces its deletion, dismisses the threat, and the empty message when none is left")
    func delete() {
        let test = TestEnvironment(threats: TestEnvironment.threats(2))
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        viewModel.rowDeleted(at: 0)
        viewModel.rowDeleted(at: 5)
        #expect(delegate.rowChanges == [.insert([0, 1]), .delete([0])], "Row 5 does not exist")
        #expect(titles(viewModel) == TestEnvironment.titles(2, 1))
        #expect(delegate.invalidUpdates.isEmpty, "A table would crash: \(delegate.invalidUpdates)")
        viewModel.rowDeleted(at: 0)
        #expect(viewModel.message == "No threats nearby.")
        let (again, _) = loadedThreatsViewModel(test)
        #expect(again.numberOfRows == 0, "Dismissed threats stay gone for the service's lifetime")
    }

    @Test("The empty message waits until nothing is left to load: deleting a whole page is not enough")
    func emptyMessageWaitsForTheLastPage() {
        let (viewModel, delegate) = loadedThreatsViewModel(TestEnvironment(threats: TestEnvironment.threats(12)))
        for _ in 0..<10 { viewModel.rowDeleted(at: 0) }
        #expect(viewModel.message == "" && delegate.message == "", "A page is still to load")
        #expect(viewModel.isLoadMoreVisible && delegate.loadMoreVisible != false)
    }

    @Test("Deleting before loading more neither skips nor repeats a threat")
    func deleteThenPage() {
        let test = TestEnvironment()
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        viewModel.rowDeleted(at: 0)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(titles(viewModel) == TestEnvironment.titles(2, 19))
        #expect(delegate.rowChanges.last == .insert(Array(9..<19)))
        #expect(delegate.invalidUpdates.isEmpty, "A table would crash: \(delegate.invalidUpdates)")
    }

    @Test("The detail of a row")
    func detail() {
        let (viewModel, _) = loadedThreatsViewModel(TestEnvironment())
        let detail = viewModel.detailViewModel(forRowAt: 2)
        #expect(detail.name == "03 Agent")
        #expect(detail.distance == "300 m")
    }

    @Test("Logging out drops the page in flight: no late rows, no late alert")
    func logout() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        viewModel.loadMoreTapped()
        let before = delegate.events.count
        viewModel.logoutTapped()
        #expect(
            Array(delegate.events.dropFirst(before)) == [.loading(false), .loadMoreEnabled(true)],
            "Logging out ends the load; that is all it announces"
        )
        #expect(test.scheduler.pendingCount == 0)
        let afterLogout = delegate.events.count
        test.scheduler.advance(by: 5)
        #expect(delegate.events.count == afterLogout, "Nothing is announced after logout: the late page is dropped")
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
