import AppHost
import Conformance
import Foundation
import TestSupport
import Testing
import ThreatKit

@testable import ThreatsWithDelegation

/// What a row and the detail screen read: presentation rules, tested without any widget.
@MainActor
@Suite("03.2 Rows formatted for people")
struct FormattingTests {
    /// The README's example: `Heo, Greg`, critical, 1,234 m away.
    static let threat = Threat(
        id: "t-001", firstName: "Greg", lastName: "Heo", level: .critical, distanceMeters: 1_234,
        lastSeen: Date(timeIntervalSince1970: 1_795_874_700), notes: "Seen near the east entrance."
    )

    @Test("Levels read in capitals")
    func level() {
        #expect(
            ThreatLevel.allCases.map(ThreatFormatting.levelText) == ["LOW", "MODERATE", "HIGH", "CRITICAL"],
            "ThreatFormatting.levelText(_:) is the level's raw value in capitals"
        )
    }

    @Test(
        "Distances round to the nearest 10 m, then read in metres, or in kilometres with one decimal from 1,000 m",
        arguments: [
            (0, "0 m"), (4, "0 m"), (5, "10 m"), (350, "350 m"), (994, "990 m"), (995, "1.0 km"), (1_044, "1.0 km"),
            (1_049, "1.1 km"), (1_234, "1.2 km"), (12_345, "12.4 km"),
        ] as [(Double, String)]
    )
    func distance(meters: Double, text: String) {
        #expect(
            ThreatFormatting.distanceText(meters: meters) == text,
            "Round to the nearest 10 m first (\(meters) m), then whole metres under 1,000 m, else tenths of a km"
        )
    }

    @Test("A row reads Last, First and LEVEL · distance")
    func row() {
        let row = ThreatCellViewModel(threat: Self.threat)
        #expect(row.id == "t-001", "A row is titled Last, First, and keeps the threat's id")
        #expect(row.title == "Heo, Greg", "A row is titled Last, First, and keeps the threat's id")
        #expect(row.detail == "CRITICAL · 1.2 km", "The detail joins the level and the distance with ` · `")
    }

    @Test("The detail reads First Last, the level, the distance, ISO-8601 and the notes")
    func detail() {
        let detail = ThreatDetailViewModel(threat: Self.threat)
        #expect(
            [detail.name, detail.level, detail.distance, detail.lastSeen, detail.notes]
                == ["Greg Heo", "CRITICAL", "1.2 km", "2026-11-28T14:05:00Z", "Seen near the east entrance."],
            "The detail's level and distance read as in the row"
        )
    }

    @Test("The view model's rows and detail screens are formatted")
    func viewModelRows() throws {
        let (viewModel, _) = loadedThreatsViewModel(TestEnvironment())
        try #require(viewModel.numberOfRows == 10, "These checks read the first page: finish 03.1 first")
        let row = viewModel.cellViewModel(at: 0)
        #expect([row.title, row.detail] == ["Agent, 01", "HIGH · 100 m"], "Row 0 is the nearest threat, formatted")
        let detail = viewModel.detailViewModel(forRowAt: 2)
        #expect([detail.name, detail.level, detail.distance] == ["03 Agent", "HIGH", "300 m"], "Row 2's detail")
    }

    @Test("The kit's threats scenarios pass on your app", .showsScenarioSteps, arguments: Scenario.all(in: .threats))
    func screen(scenario: Scenario) async throws {
        try await scenario.runOnExercise()
    }
}
