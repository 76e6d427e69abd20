import AppHost
import Foundation
import HeadlessUI
import TestSupport
import Testing
import ThreatKit

extension Scenario {
    /// SPEC.md, "delete": swipe-to-delete, announced as a deletion, gone until the app quits.
    static let delete: [Scenario] = [
        Scenario(
            "delete.removes-row",
            area: .delete,
            "Swipe-to-delete removes the row, announced as a deletion at its index"
        ) { app in
            try app.signInAndLoadFirstPage()
            var rows = try app.rows()
            try app.deleteRow(3)
            rows.remove(at: 3)
            try app.expectRows(rows, "Only the fourth row should go")
            #expect(
                try app.tableUpdates().last == .deleteRows([IndexPath(row: 3, section: 0)]),
                "The table should be told of a deletion at row 3, not reloaded"
            )
        },

        Scenario(
            "delete.last-shows-empty",
            area: .delete,
            "Deleting the only threat shows No threats nearby.",
            threats: TestEnvironment.threats(1)
        ) { app in
            try app.signInAndLoadFirstPage()
            #expect(!app.isVisible("message"))
            try app.deleteRow(0)
            try app.expectRowCount(0)
            try app.expectText(of: "message", "No threats nearby.")
        },

        Scenario(
            "delete.survives-relaunch",
            area: .delete,
            "A deleted threat stays gone after the app quits and starts again"
        ) { app in
            try app.signInAndLoadFirstPage()
            // Required, not indexed: on an app that shows no rows this must fail, not crash.
            let deleted = try #require(app.rows().dropFirst(2).first, "The first page should show 10 rows")
            try app.deleteRow(2)
            app.relaunch()
            try app.signInAndLoadFirstPage()
            #expect(try !app.rows().contains(deleted), "\(deleted.title) was deleted before the restart")
        },

        Scenario(
            "delete.stays-gone",
            area: .delete,
            "A deleted threat stays gone after logging out and back in"
        ) { app in
            try app.signInAndLoadFirstPage()
            let deleted = try #require(app.rows().first, "The first page should show 10 rows")
            try app.deleteRow(0)
            try app.tap("logout")
            try app.signInAndLoadFirstPage()
            #expect(try !app.rows().contains(deleted), "\(deleted.title) was deleted and should not come back")
            try app.expectRowCount(10, "The first page is still 10 rows, from the threats that remain")
        },
    ]
}
