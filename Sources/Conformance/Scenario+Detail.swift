import AppHost
import Foundation
import HeadlessUI
import TestSupport
import Testing
import ThreatKit

extension Scenario {
    /// SPEC.md, "select": the detail screen and back.
    static let detail: [Scenario] = [
        Scenario(
            "detail.shows-threat",
            area: .detail,
            "Selecting a row shows name, level, distance, last seen and notes",
            threats: [
                Fixtures.threat("d-1", "Greg", "Heo", .high, meters: 1_234, notes: "Seen near the east entrance.")
            ]
        ) { app in
            try app.signInAndLoadFirstPage()
            try app.selectRow(0)
            try app.expectText(of: "name", "Greg Heo")
            try app.expectText(of: "level", "HIGH")
            try app.expectText(of: "distance", "1.2 km", "The distance reads as in the row")
            try app.expectText(of: "lastSeen", "2026-11-28T14:05:00Z", "Last seen is an ISO-8601 date")
            try app.expectText(of: "notes", "Seen near the east entrance.")
        },

        Scenario(
            "detail.back",
            area: .detail,
            "Back returns to the same list; the list itself has no back button"
        ) { app in
            try app.signInAndLoadFirstPage()
            try app.tap("loadMore")
            try app.wait(1)
            let rows = try app.rows()
            #expect(!app.isVisible("back"), "The threats screen has no back button: logging out is the way out")
            try app.selectRow(12)
            let thirteenth = try #require(rows.dropFirst(12).first, "Two pages should show 20 rows")
            try app.expectText(of: "name", thirteenth.title.split(separator: ", ").reversed().joined(separator: " "))
            try app.goBack()
            try app.expectRows(rows, "Coming back should show the same rows, not reload them")
            #expect(app.isVisible("loadMore"))
        },
    ]
}
