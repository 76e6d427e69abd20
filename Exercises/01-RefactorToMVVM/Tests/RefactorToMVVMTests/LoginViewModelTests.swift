import TestSupport
import Testing
import ThreatKit

@testable import RefactorToMVVM

/// Types a form into `viewModel` as the screen would report it: edit the username, then the password.
@MainActor
private func fill(_ viewModel: LoginViewModel, username: String, password: String) {
    viewModel.usernameDidBeginEditing()
    viewModel.usernameChanged(username)
    viewModel.usernameDidEndEditing()
    viewModel.passwordChanged(password)
}

/// The talk's `LoginTests`, made complete, part 1: the rules of the form, with no widget and no wait.
@MainActor
@Suite("01.1 Validation lives in the view model")
struct ValidationTests {
    let test = TestEnvironment()

    @Test("The form starts empty, with Authenticate enabled; the password field shows what was typed")
    func password() {
        let viewModel = LoginViewModel(environment: test.environment)
        #expect(viewModel.username == "")
        #expect(viewModel.password == "")
        #expect(viewModel.message == "")
        #expect(!viewModel.isLoading, "Authenticate starts enabled")
        #expect(viewModel.isAuthenticateEnabled, "Authenticate starts enabled")
        #expect(viewModel.signedInUser == nil)
        viewModel.passwordChanged("S")
        #expect(viewModel.password == "S", "passwordChanged(_:) should make the typed text the password output")
        viewModel.passwordChanged("Sw")
        #expect(viewModel.password == "Sw")
    }

    @Test(
        "A form that breaks a rule shows the first rule it breaks, and is not sent",
        arguments: [
            ("", "", "Username and password are required."),
            ("analyst", "", "Username and password are required."),
            ("", "Swift", "Username and password are required."),
            ("   ", "Swift", "Username and password are required."),
            ("abc", "Swi", "Username needs to be at least 4 characters long."),
            (" abc ", "Swift", "Username needs to be at least 4 characters long."),
            ("abcd", "Swif", "Password needs to be at least 5 characters long."),
            ("👨‍👩‍👧👍🏽é🇫🇷", "🔑🔑🔑🔑", "Password needs to be at least 5 characters long."),
        ]
    )
    func validation(username: String, password: String, message: String) {
        let viewModel = LoginViewModel(environment: test.environment)
        fill(viewModel, username: username, password: password)
        var finished = 0
        viewModel.authenticateTapped { finished += 1 }
        #expect(viewModel.message == message, "The message names the first rule broken (see README, task 01.1)")
        #expect(!viewModel.isLoading, "A form that breaks a rule is not sent")
        #expect(test.scheduler.pendingCount == 0, "…so nothing waits for the login service")
        test.scheduler.advance(by: 5)
        #expect(finished == 0)
        #expect(viewModel.signedInUser == nil)
    }
}

/// The username is shown "protected" once editing ends: every character but the last 3 starred.
@MainActor
@Suite("01.2 The protected username")
struct ProtectedUsernameTests {
    let test = TestEnvironment()

    @Test("The username shows as typed while editing, and protected after: ecerney → ****ney")
    func asTypedThenProtected() {
        let viewModel = LoginViewModel(environment: test.environment)
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged("e")
        #expect(viewModel.username == "e", "While editing, the field shows each keystroke")
        viewModel.usernameChanged("ecerney")
        #expect(viewModel.username == "ecerney")
        viewModel.usernameDidEndEditing()
        #expect(viewModel.username == "****ney", "Once editing ends, all but the last 3 characters are starred")
        viewModel.usernameDidBeginEditing()
        #expect(viewModel.username == "ecerney", "Editing again shows the name as typed, to correct it")
    }

    @Test(
        "Protection counts characters as a person sees them, and uses the trimmed name",
        arguments: [
            ("abc", "abc"), ("abcd", "*bcd"), ("xy👍🏽z1", "**👍🏽z1"), ("jose\u{301}", "*ose\u{301}"),
            ("👨‍👩‍👧ab", "👨‍👩‍👧ab"), ("  analyst  ", "****yst"), ("", ""),
        ]
    )
    func protection(typed: String, shown: String) {
        let viewModel = LoginViewModel(environment: test.environment)
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(typed)
        viewModel.usernameDidEndEditing()
        #expect(viewModel.username == shown, "Count Characters (what a person sees), not bytes or UTF-16 units")
    }
}

