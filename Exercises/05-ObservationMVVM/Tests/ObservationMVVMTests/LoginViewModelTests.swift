import Observation
import TestSupport
import Testing
import ThreatKit

@testable import ObservationMVVM

/// A sign-in view model and its clock, with helpers that act as the screen would.
@MainActor
struct SignInFixture {
    let test = TestEnvironment()
    let viewModel: LoginViewModel

    init() {
        viewModel = LoginViewModel(environment: test.environment)
    }

    /// Lets the scheduler turn, so the recorders see what changed.
    func settle() {
        test.scheduler.advance(by: 0)
    }

    /// Types a form as the screen would report it: edit the username, then the password.
    func fill(username: String, password: String) {
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(username)
        viewModel.usernameDidEndEditing()
        viewModel.passwordChanged(password)
        settle()
    }
}

/// The form's state is observable: whoever reads it inside `withObservationTracking` hears each change.
@MainActor
@Suite("05.1 An observable sign-in form")
struct SignInFormTests {
    let fixture = SignInFixture()

    @Test("The username is observed as typed while editing and protected after: ecerney → ****ney")
    func protectedUsername() {
        let viewModel = fixture.viewModel
        let username = Observed(on: fixture.test.scheduler) { viewModel.username }
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged("ecerney")
        fixture.settle()
        viewModel.usernameDidEndEditing()
        fixture.settle()
        viewModel.usernameDidBeginEditing()
        fixture.settle()
        #expect(
            username.values == ["", "ecerney", "****ney", "ecerney"],
            "Each change should be observed: is LoginViewModel @Observable, and do the inputs set username?")
    }

    @Test(
        "Protection counts characters as a person sees them, and uses the trimmed name",
        arguments: [
            ("abc", "abc"), ("abcd", "*bcd"), ("xy👍🏽z1", "**👍🏽z1"), ("jose\u{301}", "*ose\u{301}"),
            ("👨‍👩‍👧ab", "👨‍👩‍👧ab"), ("  analyst  ", "****yst"),
        ]
    )
    func protection(typed: String, shown: String) {
        fixture.fill(username: typed, password: "")
        #expect(fixture.viewModel.username == shown)
    }

    @Test("The password is observed as typed")
    func password() {
        let viewModel = fixture.viewModel
        let password = Observed(on: fixture.test.scheduler) { viewModel.password }
        viewModel.passwordChanged("Sw")
        fixture.settle()
        viewModel.passwordChanged("Swift")
        fixture.settle()
        #expect(password.values == ["", "Sw", "Swift"], "passwordChanged(_:) should set password, observably")
    }

    @Test(
        "Validation shows the first broken rule, observably, and sends nothing",
        arguments: [
            ("", "", "Username and password are required."),
            ("   ", "Swift", "Username and password are required."),
            ("abc", "Swi", "Username needs to be at least 4 characters long."),
            ("abcd", "Swif", "Password needs to be at least 5 characters long."),
        ]
    )
    func validation(username: String, password: String, message: String) {
        let viewModel = fixture.viewModel
        let messages = Observed(on: fixture.test.scheduler) { viewModel.message }
        fixture.fill(username: username, password: password)
        viewModel.authenticateTapped()
        fixture.test.scheduler.advance(by: 5)
        #expect(messages.values == ["", message], "The first rule the form breaks, observed once")
        #expect(viewModel.signedInUser == nil, "A form that breaks a rule is not sent")
        #expect(!viewModel.isLoading, "A form that breaks a rule is not sent")
    }
}

/// What changes over time: the access code's timer, and the login service's answer.
@MainActor
@Suite("05.2 The access code and signing in")
struct SignInTimeTests {
    let fixture = SignInFixture()

