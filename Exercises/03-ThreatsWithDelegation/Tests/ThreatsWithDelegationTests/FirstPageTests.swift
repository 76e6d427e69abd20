import TestSupport
import Testing
import ThreatKit

@testable import ThreatsWithDelegation

/// The first page: loading announced on and off, then its rows announced as one insertion.
@MainActor
@Suite("03.1 Load the first page")
struct FirstPageTests {
    @Test("viewDidLoad() loads page 1: loading for 1 s, then 10 rows inserted at 0..<10 and Load More shown")
    func firstPage() {
        let test = TestEnvironment()
        let (viewModel, delegate) = makeThreatsViewModel(test)
        #expect(viewModel.numberOfRows == 0, "Before viewDidLoad(): no rows, not loading, Load More hidden, no message")
        #expect(!viewModel.isLoading, "Before viewDidLoad(): no rows, not loading, Load More hidden, no message")
        #expect(
            !viewModel.isLoadMoreVisible, "Before viewDidLoad(): no rows, not loading, Load More hidden, no message")
        #expect(viewModel.message == "", "Before viewDidLoad(): no rows, not loading, Load More hidden, no message")
        viewModel.viewDidLoad()
        #expect(test.scheduler.pendingCount == 1, "viewDidLoad() asks the threat service for the first page")
        #expect(
            viewModel.isLoading,
            "Loading is on, and announced: threatsViewModel(_:didChangeLoading: true); announced \(delegate.events)")
        #expect(
            delegate.loading == [true],
            "Loading is on, and announced: threatsViewModel(_:didChangeLoading: true); announced \(delegate.events)")
        test.scheduler.advance(by: 0.9)
        #expect(delegate.rowChanges.isEmpty, "The page takes 1 s: no rows at 0.9 s")
        #expect(viewModel.numberOfRows == 0, "The page takes 1 s: no rows at 0.9 s")
        #expect(viewModel.message == "", "No message while loading: whether there are threats is not known yet")
        test.scheduler.advance(by: 0.1)
        #expect(
            !viewModel.isLoading, "Loading is off once the page arrived, and announced; announced \(delegate.events)")
        #expect(
            delegate.loading == [true, false],
            "Loading is off once the page arrived, and announced; announced \(delegate.events)")
        #expect(
            delegate.rowChanges == [.insert(Array(0..<10))],
            "The 10 rows are announced as one insertion at 0..<10 (didInsertRowsAt:); announced \(delegate.events)"
        )
        #expect(delegate.invalidUpdates.isEmpty, "A table would crash: \(delegate.invalidUpdates)")
        #expect(titles(viewModel) == TestEnvironment.titles(1, 10), "The rows are the page's threats, in order")
        #expect(
            viewModel.isLoadMoreVisible,
            "More threats exist, so Load More shows, announced with didChangeLoadMoreVisible: true")
        #expect(
            delegate.loadMoreVisible == true,
            "More threats exist, so Load More shows, announced with didChangeLoadMoreVisible: true")
        #expect(viewModel.message == "", "Threats were found: no message")
        #expect(delegate.message == "", "Threats were found: no message")
        #expect(test.scheduler.pendingCount == 0, "Nothing is left waiting once the page arrived")
    }

    @Test("Exactly 10 threats: one page of 10 rows, and Load More stays hidden")
    func exactlyOnePage() {
        let test = TestEnvironment(threats: TestEnvironment.threats(10))
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        #expect(
            delegate.rowChanges == [.insert(Array(0..<10))],
            "The 10 threats arrive as one insertion at 0..<10; announced \(delegate.events)")
        #expect(
            titles(viewModel) == TestEnvironment.titles(1, 10),
            "The 10 threats arrive as one insertion at 0..<10; announced \(delegate.events)")
        #expect(
            !viewModel.isLoadMoreVisible, "The page has no next page (`page.next` is nil), so Load More stays hidden")
        #expect(
            delegate.loadMoreVisible != true,
            "The page has no next page (`page.next` is nil), so Load More stays hidden")
        #expect(viewModel.message == "", "The empty message is only for no threats at all")
        #expect(delegate.message == "", "The empty message is only for no threats at all")
    }

    @Test("No threats: No threats nearby., no insertion announced, and no Load More")
    func empty() {
        let test = TestEnvironment(threats: [])
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        #expect(
            delegate.loading == [true, false], "The empty page was loaded like any other; announced \(delegate.events)"
        )
        #expect(viewModel.numberOfRows == 0, "No rows, so no insertion is announced")
        #expect(delegate.rowChanges.isEmpty, "No rows, so no insertion is announced")
        #expect(
            viewModel.message == "No threats nearby.",
            "An empty first page with nothing more to load shows No threats nearby. (didUpdateMessage:)")
        #expect(
            delegate.message == "No threats nearby.",
            "An empty first page with nothing more to load shows No threats nearby. (didUpdateMessage:)")
        #expect(!viewModel.isLoadMoreVisible, "There is nothing more to load")
        #expect(delegate.loadMoreVisible != true, "There is nothing more to load")
    }

    @Test("A page that lands after the view model is gone does nothing")
    func lateAnswer() {
        let test = TestEnvironment()
        var viewModel: ThreatsViewModel? = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel?.viewDidLoad()
        #expect(test.scheduler.pendingCount == 1, "viewDidLoad() asks the threat service for the first page")
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "The request must not keep the view model alive: capture it with [weak self]")
        test.scheduler.advance(by: 1)
        #expect(test.scheduler.pendingCount == 0, "The answer landed on nothing, and nothing is left waiting")
    }
}
