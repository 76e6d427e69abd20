import TestSupport
import Testing
import ThreatKit

@testable import MVVMBoxes

/// The talk's `LoginTests`, made complete: every input, every output's whole history, no widget.
@MainActor
@Suite("MVVM with boxes: LoginViewModel")
struct LoginViewModelTests {
    let test = TestEnvironment()
    let viewModel: LoginViewModel

    init() {
        viewModel = LoginViewModel(environment: test.environment)
    }

    /// Types `username` and `password` as the screen would report them.
    private func fill(username: String, password: String) {
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(username)
        viewModel.usernameDidEndEditing()
        viewModel.passwordChanged(password)
    }

    @Test("Before anything happens: empty fields, no message, ready to authenticate")
    func initialState() {
        #expect(viewModel.username.value == "")
        #expect(viewModel.password.value == "")
        #expect(viewModel.accessCode.value == "")
        #expect(viewModel.message.value == "")
        #expect(viewModel.isLoading.value == false)
        #expect(viewModel.isAuthenticateEnabled.value == true)
        #expect(viewModel.signedInUser.value == nil)
        #expect(test.scheduler.pendingCount == 0, "Nothing ticks until the screen appears")
    }

    @Test("The access code: fresh on appearing, every 5 s while up, none while away, fresh on return")
    func accessCodeTimer() {
        let codes = Recorder(viewModel.accessCode)
        let expected = test.expectedAccessCodes(5)
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 4.9)
        #expect(codes.values == ["", expected[0]], "One code at once, none before 5 s")
        test.scheduler.advance(by: 5.1)
        #expect(codes.values == ["", expected[0], expected[1], expected[2]], "One code at 5 s and one at 10 s")
        viewModel.viewWillDisappear()
        test.scheduler.advance(by: 60)
        #expect(codes.values.count == 4, "No ticks while the screen is away")
        #expect(test.scheduler.pendingCount == 0, "The timer is cancelled, not left running")
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 5)
        #expect(codes.values == [""] + expected)
        viewModel.viewWillDisappear()
    }

    @Test("Appearing twice in a row keeps one timer")
    func oneTimer() {
        viewModel.viewWillAppear()
        viewModel.viewWillAppear()
        #expect(test.scheduler.pendingCount == 1)
        viewModel.viewWillDisappear()
    }

    @Test("The timer does not keep the view model alive")
    func timerCapturesWeakly() {
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        weak let watched = model
        model?.viewWillAppear()
        model = nil
        #expect(watched == nil, "The repeating action must capture the view model weakly")
        test.scheduler.advance(by: 10)
        #expect(test.scheduler.pendingCount == 0, "A timer whose view model is gone stops at its next tick")
    }

    @Test("The username shows as typed while editing and protected after: ecerney → ****ney")
    func protectedUsername() {
        let username = Recorder(viewModel.username)
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged("e")
        viewModel.usernameChanged("ecerney")
        viewModel.usernameDidEndEditing()
        viewModel.usernameDidBeginEditing()
        #expect(username.values == ["", "", "e", "ecerney", "****ney", "ecerney"])
    }

    @Test(
        "Protection counts characters as a person sees them, and uses the trimmed name",
        arguments: [
            ("abc", "abc"), ("abcd", "*bcd"), ("xy👍🏽z1", "**👍🏽z1"), ("jose\u{301}", "*ose\u{301}"),
            ("👨‍👩‍👧ab", "👨‍👩‍👧ab"), ("  analyst  ", "****yst"), ("", ""),
        ]
    )
    func protection(typed: String, shown: String) {
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(typed)
        viewModel.usernameDidEndEditing()
        #expect(viewModel.username.value == shown)
    }

    @Test("The password field shows what was typed")
    func password() {
        let password = Recorder(viewModel.password)
        viewModel.passwordChanged("S")
        viewModel.passwordChanged("Sw")
        #expect(password.values == ["", "S", "Sw"])
    }

    @Test(
        "Validation shows the first broken rule and sends nothing",
        arguments: [
            ("", "", "Username and password are required."),
            ("analyst", "", "Username and password are required."),
            ("", "Swift", "Username and password are required."),
            ("   ", "Swift", "Username and password are required."),
            ("abc", "Swi", "Username needs to be at least 4 characters long."),
            (" abc ", "Swift", "Username needs to be at least 4 characters long."),
            ("👍🏽ab", "Swift", "Username needs to be at least 4 characters long."),
            ("abcd", "Swif", "Password needs to be at least 5 characters long."),
            ("👨‍👩‍👧👍🏽é🇫🇷", "🔑🔑🔑🔑", "Password needs to be at least 5 characters long."),
        ]
    )
    func validation(username: String, password: String, message: String) {
        fill(username: username, password: password)
        let loading = Recorder(viewModel.isLoading)
        viewModel.authenticateTapped()
        #expect(viewModel.message.value == message)
        test.scheduler.advance(by: 5)
        #expect(loading.values == [false], "An invalid form is not sent")
        #expect(viewModel.signedInUser.value == nil)
    }

    @Test("A successful sign-in: 2 s of loading, then the user, a clean form and no message")
    func success() {
        fill(username: "  analyst ", password: "Swift")
        let message = Recorder(viewModel.message)
        let loading = Recorder(viewModel.isLoading)
        let enabled = Recorder(viewModel.isAuthenticateEnabled)
        let user = Recorder(viewModel.signedInUser)
        viewModel.authenticateTapped()
        #expect(loading.values == [false, true])
        #expect(enabled.values == [true, false])
        test.scheduler.advance(by: 1.9)
        #expect(user.values == [nil], "The answer takes 2 s")
        test.scheduler.advance(by: 0.1)
        #expect(loading.values == [false, true, false])
        #expect(enabled.values == [true, false, true])
        #expect(user.values == [nil, User(username: "analyst")], "The username is trimmed before sign-in")
        #expect(message.values == ["", "", ""], "Cleared at the start, and with the form at the end")
        #expect(viewModel.username.value == "" && viewModel.password.value == "", "The form is cleared")
    }

    @Test("A failed sign-in: Invalid credentials. and Authenticate enabled again")
    func failure() {
        fill(username: "analyst", password: "swift")
        let message = Recorder(viewModel.message)
        let enabled = Recorder(viewModel.isAuthenticateEnabled)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 2)
        #expect(message.values == ["", "", "Invalid credentials."])
        #expect(enabled.values == [true, false, true])
        #expect(viewModel.signedInUser.value == nil)
        #expect(viewModel.password.value == "swift", "A failed form stays, to be corrected")
    }

    @Test("A second tap while signing in sends nothing")
    func doubleTap() {
        fill(username: "analyst", password: "Swift")
        let loading = Recorder(viewModel.isLoading)
        let user = Recorder(viewModel.signedInUser)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 1)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 5)
        #expect(loading.values == [false, true, false])
        #expect(user.values == [nil, User(username: "analyst")])
    }

    @Test("Appearing again resets the signed-in user, so the screen can sign in anew")
    func reappearing() {
        fill(username: "analyst", password: "Swift")
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 2)
        viewModel.viewWillAppear()
        #expect(viewModel.signedInUser.value == nil)
        viewModel.viewWillDisappear()
    }

    @Test("A sign-in that lands after the view model is gone does nothing")
    func lateAnswer() {
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        model?.usernameChanged("analyst")
        model?.passwordChanged("Swift")
        model?.authenticateTapped()
        weak let watched = model
        model = nil
        #expect(watched == nil, "The pending sign-in must not keep the view model alive")
        test.scheduler.advance(by: 2)
        #expect(test.scheduler.pendingCount == 0, "The answer landed on nothing, and nothing is left waiting")
    }

    @Test("The threats screen's view model uses the same services")
    func nextScreen() {
        let threats = viewModel.makeThreatsViewModel()
        threats.viewDidLoad()
        test.scheduler.advance(by: 1)
        #expect(threats.rows.value.count == 10)
    }
}