    @Test("The access code: fresh on appearing, every 5 s while up, none while away, fresh on return")
    func accessCodeTimer() {
        let viewModel = fixture.viewModel
        let test = fixture.test
        let codes = Observed(on: test.scheduler) { viewModel.accessCode }
        let expected = test.expectedAccessCodes(5)
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 4.9)
        #expect(codes.values == ["", expected[0]], "A fresh code at once, none before 5 s")
        test.scheduler.advance(by: 5.1)
        #expect(codes.values == ["", expected[0], expected[1], expected[2]], "One more every 5 s")
        viewModel.viewWillDisappear()
        test.scheduler.advance(by: 60)
        #expect(codes.values.count == 4, "No ticks while the screen is away")
        #expect(test.scheduler.pendingCount == 0, "The timer is cancelled, not left running")
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 5)
        #expect(codes.values == [""] + expected, "A fresh code on return, and ticking again")
        viewModel.viewWillDisappear()
    }

    @Test("The timer does not keep the view model alive, and stops once it is gone")
    func timerLifetime() {
        let test = fixture.test
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        weak let watched = model
        model?.viewWillAppear()
        #expect(test.scheduler.pendingCount == 1, "Appearing starts the 5-second timer")
        model = nil
        #expect(watched == nil, "The timer must capture the view model weakly (scheduleRepeating(every:for:))")
        test.scheduler.advance(by: 10)
        #expect(test.scheduler.pendingCount == 0)
    }

    @Test("A successful sign-in: loading for 2 s, then the user, a clean form, and Authenticate back")
    func success() {
        let viewModel = fixture.viewModel
        let test = fixture.test
        fixture.fill(username: "  analyst ", password: "Swift")
        let loading = Observed(on: test.scheduler) { viewModel.isLoading }
        let enabled = Observed(on: test.scheduler) { viewModel.isAuthenticateEnabled }
        let user = Observed(on: test.scheduler) { viewModel.signedInUser }
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 1.9)
        #expect(loading.values == [false, true], "Loading while the login service answers")
        #expect(enabled.values == [true, false], "A computed output is observed through what it reads")
        test.scheduler.advance(by: 0.1)
        #expect(loading.values == [false, true, false])
        #expect(user.values == [nil, User(username: "analyst")], "The username is trimmed before it is sent")
        #expect(viewModel.username == "")
        #expect(viewModel.password == "")
        #expect(viewModel.message == "")
        viewModel.viewWillDisappear()
        #expect(viewModel.signedInUser == nil, "Once the screen has left, the sign-in is forgotten")
    }

    @Test("Leaving the screen forgets the signed-in user: back after Log Out, the sign-in screen stays")
    func leavingForgetsTheUser() {
        let viewModel = fixture.viewModel
        fixture.fill(username: "analyst", password: "Swift")
        viewModel.viewWillAppear()
        viewModel.authenticateTapped()
        fixture.test.scheduler.advance(by: 2)
        #expect(viewModel.signedInUser == User(username: "analyst"), "Signed in: the controller pushes the threats")
        viewModel.viewWillDisappear()
        #expect(
            viewModel.signedInUser == nil,
            "Forgotten as the screen leaves: a user still set would push the threats again when it returns")
        viewModel.viewWillAppear()
        fixture.settle()
        #expect(viewModel.signedInUser == nil, "Back on screen after Log Out, nobody is signed in")
        viewModel.viewWillDisappear()
    }

    @Test("A failed sign-in: Invalid credentials., and the next tap works")
    func failure() {
        let viewModel = fixture.viewModel
        fixture.fill(username: "analyst", password: "swift")
        viewModel.authenticateTapped()
        fixture.test.scheduler.advance(by: 2)
        #expect(viewModel.message == "Invalid credentials.")
        #expect(viewModel.isAuthenticateEnabled)
        viewModel.passwordChanged("Swift")
        viewModel.authenticateTapped()
        fixture.test.scheduler.advance(by: 2)
        #expect(viewModel.signedInUser == User(username: "analyst"))
    }

    @Test("A second tap while signing in sends nothing")
    func doubleTap() {
        let viewModel = fixture.viewModel
        fixture.fill(username: "analyst", password: "Swift")
        let loading = Observed(on: fixture.test.scheduler) { viewModel.isLoading }
        viewModel.authenticateTapped()
        fixture.test.scheduler.advance(by: 1)
        viewModel.authenticateTapped()
        fixture.test.scheduler.advance(by: 5)
        #expect(loading.values == [false, true, false], "One request, one answer")
    }

    @Test("A sign-in that lands after the view model is gone does nothing")
    func lateAnswer() {
        let test = fixture.test
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        model?.usernameChanged("analyst")
        model?.passwordChanged("Swift")
        model?.authenticateTapped()
        #expect(model?.isLoading == true, "A valid form is sent")
        weak let watched = model
        model = nil
        #expect(watched == nil, "The login service's completion must capture the view model weakly")
        test.scheduler.advance(by: 2)
        #expect(test.scheduler.pendingCount == 0)
    }
}
