import AppHost
import Foundation
import HeadlessUI
import TestSupport
import Testing
import ThreatKit

extension Scenario {
    /// SPEC.md, "Threats screen": loading, rows, empty state.
    static let threats: [Scenario] = [
        Scenario(
            "threats.loading",
            area: .threats,
            "The indicator is on while page 1 loads, for 1 s"
        ) { app in
            try await app.signIn()
            #expect(app.isVisible("activity"), "The activity indicator should be on while the first page loads")
            try app.expectRowCount(0, "No rows before the first page arrives")
            #expect(!app.isVisible("message"), "No empty message while loading: it is not known yet")
            #expect(!app.isVisible("loadMore"), "Load More shows only once the first page is in")
            try await app.wait(0.9)
            try app.expectRowCount(0, "The first page takes 1 s; at 0.9 s there are no rows yet")
            try await app.wait(0.1)
            try app.expectRowCount(10, "At 1 s the first page of 10 rows should show")
            #expect(!app.isVisible("activity"), "The indicator should be off once the page arrived")
        },

        Scenario(
            "threats.rows-sorted-and-formatted",
            area: .threats,
            "Rows are nearest first, titled Last, First, with LEVEL · distance",
            threats: Fixtures.formattingEdges
        ) { app in
            try await app.signInAndLoadFirstPage()
            let expected = [
                AppDriver.Row(title: "Abe, One", detail: "LOW · 0 m"),
                AppDriver.Row(title: "Bo, Two", detail: "HIGH · 10 m"),
                AppDriver.Row(title: "Cruz, Three", detail: "MODERATE · 350 m"),
                AppDriver.Row(title: "Dahl, Four", detail: "CRITICAL · 990 m"),
                AppDriver.Row(title: "Eze, Five", detail: "MODERATE · 1.0 km"),
                AppDriver.Row(title: "Fry, Six", detail: "HIGH · 1.0 km"),
                AppDriver.Row(title: "Gil, Seven", detail: "LOW · 1.1 km"),
                AppDriver.Row(title: "Hu, Eight", detail: "MODERATE · 3.0 km"),
                AppDriver.Row(title: "Ito, Nine", detail: "CRITICAL · 12.4 km"),
            ]
            let rows = try app.rows()
            #expect(
                rows == expected,
                """
                Distances round to the nearest 10 m first (4 → 0 m, 5 → 10 m, 995 → 1.0 km, 1,049 → 1,050 → 1.1 km); \
                rows should be \(expected), not \(rows)
                """
            )
        },

        Scenario(
            "threats.first-page-of-built-in",
            area: .threats,
            "The built-in data shows its 10 nearest threats first"
        ) { app in
            try await app.signInAndLoadFirstPage()
            let nearest = Fixtures.builtInThreats.sorted { $0.distanceMeters < $1.distanceMeters }.prefix(10)
            try app.expectRowTitles(nearest.map { "\($0.lastName), \($0.firstName)" })
        },

        Scenario(
            "threats.empty",
            area: .threats,
            "No threats: No threats nearby. and an empty table, with nothing to load",
            threats: []
        ) { app in
            try await app.signInAndLoadFirstPage()
            try app.expectText(of: "message", "No threats nearby.")
            try app.expectRowCount(0)
            #expect(!app.isVisible("loadMore"), "There is nothing more to load")
        },

