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
            try await app.signInAndLoadFirstPage()
            try await app.selectRow(0)
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
            try await app.signInAndLoadFirstPage()
            try await app.tap("loadMore")
            try await app.wait(1)
            let rows = try app.rows()
            #expect(!app.isVisible("back"), "The threats screen has no back button: logging out is the way out")
            try await app.selectRow(12)
            let thirteenth = try #require(rows.dropFirst(12).first, "Two pages should show 20 rows")
            try app.expectText(of: "name", thirteenth.title.split(separator: ", ").reversed().joined(separator: " "))
            try await app.goBack()
            try app.expectRows(rows, "Coming back should show the same rows, not reload them")
            #expect(app.isVisible("loadMore"))
        },
    ]

    /// SPEC.md, "delete": swipe-to-delete, announced as a deletion, gone until the app quits.
    static let delete: [Scenario] = [
        Scenario(
            "delete.removes-row",
            area: .delete,
            "Swipe-to-delete removes the row, announced as a deletion at its index"
        ) { app in
            try await app.signInAndLoadFirstPage()
            var rows = try app.rows()
            try await app.deleteRow(3)
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
            try await app.signInAndLoadFirstPage()
            #expect(!app.isVisible("message"))
            try await app.deleteRow(0)
            try app.expectRowCount(0)
            try app.expectText(of: "message", "No threats nearby.")
        },

        Scenario(
            "delete.survives-relaunch",
            area: .delete,
            "A deleted threat stays gone after the app quits and starts again"
        ) { app in
            try await app.signInAndLoadFirstPage()
            // Required, not indexed: on an app that shows no rows this must fail, not crash.
            let deleted = try #require(app.rows().dropFirst(2).first, "The first page should show 10 rows")
            try await app.deleteRow(2)
            await app.relaunch()
            try await app.signInAndLoadFirstPage()
            #expect(try !app.rows().contains(deleted), "\(deleted.title) was deleted before the restart")
        },

        Scenario(
            "delete.stays-gone",
            area: .delete,
            "A deleted threat stays gone after logging out and back in"
        ) { app in
            try await app.signInAndLoadFirstPage()
            let deleted = try #require(app.rows().first, "The first page should show 10 rows")
            try await app.deleteRow(0)
            try await app.tap("logout")
            try await app.signInAndLoadFirstPage()
            #expect(try !app.rows().contains(deleted), "\(deleted.title) was deleted and should not come back")
            try app.expectRowCount(10, "The first page is still 10 rows, from the threats that remain")
        },
    ]

    /// SPEC.md, "after logout" and "logout".
    static let logout: [Scenario] = [
        Scenario(
            "logout.clean-login",
            area: .logout,
            "Logging out shows an empty, quiet sign-in screen"
        ) { app in
            try await app.type("analyst", into: "username")
            try await app.type("nope-nope", into: "password")
            try await app.tap("authenticate")
            try await app.wait(2)
            try await app.clear("password")
            try await app.type("Swift", into: "password")
            try await app.tap("authenticate")
            try await app.wait(3)
            try await app.tap("logout")
            #expect(app.navigationStack.count == 1, "Logout should return to the sign-in screen")
            try app.expectText(of: "username", "", "The username field should be empty")
            try app.expectText(of: "password", "", "The password field should be empty")
            #expect(!app.isVisible("message"), "No message should be left over")
            #expect(!app.isVisible("activity"), "The activity indicator should be off")
            #expect(try app.isEnabled("authenticate"), "Authenticate should be enabled")
        },

        Scenario(
            "logout.drops-first-load",
            area: .logout,
            "Logging out while page 1 loads drops it: no alert, no rows, later",
            failingThreatRequests: [1]
        ) { app in
            try await app.signIn()
            try await app.wait(0.5)
            try await app.tap("logout")
            let pending = app.scheduler.pendingActions
            #expect(
                pending.count == 1 && pending.first?.interval == 5,
                "Logout should cancel the load in flight, leaving only the access-code timer; found \(pending)"
            )
            try await app.wait(2)
            #expect(app.presentedAlert == nil, "A failure that lands after logout must not show an alert")
            #expect(app.navigationStack.count == 1)
        },

        Scenario(
            "logout.drops-page-load",
            area: .logout,
            "Logging out while a page loads drops it; signing in again starts afresh"
        ) { app in
            try await app.signInAndLoadFirstPage()
            try await app.tap("loadMore")
            try await app.wait(0.5)
            try await app.tap("logout")
            #expect(
                app.scheduler.pendingCount == 1,
                "Logout should cancel the page in flight; found \(app.scheduler.pendingActions)"
            )
            try await app.signIn()
            try await app.wait(0.5)
            try app.expectRowCount(0, "The new threats screen starts empty; the old page must not land in it")
            try await app.wait(0.5)
            try app.expectRowCount(10)
        },
    ]

    /// DESIGN.md, "Conformance suite": screens and view models are released; no timer is left behind.
    static let lifetime: [Scenario] = [
        Scenario(
            "lifetime.detail-released",
            area: .lifetime,
            "A popped detail screen is released"
        ) { app in
            try await app.signInAndLoadFirstPage()
            try await app.selectRow(0)
            let probe = try #require(app.topViewController.map(LifetimeProbe.init(watching:)))
            try await app.goBack()
            #expect(probe.survivors.isEmpty, "After Back, these should be released but are alive: \(probe.survivors)")
        },

        Scenario(
            "lifetime.threats-released",
            area: .lifetime,
            "After logout, the threats and detail screens and their view models are released"
        ) { app in
            try await app.signInAndLoadFirstPage()
            let threats = try #require(app.topViewController.map(LifetimeProbe.init(watching:)))
            try await app.selectRow(1)
            let detail = try #require(app.topViewController.map(LifetimeProbe.init(watching:)))
            try await app.goBack()
            try await app.tap("loadMore")
            try await app.tap("logout")
            #expect(
                threats.survivors.isEmpty, "After logout, these should be released but are alive: \(threats.survivors)")
            #expect(detail.survivors.isEmpty, "These should be released but are alive: \(detail.survivors)")
            #expect(
                threats.runningTasks.isEmpty,
                "After logout, no task of the threats screen should run; still running: \(threats.runningTasks)")
        },

        Scenario(
            "lifetime.sign-in-released",
            area: .lifetime,
            "A sign-in screen that is let go is released with its view model, after typing, a failure and a session"
        ) { app in
            try await app.type("analyst", into: "username")
            try await app.type("wrong", into: "password")
            try await app.tap("authenticate")
            try await app.wait(2)
            try await app.clear("username")
            try await app.clear("password")
            try await app.signInAndLoadFirstPage()
            try await app.tap("logout")
            let signIn = try #require(app.topViewController.map(LifetimeProbe.init(watching:)))
            await app.relaunch()
            #expect(
                signIn.survivors.isEmpty,
                "Once the app lets the sign-in screen go, these should be released but are alive: \(signIn.survivors)"
            )
            #expect(
                signIn.runningTasks.isEmpty,
                "Once the app lets the sign-in screen go, its tasks should end; still running: \(signIn.runningTasks)")
        },

        Scenario(
            "lifetime.full-session",
            area: .lifetime,
            "A full session leaves exactly one timer: the access code's"
        ) { app in
            for _ in 0..<2 {
                try await app.signInAndLoadFirstPage()
                try await app.tap("loadMore")
                try await app.wait(1)
                try await app.tap("loadMore")
                try await app.wait(1)
                try await app.deleteRow(2)
                try await app.selectRow(4)
                try await app.goBack()
                try await app.tap("logout")
            }
            try await app.wait(12)
            let pending = app.scheduler.pendingActions
            #expect(
                pending.count == 1 && pending.first?.interval == 5,
                "Two full sessions should leave one repeating 5 s timer; found \(pending)"
            )
        },
    ]
}
