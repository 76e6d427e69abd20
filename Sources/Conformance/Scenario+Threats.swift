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
            try app.signIn()
            #expect(app.isVisible("activity"), "The activity indicator should be on while the first page loads")
            try app.expectRowCount(0, "No rows before the first page arrives")
            #expect(!app.isVisible("message"), "No empty message while loading: it is not known yet")
            #expect(!app.isVisible("loadMore"), "Load More shows only once the first page is in")
            try app.wait(0.9)
            try app.expectRowCount(0, "The first page takes 1 s; at 0.9 s there are no rows yet")
            try app.wait(0.1)
            try app.expectRowCount(10, "At 1 s the first page of 10 rows should show")
            #expect(!app.isVisible("activity"), "The indicator should be off once the page arrived")
        },

        Scenario(
            "threats.rows-sorted-and-formatted",
            area: .threats,
            "Rows are nearest first, titled Last, First, with LEVEL · distance",
            threats: Fixtures.formattingEdges
        ) { app in
            try app.signInAndLoadFirstPage()
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
            try app.signInAndLoadFirstPage()
            let nearest = Fixtures.builtInThreats.sorted { $0.distanceMeters < $1.distanceMeters }.prefix(10)
            try app.expectRowTitles(nearest.map { "\($0.lastName), \($0.firstName)" })
        },

        Scenario(
            "threats.empty",
            area: .threats,
            "No threats: No threats nearby. and an empty table, with nothing to load",
            threats: []
        ) { app in
            try app.signInAndLoadFirstPage()
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
            try app.signInAndLoadFirstPage()
            try app.expectRowCount(10)
            #expect(!app.isVisible("loadMore"), "Load More shows only while more threats exist")
            #expect(!app.isVisible("message"), "The empty message is only for no threats at all")
        },
    ]
}
