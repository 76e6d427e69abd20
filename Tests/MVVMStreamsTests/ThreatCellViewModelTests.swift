import Foundation
import Testing
import ThreatKit

@testable import MVVMStreams

@Suite("MVVM with reactive streams: row and detail formatting")
struct ThreatCellViewModelTests {
    @MainActor
    static let expectedFirstRow = ThreatCellViewModel(
        threat: Threat(
            id: "t-01", firstName: "01", lastName: "Agent", level: .high, distanceMeters: 100,
            lastSeen: Date(timeIntervalSince1970: 0)
        )
    )

    static let threat = Threat(
        id: "t-001", firstName: "Greg", lastName: "Heo", level: .critical, distanceMeters: 1_234,
        lastSeen: Date(timeIntervalSince1970: 1_795_874_700), notes: "Seen near the east entrance."
    )

    @Test("A row reads Last, First and LEVEL · distance")
    func row() {
        let row = ThreatCellViewModel(threat: Self.threat)
        #expect(row.id == "t-001")
        #expect(row.title == "Heo, Greg")
        #expect(row.detail == "CRITICAL · 1.2 km")
    }

    @Test("The detail reads First Last, the level, the distance, ISO-8601 and the notes")
    func detail() {
        let detail = ThreatDetailViewModel(threat: Self.threat)
        #expect(detail.name == "Greg Heo")
        #expect(detail.level == "CRITICAL")
        #expect(detail.distance == "1.2 km")
        #expect(detail.lastSeen == "2026-11-28T14:05:00Z")
        #expect(detail.notes == "Seen near the east entrance.")
    }

    @Test(
        "Distances round to the nearest 10 m, then read in metres or kilometres",
        arguments: [
            (0.0, "0 m"), (4, "0 m"), (5, "10 m"), (994, "990 m"), (995, "1.0 km"), (1_044, "1.0 km"),
            (1_049, "1.1 km"), (12_345, "12.4 km"),
        ]
    )
    func distance(meters: Double, text: String) {
        #expect(ThreatFormatting.distanceText(meters: meters) == text)
    }

    @Test("Levels read in capitals", arguments: ThreatLevel.allCases)
    func level(level: ThreatLevel) {
        #expect(ThreatFormatting.levelText(level) == level.rawValue.uppercased())
    }
}
