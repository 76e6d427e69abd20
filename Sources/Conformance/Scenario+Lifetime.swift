import AppHost
import Foundation
import HeadlessUI
import TestSupport
import Testing
import ThreatKit

extension Scenario {
    /// DESIGN.md, "Conformance suite": screens and view models are released; no timer is left behind.
    static let lifetime: [Scenario] = [
        Scenario(
            "lifetime.detail-released",
            area: .lifetime,
            "A popped detail screen is released"
        ) { app in
            try app.signInAndLoadFirstPage()
            try app.selectRow(0)
            let probe = try #require(app.topViewController.map(LifetimeProbe.init(watching:)))
            try app.goBack()
            #expect(probe.survivors.isEmpty, "After Back, these should be released but are alive: \(probe.survivors)")
        },

        Scenario(
            "lifetime.threats-released",
            area: .lifetime,
            "After logout, the threats and detail screens and their view models are released"
        ) { app in
            try app.signInAndLoadFirstPage()
            let threats = try #require(app.topViewController.map(LifetimeProbe.init(watching:)))
            try app.selectRow(1)
            let detail = try #require(app.topViewController.map(LifetimeProbe.init(watching:)))
            try app.goBack()
            try app.tap("loadMore")
            try app.tap("logout")
            #expect(
                threats.survivors.isEmpty, "After logout, these should be released but are alive: \(threats.survivors)")
            #expect(detail.survivors.isEmpty, "These should be released but are alive: \(detail.survivors)")
        },

        Scenario(
            "lifetime.sign-in-released",
            area: .lifetime,
            "A sign-in screen that is let go is released with its view model, after typing, a failure and a session"
        ) { app in
            try app.type("analyst", into: "username")
            try app.type("wrong", into: "password")
            try app.tap("authenticate")
            try app.wait(2)
            try app.clear("username")
            try app.clear("password")
            try app.signInAndLoadFirstPage()
            try app.tap("logout")
            let signIn = try #require(app.topViewController.map(LifetimeProbe.init(watching:)))
            app.relaunch()
            #expect(
                signIn.survivors.isEmpty,
                "Once the app lets the sign-in screen go, these should be released but are alive: \(signIn.survivors)"
            )
        },

        Scenario(
            "lifetime.full-session",
            area: .lifetime,
            "A full session leaves exactly one timer: the access code's"
        ) { app in
            for _ in 0..<2 {
                try app.signInAndLoadFirstPage()
                try app.tap("loadMore")
                try app.wait(1)
                try app.tap("loadMore")
                try app.wait(1)
                try app.deleteRow(2)
                try app.selectRow(4)
                try app.goBack()
                try app.tap("logout")
            }
            try app.wait(12)
            let pending = app.scheduler.pendingActions
            #expect(
                pending.count == 1 && pending.first?.interval == 5,
                "Two full sessions should leave one repeating 5 s timer; found \(pending)"
            )
        },
    ]
}
