import AppHost
import Testing

extension Scenario {
    /// SPEC.md, "access code": a 6-digit code at once, a new one every 5 s, only while on top.
    static let accessCode: [Scenario] = [
        Scenario("access-code.on-load", area: .accessCode, "A 6-digit code shows as soon as the screen loads") { app in
            let code = try app.text(of: "accessCode")
            #expect(
                code.count == 6 && code.allSatisfy(\.isASCII) && code.allSatisfy(\.isNumber),
                "The access code should be 6 digits, not \"\(code)\""
            )
        },

        Scenario(
            "access-code.every-5-seconds",
            area: .accessCode,
            "The code changes at 5 s, not before, and every 5 s after"
        ) { app in
            var history = [try app.text(of: "accessCode")]
            try app.wait(4.9)
            try app.expectText(of: "accessCode", history[0], "The code should not change before 5 s")
            try app.wait(0.1)
            history.append(try app.text(of: "accessCode"))
            for _ in 0..<3 {
                try app.wait(5)
                history.append(try app.text(of: "accessCode"))
            }
            #expect(
                zip(history, history.dropFirst()).allSatisfy { $0 != $1 },
                "Each 5 s should bring a new code; the label showed \(history)"
            )
        },

        // Issue 11: consecutive codes are independent draws, so they may be equal. A screen that only
        // shows a code when it changed looks the same, but one that stops its timer, skips a tick or
        // draws again on a repeat shows the wrong code at 5 s or 10 s, or leaves no timer behind.
        Scenario(
            "access-code.repeats-are-shown",
            area: .accessCode,
            "A code equal to the one before still shows, and the next code comes 5 s later, on time",
            accessCodes: ["111111", "111111", "222222", "333333"]
        ) { app in
            try app.expectText(of: "accessCode", "111111", "The first scripted code shows on load")
            try app.wait(5)
            try app.expectText(
                of: "accessCode", "111111",
                "At 5 s the service gives 111111 again, and the label shows it (a repeat is not drawn again)")
            try app.wait(4.9)
            try app.expectText(of: "accessCode", "111111", "The next tick is 5 s after the repeat, not sooner")
            try app.wait(0.1)
            try app.expectText(
                of: "accessCode", "222222",
                "At 10 s the next code should show: the timer goes on after a repeated code")
            try app.wait(5)
            try app.expectText(of: "accessCode", "333333", "…and at 15 s the one after")
        },

        Scenario(
            "access-code.only-on-top",
            area: .accessCode,
            "No ticks while the threats screen is on top; a fresh code when the sign-in screen returns"
        ) { app in
            let before = try app.text(of: "accessCode")
            try app.signInAndLoadFirstPage()
            #expect(
                app.scheduler.pendingCount == 0,
                "With the threats screen on top and loaded, no timer should run; found \(app.scheduler.pendingActions)"
            )
            try app.tap("logout")
            let after = try app.text(of: "accessCode")
            #expect(after != before, "Coming back on top should show a fresh code at once")
            try app.wait(4.9)
            try app.expectText(of: "accessCode", after, "The 5 s count starts again when the screen returns")
            try app.wait(0.1)
            #expect(try app.text(of: "accessCode") != after, "…and a new code comes 5 s after returning")
        },
    ]
}
