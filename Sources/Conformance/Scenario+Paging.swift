import AppHost
import Foundation
import HeadlessUI
import TestSupport
import Testing
import ThreatKit

extension Scenario {
    /// SPEC.md, "paging": Load More appends pages of 10 as insertions.
    static let paging: [Scenario] = [
        Scenario(
            "paging.appends-by-insertion",
            area: .paging,
            "Load More appends the next 10 rows as insertions, then the last 5"
        ) { app in
            try app.signInAndLoadFirstPage()
            #expect(app.isVisible("loadMore"), "Load More should show while more threats exist")
            try app.tap("loadMore")
            try app.wait(1)
            try app.tap("loadMore")
            try app.wait(1)
            let sorted = Fixtures.builtInThreats.sorted { $0.distanceMeters < $1.distanceMeters }
            try app.expectRowTitles(sorted.map { "\($0.lastName), \($0.firstName)" }, "All 25, nearest first")
            #expect(!app.isVisible("loadMore"), "Load More should hide once everything is loaded")
            let updates = try app.tableUpdates()
            let page2 = (10..<20).map { IndexPath(row: $0, section: 0) }
            let page3 = (20..<25).map { IndexPath(row: $0, section: 0) }
            #expect(
                updates.suffix(2) == [.insertRows(page2), .insertRows(page3)],
                "Pages 2 and 3 should arrive as row insertions at the end, not reloads; the table was told \(updates)"
            )
            #expect(
                !updates.dropFirst().contains { if case .reloadData = $0 { true } else { false } },
                "After the first page the table should never reload wholesale; it was told \(updates)"
            )
        },

        Scenario(
            "paging.disabled-while-loading",
            area: .paging,
            "While a page loads Load More stays visible but disabled, so a second tap sends nothing"
        ) { app in
            try app.signInAndLoadFirstPage()
            try app.tap("loadMore")
            #expect(app.isVisible("loadMore"), "Load More should stay visible while the page loads")
            #expect(try !app.isEnabled("loadMore"), "Load More should be disabled while the page loads")
            #expect(app.isVisible("activity"), "The activity indicator is on while any page loads")
            try app.tap("loadMore")
            try app.wait(1)
            try app.expectRowCount(20, "Two taps during one load should add one page")
            #expect(try app.isEnabled("loadMore"), "Load More should be enabled again once the page arrived")
            try app.wait(2)
            try app.expectRowCount(20, "No second page should arrive later")
        },

        Scenario(
            "paging.after-delete",
            area: .paging,
            "Deleting before loading more neither skips nor repeats a threat"
        ) { app in
            try app.signInAndLoadFirstPage()
            try app.deleteRow(0)
            try app.deleteRow(4)
            try app.tap("loadMore")
            try app.wait(1)
            let sorted = Fixtures.builtInThreats.sorted { $0.distanceMeters < $1.distanceMeters }
            var expected = Array(sorted.prefix(20))
            expected.remove(at: 5)
            expected.remove(at: 0)
            #expect(
                try app.rowTitles() == expected.map { "\($0.lastName), \($0.firstName)" },
                "After deleting 2 of the first 10, page 2 should bring threats 11 to 20"
            )
        },
    ]
}
