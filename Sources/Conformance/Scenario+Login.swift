import AppHost
import Testing

extension Scenario {
    /// SPEC.md, "Login screen": fields, typing through the delegate, the protected username, validation.
    static let login: [Scenario] = [
        Scenario("login.launch", area: .login, "The sign-in screen starts empty, quiet and ready") { app throws in
            try app.expectText(of: "username", "", "The username field should start empty")
            try app.expectText(of: "password", "", "The password field should start empty")
            #expect(!app.isVisible("message"), "No message should show before Authenticate is tapped")
            #expect(!app.isVisible("activity"), "The activity indicator should be off at launch")
            #expect(try app.isEnabled("authenticate"), "Authenticate should be enabled at launch")
        },

        Scenario("login.secure-password", area: .login, "The password shows as one • a character") { app in
            try app.type("Swift", into: "password")
            #expect(app.screen().contains("[•••••"), "A password of 5 characters should show as •••••")
            #expect(!app.screen().contains("Swift"), "The password itself must never be on screen")
        },

        Scenario(
            "login.typing-updates-model",
            area: .login,
            "Every keystroke reaches the form at once, without leaving the field"
        ) { app in
            try app.type("analyst", into: "username")
            try app.expectText(
                of: "username", "analyst", "The username field should show every keystroke while editing")
            try app.type("Swi", into: "password")
            try app.tap("authenticate")
            try app.expectText(
                of: "message", "Password needs to be at least 5 characters long.",
                "The form should know the 3 typed characters of the password while it is still being edited"
            )
            try app.type("ft", into: "password")
            try app.tap("authenticate")
            try app.wait(2)
            #expect(app.isVisible("threats"), "Typing the rest of the password should make the sign-in succeed")
        },

        Scenario(
            "login.deleting-updates-model",
            area: .login,
            "Deleting a character, an emoji included, reaches the form"
        ) { app in
            try app.type("analyst👍🏽", into: "username")
            try app.deleteBackward(in: "username")
            try app.type("Swiftt", into: "password")
            try app.deleteBackward(in: "password")
            try app.tap("authenticate")
            try app.wait(2)
            #expect(
                app.isVisible("threats"),
                "After deleting the emoji and the extra t, analyst / Swift should sign in; the screen shows:\n\(app.screen())"
            )
        },

        Scenario(
            "login.protected-username",
            area: .login,
            "When the username ends editing it shows protected: ecerney → ****ney"
        ) { app in
            try app.type("ecerney", into: "username")
            try app.expectText(of: "username", "ecerney", "While editing, the real username shows")
            try app.pressReturn()
            try app.expectText(of: "username", "****ney", "After Return, every character but the last 3 is starred")
        },

        Scenario(
            "login.protected-username-while-editing",
            area: .login,
            "Editing the username again shows the real name, and edits apply to it"
        ) { app in
            try app.type("analyst", into: "username")
            try app.pressReturn()
            try app.type("x", into: "username")
            try app.expectText(
                of: "username", "analystx",
                "Editing again should show the real name and type after it, not after the stars"
            )
        },

        Scenario(
            "login.protected-username-short",
            area: .login,
            "A username of 3 characters or fewer shows unchanged; 4 shows one star"
        ) { app in
            try app.type("abc", into: "username")
            try app.pressReturn()
            try app.expectText(of: "username", "abc", "3 characters are shown unchanged")
            try app.clear("username")
            try app.type("abcd", into: "username")
            try app.pressReturn()
            try app.expectText(of: "username", "*bcd", "4 characters show as one star and the last 3")
        },

