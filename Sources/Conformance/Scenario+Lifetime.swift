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
            try await app.signInAndLoadFirstPage()
            try await app.selectRow(0)
            let probe = try #require(app.probeOnTop())
            try await app.goBack()
            let kept = await probe.keptAlive(startedAt: { TaskCensus.current?.startLocations(of: $0) ?? [] })
            #expect(kept.survivors.isEmpty, "After Back, \(kept)")
        },

        Scenario(
            "lifetime.threats-released",
            area: .lifetime,
            "After logout, the threats and detail screens and their view models are released"
        ) { app in
            try await app.signInAndLoadFirstPage()
            let threats = try #require(app.probeOnTop())
            try await app.selectRow(1)
            let detail = try #require(app.probeOnTop())
            try await app.goBack()
            try await app.tap("loadMore")
            try await app.tap("logout")
            let kept = await threats.keptAlive(startedAt: { TaskCensus.current?.startLocations(of: $0) ?? [] })
            #expect(kept.survivors.isEmpty, "After logout, \(kept)")
            let keptDetail = await detail.keptAlive(startedAt: { TaskCensus.current?.startLocations(of: $0) ?? [] })
            #expect(keptDetail.survivors.isEmpty, "After logout, \(keptDetail)")
            let running = await threats.runningTasks
            #expect(
                running.isEmpty, "After logout, no task of the threats screen should run; still running: \(running)")
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
            let signIn = try #require(app.probeOnTop())
            await app.relaunch()
            let kept = await signIn.keptAlive(startedAt: { TaskCensus.current?.startLocations(of: $0) ?? [] })
            #expect(kept.survivors.isEmpty, "Once the app lets the sign-in screen go, \(kept)")
            let running = await signIn.runningTasks
            #expect(
                running.isEmpty,
                "Once the app lets the sign-in screen go, its tasks should end; still running: \(running)")
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
                Scenario.isAccessCodeTimer(pending, now: app.scheduler.now),
                "Two full sessions should leave one 5 s timer, the access code's; found \(pending)"
            )
        },
    ]
}

extension AppDriver {
    /// A probe watching the screen on top and what it holds; `nil` when no screen is on top.
    ///
    /// A method of the driver, so that `#require(app.probeOnTop())` hands Swift Testing the driver, not
    /// the screen: it describes what a checked call is given, and describing the screen took about a
    /// tenth of the conformance suite's time (0.39 s → 0.35–0.37 s of CPU for its 357 runs).
    fileprivate func probeOnTop() -> LifetimeProbe? {
        topViewController.map(LifetimeProbe.init(watching:))
    }
}