/// Sending the form: the login service answers after 2 seconds of virtual time.
@MainActor
@Suite("01.3 Signing in through the view model")
struct SignInTests {
    let test = TestEnvironment()

    @Test("A successful sign-in: 2 s of loading, then the user, a clean form and one call back")
    func success() {
        let viewModel = LoginViewModel(environment: test.environment)
        fill(viewModel, username: "  analyst ", password: "Swift")
        var finished = 0
        viewModel.authenticateTapped { finished += 1 }
        #expect(viewModel.isLoading, "Loading, and Authenticate disabled")
        #expect(!viewModel.isAuthenticateEnabled, "Loading, and Authenticate disabled")
        test.scheduler.advance(by: 1.9)
        #expect(finished == 0, "The answer takes 2 s")
        #expect(viewModel.signedInUser == nil, "The answer takes 2 s")
        test.scheduler.advance(by: 0.1)
        #expect(finished == 1, "The completion is called once, when the answer arrives")
        #expect(!viewModel.isLoading)
        #expect(viewModel.isAuthenticateEnabled)
        #expect(viewModel.signedInUser == User(username: "analyst"), "The username is trimmed before it is sent")
        #expect(viewModel.username == "", "The form is cleared after signing in")
        #expect(viewModel.password == "", "The form is cleared after signing in")
        #expect(viewModel.message == "")
    }

    @Test("A failed sign-in: Invalid credentials., the form kept, Authenticate enabled again")
    func failure() {
        let viewModel = LoginViewModel(environment: test.environment)
        fill(viewModel, username: "analyst", password: "swift")
        var finished = 0
        viewModel.authenticateTapped { finished += 1 }
        #expect(viewModel.message == "", "The message is cleared when the form is sent")
        test.scheduler.advance(by: 2)
        #expect(finished == 1)
        #expect(viewModel.message == "Invalid credentials.")
        #expect(viewModel.isAuthenticateEnabled)
        #expect(viewModel.signedInUser == nil)
        #expect(viewModel.password == "swift", "A failed form stays, to be corrected")
    }

    @Test("Signing in again forgets the last user until the new answer, so a failure cannot look like success")
    func signInAgain() {
        let viewModel = LoginViewModel(environment: test.environment)
        fill(viewModel, username: "analyst", password: "Swift")
        viewModel.authenticateTapped {}
        test.scheduler.advance(by: 2)
        fill(viewModel, username: "analyst", password: "wrong")
        viewModel.authenticateTapped {}
        #expect(viewModel.signedInUser == nil, "A new sign-in starts with no user")
        test.scheduler.advance(by: 2)
        #expect(viewModel.signedInUser == nil)
        #expect(viewModel.message == "Invalid credentials.")
    }

    @Test("A second tap while signing in sends nothing")
    func doubleTap() {
        let viewModel = LoginViewModel(environment: test.environment)
        fill(viewModel, username: "analyst", password: "Swift")
        var finished = 0
        viewModel.authenticateTapped { finished += 1 }
        test.scheduler.advance(by: 1)
        viewModel.authenticateTapped { finished += 1 }
        #expect(test.scheduler.pendingCount == 1, "One request in flight, not two")
        viewModel.passwordChanged("")
        viewModel.authenticateTapped { finished += 1 }
        #expect(viewModel.message == "", "While signing in, a tap does nothing at all: not even validation")
        test.scheduler.advance(by: 5)
        #expect(finished == 1, "One answer, one call back")
    }

    @Test("The completion runs once when the answer comes, even if the view model is gone by then")
    func completionAfterRelease() {
        var viewModel: LoginViewModel? = LoginViewModel(environment: test.environment)
        viewModel.map { fill($0, username: "analyst", password: "Swift") }
        var finished = 0
        viewModel?.authenticateTapped { finished += 1 }
        viewModel = nil
        test.scheduler.advance(by: 2)
        #expect(
            finished == 1,
            "The completion is the caller's: call it whatever became of self, and let the caller decide")
    }

    @Test("A sign-in in flight does not keep the view model alive")
    func lateAnswer() {
        var viewModel: LoginViewModel? = LoginViewModel(environment: test.environment)
        viewModel.map { fill($0, username: "analyst", password: "Swift") }
        viewModel?.authenticateTapped {}
        #expect(viewModel?.isLoading == true, "A valid form is sent to the login service")
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "The login service's completion must capture the view model weakly")
        test.scheduler.advance(by: 2)
        #expect(test.scheduler.pendingCount == 0)
    }
}