        Scenario(
            "login.protected-username-characters",
            area: .login,
            "Protection counts characters as a person sees them: emoji and accents stay whole"
        ) { app in
            let cases = [
                ("xy👍🏽z1", "**👍🏽z1"),
                ("jose\u{301}", "*ose\u{301}"),
                ("👨‍👩‍👧ab", "👨‍👩‍👧ab"),
                ("🇫🇷🇩🇪🇮🇹🇪🇸", "*🇩🇪🇮🇹🇪🇸"),
            ]
            for (typed, shown) in cases {
                try app.clear("username")
                try app.type(typed, into: "username")
                try app.pressReturn()
                let text = try app.text(of: "username")
                #expect(
                    text == shown,
                    "\"\(typed)\" has \(typed.count) characters and should show as \"\(shown)\", not \"\(text)\""
                )
            }
        },

        Scenario(
            "login.protected-username-trimmed",
            area: .login,
            "The protected username is of the trimmed name"
        ) { app in
            try app.type("  analyst  ", into: "username")
            try app.pressReturn()
            try app.expectText(of: "username", "****yst", "Spaces around the name are not part of it")
        },

        Scenario(
            "login.return-moves-on",
            area: .login,
            "Return in the username moves to the password; Return in the password taps Authenticate"
        ) { app in
            try app.type("analyst", into: "username")
            try app.pressReturn()
            #expect(try app.isEditing("password"), "Return in the username field should move to the password field")
            try app.type("Swi", into: "password")
            try app.pressReturn()
            try app.expectText(
                of: "message", "Password needs to be at least 5 characters long.",
                "Return in the password field should do what Authenticate does"
            )
        },

        Scenario(
            "login.validation-required",
            area: .login,
            "An empty username or password asks for both"
        ) { app in
            let required = "Username and password are required."
            try app.tap("authenticate")
            try app.expectText(of: "message", required, "Both empty")
            try app.type("analyst", into: "username")
            try app.tap("authenticate")
            try app.expectText(of: "message", required, "Password empty")
            try app.clear("username")
            try app.type("   ", into: "username")
            try app.type("Swift", into: "password")
            try app.tap("authenticate")
            try app.expectText(of: "message", required, "A username of only spaces is empty once trimmed")
        },

        Scenario(
            "login.validation-order",
            area: .login,
            "Rules are checked in order; the first one broken is the one shown"
        ) { app in
            try app.type("abc", into: "username")
            try app.type("Swi", into: "password")
            try app.tap("authenticate")
            try app.expectText(
                of: "message", "Username needs to be at least 4 characters long.",
                "With both too short, the username rule comes first"
            )
            try app.clear("username")
            try app.type("  abc  ", into: "username")
            try app.tap("authenticate")
            try app.expectText(
                of: "message", "Username needs to be at least 4 characters long.",
                "The username is measured after trimming"
            )
            try app.clear("username")
            try app.type("abcd", into: "username")
            try app.tap("authenticate")
            try app.expectText(
                of: "message", "Password needs to be at least 5 characters long.",
                "A 4-character username passes; the 3-character password does not"
            )
        },

        Scenario(
            "login.validation-counts-characters",
            area: .login,
            "Lengths count characters as a person sees them"
        ) { app in
            try app.type("👨‍👩‍👧👍🏽é🇫🇷", into: "username")
            try app.type("🔑🔑🔑🔑", into: "password")
            try app.tap("authenticate")
            try app.expectText(
                of: "message", "Password needs to be at least 5 characters long.",
                "The username has 4 characters (many more UTF-16 units); the password has 4"
            )
        },

        Scenario(
            "login.validation-sends-nothing",
            area: .login,
            "A form that breaks a rule is not sent"
        ) { app in
            try app.type("abc", into: "username")
            try app.type("Swift", into: "password")
            try app.tap("authenticate")
            #expect(!app.isVisible("activity"), "No sign-in should start for an invalid form")
            try app.wait(3)
            #expect(app.navigationStack.count == 1, "The sign-in screen should stay on top")
            try app.expectText(of: "message", "Username needs to be at least 4 characters long.")
        },

        Scenario(
            "login.password-length-counts-spaces",
            area: .login,
            "The password is not trimmed: \"  abc\" is 5 characters, passes the length rule and is sent as typed"
        ) { app in
            try app.type("analyst", into: "username")
            try app.type("  abc", into: "password")
            try app.tap("authenticate")
            #expect(
                !app.screen().contains("Password needs to be at least 5 characters long."),
                "\"  abc\" has 5 characters with its spaces; the password must be measured as typed, not trimmed"
            )
            #expect(app.isVisible("activity"), "A password of 5 characters should be sent, so signing in starts")
            try app.wait(2)
            try app.expectText(of: "message", "Invalid credentials.", "The service answers the password as typed")
        },
    ]
}
