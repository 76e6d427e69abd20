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
            try app.type("analyst", into: "username")
            try app.type("nope-nope", into: "password")
            try app.tap("authenticate")
            try app.wait(2)
            try app.clear("password")
            try app.type("Swift", into: "password")
            try app.tap("authenticate")
            try app.wait(3)
            try app.tap("logout")
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
            try app.signIn()
            try app.wait(0.5)
            try app.tap("logout")
            let pending = app.scheduler.pendingActions
            #expect(
                pending.count == 1 && pending.first?.interval == 5,
                "Logout should cancel the load in flight, leaving only the access-code timer; found \(pending)"
            )
            try app.wait(2)
            #expect(app.presentedAlert == nil, "A failure that lands after logout must not show an alert")
            #expect(app.navigationStack.count == 1)
        },

        Scenario(
            "logout.drops-page-load",
            area: .logout,
            "Logging out while a page loads drops it; signing in again starts afresh"
        ) { app in
            try app.signInAndLoadFirstPage()
            try app.tap("loadMore")
            try app.wait(0.5)
            try app.tap("logout")
            #expect(
                app.scheduler.pendingCount == 1,
                "Logout should cancel the page in flight; found \(app.scheduler.pendingActions)"
            )
            try app.signIn()
            try app.wait(0.5)
            try app.expectRowCount(0, "The new threats screen starts empty; the old page must not land in it")
            try app.wait(0.5)
            try app.expectRowCount(10)
        },
    ]
}
