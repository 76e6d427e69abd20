import AppHost
import Conformance
import TestSupport
import Testing
import ThreatKit

@testable import ThreatsWithDelegation

/// A failed load announced once, Retry and Cancel, and logging out with a page in flight.
@MainActor
@Suite("03.5 Errors and logging out")
struct ErrorsAndLogoutTests {
    /// What a failed request says: `ThreatServiceError.connectionLost`'s description.
    static let lostConnection = "The network connection was lost."

    @Test("A failed page announces the error's description; Retry asks for the same page")
    func retry() throws {
        let test = TestEnvironment(failingThreatRequests: [2])
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        try #require(viewModel.numberOfRows == 10, "This starts from the first page: finish 03.1 first")
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(
            delegate.failures == [Self.lostConnection],
            "Request 2 fails: announce didFailWith: the error's localizedDescription; announced \(delegate.events)"
        )
        #expect(!viewModel.isLoading, "Loading is off once the load failed")
        #expect(delegate.loading.last == false, "Loading is off once the load failed")
        #expect(viewModel.isLoadMoreEnabled, "Load More can be tapped again after a failure")
        viewModel.retryTapped()
        test.scheduler.advance(by: 1)
        #expect(
            delegate.rowChanges == [.insert(Array(0..<10)), .insert(Array(10..<20))],
            "Retry asks for the page that failed, page 2, which arrives at 10..<20; announced \(delegate.events)"
        )
        #expect(titles(viewModel) == TestEnvironment.titles(1, 20), "Rows 11 to 20, each once")
    }

    @Test("Load More is enabled again whenever loading ends: a failed page, Retry's page, logging out")
    func loadMoreEnabledAfterLoading() throws {
        let test = TestEnvironment(failingThreatRequests: [2])
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        try #require(viewModel.numberOfRows == 10, "This starts from the first page: finish 03.1 first")
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        #expect(delegate.failures == [Self.lostConnection], "Request 2 fails; announced \(delegate.events)")
        #expect(
            viewModel.isLoadMoreEnabled && delegate.loadMoreEnabled == true,
            "A failed page ends the loading: Load More is enabled again, and announced, so the user can try again")
        viewModel.retryTapped()
        test.scheduler.advance(by: 1)
        #expect(viewModel.numberOfRows == 20, "Retry loads page 2")
        #expect(
            viewModel.isLoadMoreEnabled && delegate.loadMoreEnabled == true,
            "Retry's page arrived: Load More is enabled again, and announced, for page 3")
        viewModel.loadMoreTapped()
        #expect(!viewModel.isLoadMoreEnabled, "Disabled while page 3 loads (03.4)")
        viewModel.logoutTapped()
        #expect(
            viewModel.isLoadMoreEnabled && delegate.loadMoreEnabled == true,
            "Logging out ends the loading too: Load More is enabled again, and announced")
    }

    @Test("A failed first page shows no empty message and no Load More; Retry loads it")
    func retryFirstPage() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        #expect(
            delegate.failures == [Self.lostConnection],
            "Request 1 fails: announce didFailWith: the error's localizedDescription; announced \(delegate.events)"
        )
        #expect(viewModel.message == "", "Nothing is known, so no empty message")
        #expect(delegate.message == "", "Nothing is known, so no empty message")
        #expect(!viewModel.isLoadMoreVisible, "No page yet, so no Load More")
        #expect(delegate.loadMoreVisible != true, "No page yet, so no Load More")
        viewModel.retryTapped()
        test.scheduler.advance(by: 1)
        #expect(titles(viewModel) == TestEnvironment.titles(1, 10), "Retry loads the first page")
    }

    @Test("After Cancel, Retry has nothing to retry")
    func cancel() {
        let test = TestEnvironment(failingThreatRequests: [1])
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        #expect(delegate.failures == [Self.lostConnection], "Request 1 fails; announced \(delegate.events)")
        viewModel.cancelTapped()
        viewModel.retryTapped()
        #expect(test.scheduler.pendingCount == 0, "cancelTapped() forgets the failed page: Retry then asks for nothing")
    }

    @Test("Logging out drops the page in flight: loading ends, and no late row or alert follows")
    func logout() throws {
        let test = TestEnvironment(failingThreatRequests: [2])
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        try #require(viewModel.numberOfRows == 10, "This starts from the first page: finish 03.1 first")
        viewModel.loadMoreTapped()
        #expect(viewModel.isLoading, "Load More starts loading page 2 (03.4)")
        viewModel.logoutTapped()
        #expect(test.scheduler.pendingCount == 0, "logoutTapped() cancels the request in flight")
        #expect(!viewModel.isLoading, "Logging out ends the load: announce didChangeLoading: false")
        #expect(delegate.loading.last == false, "Logging out ends the load: announce didChangeLoading: false")
        let afterLogout = delegate.events.count
        test.scheduler.advance(by: 5)
        #expect(
            delegate.events.count == afterLogout,
            "Nothing is announced after logout: the late page (a failure here) is dropped"
        )
    }

    @Test(
        "The kit's error and logout scenarios pass on your app",
        .showsScenarioSteps, arguments: Scenario.all(in: .errors) + Scenario.all(in: .logout)
    )
    func screen(scenario: Scenario) async throws {
        try await scenario.runOnExercise()
    }
}
