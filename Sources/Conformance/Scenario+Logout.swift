import AppHost
import Foundation
import HeadlessUI
import TestSupport
import Testing
import ThreatKit

extension Scenario {
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
                Scenario.isAccessCodeTimer(pending, now: app.scheduler.now),
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
}
