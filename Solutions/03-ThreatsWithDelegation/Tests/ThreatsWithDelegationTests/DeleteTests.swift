import AppHost
import Conformance
import TestSupport
import Testing
import ThreatKit

@testable import ThreatsWithDelegation

/// Swipe-to-delete: the row goes, the table is told where, and the threat service forgets the threat.
@MainActor
@Suite("03.3 Delete")
struct DeleteTests {
    @Test("Deleting a row removes it and announces a deletion at its index, after the rows changed")
    func deleteRow() throws {
        let test = TestEnvironment()
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        try #require(viewModel.numberOfRows == 10, "Deleting starts from the first page: finish 03.1 first")
        viewModel.rowDeleted(at: 3)
        #expect(
            delegate.rowChanges == [.insert(Array(0..<10)), .delete([3])],
            "rowDeleted(at: 3) announces didDeleteRowsAt: [3]; announced \(delegate.events)"
        )
        #expect(delegate.invalidUpdates.isEmpty, "A table would crash: \(delegate.invalidUpdates)")
        #expect(
            titles(viewModel) == TestEnvironment.titles(1, 3) + TestEnvironment.titles(5, 6),
            "Only the fourth row (Agent, 04) goes"
        )
        viewModel.rowDeleted(at: 9)
        #expect(
            delegate.rowChanges.count == 2,
            "Row 9 no longer exists (9 rows are left): rowDeleted(at: 9) changes nothing and announces nothing")
        #expect(
            viewModel.numberOfRows == 9,
            "Row 9 no longer exists (9 rows are left): rowDeleted(at: 9) changes nothing and announces nothing")
    }

    @Test("A deleted threat is dismissed: it stays gone when the list loads again")
    func dismissed() throws {
        let test = TestEnvironment()
        let (viewModel, _) = loadedThreatsViewModel(test)
        try #require(viewModel.numberOfRows == 10, "Deleting starts from the first page: finish 03.1 first")
        viewModel.rowDeleted(at: 0)
        let (again, _) = loadedThreatsViewModel(test)
        #expect(
            titles(again) == TestEnvironment.titles(2, 10),
            "Tell the threat service with dismissThreat(id:), so a new screen's first page starts at Agent, 02"
        )
    }

    @Test("Deleting the last row shows No threats nearby.")
    func deleteLast() throws {
        let test = TestEnvironment(threats: TestEnvironment.threats(2))
        let (viewModel, delegate) = loadedThreatsViewModel(test)
        try #require(viewModel.numberOfRows == 2, "Deleting starts from the first page: finish 03.1 first")
        viewModel.rowDeleted(at: 1)
        #expect(viewModel.message == "", "One threat is left: no message")
        #expect(delegate.message == "", "One threat is left: no message")
        viewModel.rowDeleted(at: 0)
        #expect(
            delegate.rowChanges == [.insert([0, 1]), .delete([1]), .delete([0])],
            "Each deletion is announced at its index; announced \(delegate.events)")
        #expect(viewModel.numberOfRows == 0, "Each deletion is announced at its index; announced \(delegate.events)")
        #expect(
            viewModel.message == "No threats nearby.",
            "No row is left and nothing more can be loaded: announce No threats nearby. (didUpdateMessage:)")
        #expect(
            delegate.message == "No threats nearby.",
            "No row is left and nothing more can be loaded: announce No threats nearby. (didUpdateMessage:)")
    }

    @Test("The kit's delete scenarios pass on your app", .showsScenarioSteps, arguments: Scenario.all(in: .delete))
    func screen(scenario: Scenario) async throws {
        try await scenario.runOnExercise()
    }
}
