import AppHost
import Foundation
import HeadlessUI
import TestSupport
import Testing
import ThreatKit

extension Scenario {
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
            "errors.over-detail",
            area: .errors,
            "A page that fails while a detail is open shows its alert over the detail, and Retry there loads it",
            failingThreatRequests: [2]
        ) { app in
            try await app.signInAndLoadFirstPage()
            try await app.tap("loadMore")
            try await app.selectRow(1)
            try await app.wait(1)
            #expect(
                app.presentedAlert?.title == "Could not load threats",
                "The alert shows when the failure arrives, over whatever screen is on top")
            try await app.tap("Retry")
            try await app.wait(1)
            try await app.goBack()
            try app.expectRowCount(20, "The page retried from the detail screen arrived")
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
