import Foundation
import Testing
import ThreatKit

// The shared files are the same in every MVVM variant (ArchitectureTests holds them identical), so
// testing one variant's copy tests them all; any MVVM variant would do.
@testable import MVVMBoxes

/// What a row and the detail screen read, written once for every MVVM variant.
///
/// Each MVVM variant keeps its own copy of the formatting (variants never import each other); the
/// architecture tests hold the copies byte-identical and this suite holds them to one rule, without any
/// widget.
@Suite("MVVM view models: row and detail formatting")
struct ViewModelFormattingTests {
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
        #expect(
            [detail.name, detail.level, detail.distance, detail.lastSeen, detail.notes]
                == ["Greg Heo", "CRITICAL", "1.2 km", "2026-11-28T14:05:00Z", "Seen near the east entrance."]
        )
    }

    @Test("Distances round to the nearest 10 m, then read in metres or kilometres")
    func distance() {
        let cases: [(Double, String)] = [
            (0, "0 m"), (4, "0 m"), (5, "10 m"), (994, "990 m"), (995, "1.0 km"), (1_044, "1.0 km"),
            (1_049, "1.1 km"), (12_345, "12.4 km"),
        ]
        for (meters, text) in cases {
            #expect(ThreatFormatting.distanceText(meters: meters) == text, "\(meters) m")
        }
    }

    @Test("Levels read in capitals")
    func level() {
        #expect(ThreatLevel.allCases.map(ThreatFormatting.levelText) == ["LOW", "MODERATE", "HIGH", "CRITICAL"])
    }
}
