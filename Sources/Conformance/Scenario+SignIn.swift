import AppHost
import Testing

extension Scenario {
    /// SPEC.md, "sign-in": 2 s of waiting with the indicator on, then failure or the threats screen.
    static let signIn: [Scenario] = [
        Scenario(
            "sign-in.waiting",
            area: .signIn,
            "While signing in: the indicator is on and Authenticate is disabled, for 2 s"
        ) { app in
            try app.submitDefaultAccount()
            #expect(app.window.firstResponder == nil, "Tapping Authenticate puts the keyboard away")
            try app.expectText(of: "username", "****yst", "…so the username shows protected")
            #expect(app.isVisible("activity"), "The activity indicator should be on while signing in")
            #expect(try !app.isEnabled("authenticate"), "Authenticate should be disabled while signing in")
            try app.wait(1.9)
            #expect(app.navigationStack.count == 1, "Signing in takes 2 s; at 1.9 s the sign-in screen is still on top")
            #expect(app.isVisible("activity"), "The indicator should still be on at 1.9 s")
            try app.wait(0.1)
            #expect(app.isVisible("threats"), "At 2 s the threats screen should be on top")
        },

        Scenario(
            "sign-in.clears-message",
            area: .signIn,
            "A new sign-in clears the previous message while it is in flight"
        ) { app in
            try app.type("analyst", into: "username")
            try app.type("wrong-password", into: "password")
            try app.tap("authenticate")
            try app.wait(2)
            try app.expectText(of: "message", "Invalid credentials.")
            try app.clear("password")
            try app.type("Swift", into: "password")
            try app.tap("authenticate")
            try app.expectText(
                of: "message", "", "Tapping Authenticate again clears the old message at once (SPEC: Authenticate)")
            try app.wait(1)
            try app.expectText(of: "message", "", "…and it stays cleared while the sign-in is in flight")
            #expect(app.isVisible("activity"), "The sign-in is still in flight at 1 s")
        },

        Scenario(
            "sign-in.double-tap",
            area: .signIn,
            "A second tap while signing in sends nothing"
        ) { app in
            try app.submitDefaultAccount()
            try app.wait(0.5)
            try app.tap("authenticate")
            try app.type("x", into: "password")
            try app.pressReturn()
            #expect(app.window.firstResponder == nil, "Return in the password field ends editing, even mid sign-in")
            try app.wait(1.5)
            #expect(app.navigationStack.count == 2, "One sign-in should push exactly one threats screen")
            try app.wait(2.5)
            #expect(app.navigationStack.count == 2, "No second sign-in should arrive later")
        },

        Scenario(
            "sign-in.failure",
            area: .signIn,
            "Wrong credentials show Invalid credentials. and leave the button working"
        ) { app in
            try app.type("analyst", into: "username")
            try app.type("swift", into: "password")
            try app.tap("authenticate")
            try app.wait(2)
            try app.expectText(of: "message", "Invalid credentials.", "The password is case-sensitive")
            #expect(!app.isVisible("activity"), "The indicator should be off after the answer")
            #expect(try app.isEnabled("authenticate"), "Authenticate should be enabled again after a failure")
            #expect(app.navigationStack.count == 1, "A failed sign-in stays on the sign-in screen")
            try app.clear("password")
            try app.type("Swift", into: "password")
            try app.tap("authenticate")
            try app.wait(2)
            #expect(app.isVisible("threats"), "After a failure, the right password should sign in")
        },

        Scenario(
            "sign-in.trims-username",
            area: .signIn,
            "The username is trimmed before sign-in; the password is not"
        ) { app in
            try app.type("  analyst\t ", into: "username")
            try app.type("Swift", into: "password")
            try app.tap("authenticate")
            try app.wait(2)
            #expect(app.isVisible("threats"), "\"  analyst \" should sign in as analyst")
            try app.tap("logout")
            try app.type("analyst", into: "username")
            try app.type(" Swift", into: "password")
            try app.tap("authenticate")
            try app.wait(2)
            try app.expectText(of: "message", "Invalid credentials.", "\" Swift\" is not the password")
        },

        Scenario(
            "sign-in.success",
            area: .signIn,
            "A successful sign-in clears the message and shows the threats screen"
        ) { app in
            try app.type("analyst", into: "username")
            try app.type("wrong-password", into: "password")
            try app.tap("authenticate")
            try app.wait(2)
            try app.clear("password")
            try app.type("Swift", into: "password")
            try app.tap("authenticate")
            try app.wait(2)
            #expect(app.isVisible("threats"), "The threats screen should be on top")
            #expect(!app.screen().contains("Invalid credentials."), "The old message should be gone")
        },
    ]
}
