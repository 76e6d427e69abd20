import Foundation
import TestSupport
import Testing
import ThreatKit

@testable import MVVMAsync
@testable import MVVMBoxes
@testable import MVVMDelegation
@testable import MVVMObservation
@testable import MVVMStreams

/// What a row and the detail screen read, written once for every MVVM variant.
///
/// Each variant keeps its own copy of the formatting (variants never import each other); this suite
/// holds the copies to one rule, without any widget.
@Suite("MVVM view models: row and detail formatting")
struct ViewModelFormattingTests {
    /// One variant's formatting, as plain functions.
    struct Formatter: Sendable, CustomTestStringConvertible {
        let name: String
        let row: @Sendable (Threat) -> (id: String, title: String, detail: String)
        let detail: @Sendable (Threat) -> [String]
        let distance: @Sendable (Double) -> String
        let level: @Sendable (ThreatLevel) -> String

        var testDescription: String { name }
    }

    static let formatters = [
        Formatter(
            name: "mvvm-boxes",
            row: {
                let row = MVVMBoxes.ThreatCellViewModel(threat: $0)
                return (row.id, row.title, row.detail)
            },
            detail: {
                let d = MVVMBoxes.ThreatDetailViewModel(threat: $0)
                return [d.name, d.level, d.distance, d.lastSeen, d.notes]
            },
            distance: MVVMBoxes.ThreatFormatting.distanceText(meters:),
            level: MVVMBoxes.ThreatFormatting.levelText
        ),
        Formatter(
            name: "mvvm-delegation",
            row: {
                let row = MVVMDelegation.ThreatCellViewModel(threat: $0)
                return (row.id, row.title, row.detail)
            },
            detail: {
                let d = MVVMDelegation.ThreatDetailViewModel(threat: $0)
                return [d.name, d.level, d.distance, d.lastSeen, d.notes]
            },
            distance: MVVMDelegation.ThreatFormatting.distanceText(meters:),
            level: MVVMDelegation.ThreatFormatting.levelText
        ),
        Formatter(
            name: "mvvm-async",
            row: {
                let row = MVVMAsync.ThreatCellViewModel(threat: $0)
                return (row.id, row.title, row.detail)
            },
            detail: {
                let d = MVVMAsync.ThreatDetailViewModel(threat: $0)
                return [d.name, d.level, d.distance, d.lastSeen, d.notes]
            },
            distance: MVVMAsync.ThreatFormatting.distanceText(meters:),
            level: MVVMAsync.ThreatFormatting.levelText
        ),
        Formatter(
            name: "mvvm-observation",
            row: {
                let row = MVVMObservation.ThreatCellViewModel(threat: $0)
                return (row.id, row.title, row.detail)
            },
            detail: {
                let d = MVVMObservation.ThreatDetailViewModel(threat: $0)
                return [d.name, d.level, d.distance, d.lastSeen, d.notes]
            },
            distance: MVVMObservation.ThreatFormatting.distanceText(meters:),
            level: MVVMObservation.ThreatFormatting.levelText
        ),
        Formatter(
            name: "mvvm-streams",
            row: {
                let row = MVVMStreams.ThreatCellViewModel(threat: $0)
                return (row.id, row.title, row.detail)
            },
            detail: {
                let d = MVVMStreams.ThreatDetailViewModel(threat: $0)
                return [d.name, d.level, d.distance, d.lastSeen, d.notes]
            },
            distance: MVVMStreams.ThreatFormatting.distanceText(meters:),
            level: MVVMStreams.ThreatFormatting.levelText
        ),
    ]

    static let threat = Threat(
        id: "t-001", firstName: "Greg", lastName: "Heo", level: .critical, distanceMeters: 1_234,
        lastSeen: Date(timeIntervalSince1970: 1_795_874_700), notes: "Seen near the east entrance."
    )

    @Test("A row reads Last, First and LEVEL · distance", arguments: formatters)
    func row(formatter: Formatter) {
        let row = formatter.row(Self.threat)
        #expect(row.id == "t-001")
        #expect(row.title == "Heo, Greg")
        #expect(row.detail == "CRITICAL · 1.2 km")
    }

    @Test("The detail reads First Last, the level, the distance, ISO-8601 and the notes", arguments: formatters)
    func detail(formatter: Formatter) {
        #expect(
            formatter.detail(Self.threat)
                == ["Greg Heo", "CRITICAL", "1.2 km", "2026-11-28T14:05:00Z", "Seen near the east entrance."]
        )
    }

    @Test("Distances round to the nearest 10 m, then read in metres or kilometres", arguments: formatters)
    func distance(formatter: Formatter) {
        let cases: [(Double, String)] = [
            (0, "0 m"), (4, "0 m"), (5, "10 m"), (994, "990 m"), (995, "1.0 km"), (1_044, "1.0 km"),
            (1_049, "1.1 km"), (12_345, "12.4 km"),
        ]
        for (meters, text) in cases {
            #expect(formatter.distance(meters) == text, "\(meters) m")
        }
    }

    @Test("Levels read in capitals", arguments: formatters)
    func level(formatter: Formatter) {
        #expect(ThreatLevel.allCases.map(formatter.level) == ["LOW", "MODERATE", "HIGH", "CRITICAL"])
    }
}