        Scenario(
            "threats.exactly-one-page",
            area: .threats,
            "Exactly 10 threats: one page and no Load More",
            threats: TestEnvironment.threats(10)
        ) { app in
            try await app.signInAndLoadFirstPage()
            try app.expectRowCount(10)
            #expect(!app.isVisible("loadMore"), "Load More shows only while more threats exist")
            #expect(!app.isVisible("message"), "The empty message is only for no threats at all")
        },
    ]

    /// SPEC.md, "paging": Load More appends pages of 10 as insertions.
    static let paging: [Scenario] = [
        Scenario(
            "paging.appends-by-insertion",
            area: .paging,
            "Load More appends the next 10 rows as insertions, then the last 5"
        ) { app in
            try await app.signInAndLoadFirstPage()
            #expect(app.isVisible("loadMore"), "Load More should show while more threats exist")
            try await app.tap("loadMore")
            try await app.wait(1)
            try await app.tap("loadMore")
            try await app.wait(1)
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
            try await app.signInAndLoadFirstPage()
            try await app.tap("loadMore")
            #expect(app.isVisible("loadMore"), "Load More should stay visible while the page loads")
            #expect(try !app.isEnabled("loadMore"), "Load More should be disabled while the page loads")
            #expect(app.isVisible("activity"), "The activity indicator is on while any page loads")
            try await app.tap("loadMore")
            try await app.wait(1)
            try app.expectRowCount(20, "Two taps during one load should add one page")
            #expect(try app.isEnabled("loadMore"), "Load More should be enabled again once the page arrived")
            try await app.wait(2)
            try app.expectRowCount(20, "No second page should arrive later")
        },

        Scenario(
            "paging.after-delete",
            area: .paging,
            "Deleting before loading more neither skips nor repeats a threat"
        ) { app in
            try await app.signInAndLoadFirstPage()
            try await app.deleteRow(0)
            try await app.deleteRow(4)
            try await app.tap("loadMore")
            try await app.wait(1)
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

    /// SPEC.md, "error" and "paging": the alert, Retry and Cancel.
    static let errors: [Scenario] = [
        Scenario(
            "errors.alert",
            area: .errors,
            "A failed load shows Could not load threats with the error and Retry / Cancel",
            failingThreatRequests: [1]
        ) { app in
            try await app.signInAndLoadFirstPage()
            let alert = try #require(app.presentedAlert, "A failed load should present an alert")
            #expect(alert.title == "Could not load threats")
            #expect(alert.message == "The network connection was lost.", "The message is the error's description")
            #expect(alert.actions.map(\.title) == ["Retry", "Cancel"])
            #expect(!app.isVisible("activity"), "The indicator should be off once the load failed")
        },

        Scenario(
            "errors.retry",
            area: .errors,
            "Retry loads again, and the rows arrive",
            failingThreatRequests: [1]
        ) { app in
            try await app.signInAndLoadFirstPage()
            try await app.tap("Retry")
            #expect(app.presentedAlert == nil, "Tapping an action dismisses the alert")
            #expect(app.isVisible("activity"), "Retrying shows the indicator again")
            try await app.wait(1)
            try app.expectRowCount(10)
        },

        Scenario(
            "errors.cancel",
            area: .errors,
            "Cancel dismisses the alert and loads nothing",
            failingThreatRequests: [1]
        ) { app in
            try await app.signInAndLoadFirstPage()
            try await app.tap("Cancel")
            #expect(app.presentedAlert == nil)
            try await app.wait(2)
            try app.expectRowCount(0, "Nothing should load after Cancel")
            #expect(!app.isVisible("message"), "Nothing is known, so the empty message should not show")
        },

        Scenario(
            "errors.retry-same-page",
            area: .errors,
            "A failed page, retried, asks for the same page",
            failingThreatRequests: [2, 3]
        ) { app in
            try await app.signInAndLoadFirstPage()
            try await app.tap("loadMore")
            try await app.wait(1)
            #expect(app.presentedAlert?.title == "Could not load threats", "Request 2 (page 2) fails")
            try await app.tap("Retry")
            try await app.wait(1)
            #expect(app.presentedAlert?.title == "Could not load threats", "Request 3 (page 2 again) fails")
            try await app.tap("Cancel")
            #expect(try app.isEnabled("loadMore"), "After Cancel, Load More can try the page again")
            try await app.tap("loadMore")
            try await app.wait(1)
            let sorted = Fixtures.builtInThreats.sorted { $0.distanceMeters < $1.distanceMeters }
            #expect(
                try app.rowTitles() == sorted.prefix(20).map { "\($0.lastName), \($0.firstName)" },
                "The retried page should be page 2: rows 11 to 20, each once"
            )
        },
    ]
}
