import Observation
import TestSupport
import Testing
import ThreatKit

@testable import MVVMObservation

/// The talk's `LoginTests`, made complete: every input, and what observation reports turn by turn.
@MainActor
@Suite("MVVM with Observation: LoginViewModel")
struct LoginViewModelTests {
    let test = TestEnvironment()
    let viewModel: LoginViewModel

    init() {
        viewModel = LoginViewModel(environment: test.environment)
    }

    /// Lets the run loop turn, so the recorders see what changed.
    private func settle() {
        test.scheduler.advance(by: 0)
    }

    private func fill(username: String, password: String) {
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(username)
        viewModel.usernameDidEndEditing()
        viewModel.passwordChanged(password)
        settle()
    }

    @Test("Before anything happens: empty fields, no message, ready to authenticate")
    func initialState() {
        #expect(viewModel.username == "" && viewModel.password == "" && viewModel.accessCode == "")
        #expect(viewModel.message == "" && !viewModel.isLoading && viewModel.isAuthenticateEnabled)
        #expect(viewModel.signedInUser == nil)
        #expect(test.scheduler.pendingCount == 0)
    }

    @Test("The access code: fresh on appearing, every 5 s while up, none while away, fresh on return")
    func accessCodeTimer() {
        let codes = Observed(on: test.scheduler) { viewModel.accessCode }
        let expected = test.expectedAccessCodes(5)
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 4.9)
        #expect(codes.values == ["", expected[0]])
        test.scheduler.advance(by: 5.1)
        #expect(codes.values == ["", expected[0], expected[1], expected[2]])
        viewModel.viewWillDisappear()
        test.scheduler.advance(by: 60)
        #expect(codes.values.count == 4, "No ticks while the screen is away")
        #expect(test.scheduler.pendingCount == 0)
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

    @Test("The timer does not keep the view model alive, and stops once it is gone")
    func timerLifetime() {
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        weak let watched = model
        model?.viewWillAppear()
        model = nil
        #expect(watched == nil)
        test.scheduler.advance(by: 10)
        #expect(test.scheduler.pendingCount == 0)
    }

    @Test("The username shows as typed while editing and protected after: ecerney → ****ney")
    func protectedUsername() {
        let username = Observed(on: test.scheduler) { viewModel.username }
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged("ecerney")
        settle()
        viewModel.usernameDidEndEditing()
        settle()
        viewModel.usernameDidBeginEditing()
        settle()
        #expect(username.values == ["", "ecerney", "****ney", "ecerney"])
    }

    @Test(
        "Protection counts characters as a person sees them, and uses the trimmed name",
        arguments: [
            ("abc", "abc"), ("abcd", "*bcd"), ("xy👍🏽z1", "**👍🏽z1"), ("jose\u{301}", "*ose\u{301}"),
            ("👨‍👩‍👧ab", "👨‍👩‍👧ab"), ("  analyst  ", "****yst"),
        ]
    )
    func protection(typed: String, shown: String) {
        fill(username: typed, password: "")
        #expect(viewModel.username == shown)
    }

    @Test(
        "Validation shows the first broken rule and sends nothing",
        arguments: [
            ("", "", "Username and password are required."),
            ("   ", "Swift", "Username and password are required."),
            ("abc", "Swi", "Username needs to be at least 4 characters long."),
            ("👍🏽ab", "Swift", "Username needs to be at least 4 characters long."),
            ("abcd", "Swif", "Password needs to be at least 5 characters long."),
        ]
    )
    func validation(username: String, password: String, message: String) {
        fill(username: username, password: password)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 5)
        #expect(viewModel.message == message)
        #expect(viewModel.signedInUser == nil && !viewModel.isLoading)
    }

    @Test("A successful sign-in: loading for 2 s, then the user, a clean form, and Authenticate back")
    func success() {
        fill(username: "  analyst ", password: "Swift")
        let loading = Observed(on: test.scheduler) { viewModel.isLoading }
        let enabled = Observed(on: test.scheduler) { viewModel.isAuthenticateEnabled }
        let user = Observed(on: test.scheduler) { viewModel.signedInUser }
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 1.9)
        #expect(
            loading.values == [false, true] && enabled.values == [true, false], "A computed output is observed too")
        test.scheduler.advance(by: 0.1)
        #expect(loading.values == [false, true, false])
        #expect(user.values == [nil, User(username: "analyst")])
        #expect(viewModel.username == "" && viewModel.password == "" && viewModel.message == "")
        viewModel.viewWillDisappear()
        #expect(viewModel.signedInUser == nil, "Once the screen has left, the sign-in is forgotten")
    }

    @Test("A failed sign-in: Invalid credentials., and the next tap works")
    func failure() {
        fill(username: "analyst", password: "swift")
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 2)
        #expect(viewModel.message == "Invalid credentials." && viewModel.isAuthenticateEnabled)
        viewModel.passwordChanged("Swift")
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 2)
        #expect(viewModel.signedInUser == User(username: "analyst"))
    }

    @Test("A second tap while signing in sends nothing")
    func doubleTap() {
        fill(username: "analyst", password: "Swift")
        let loading = Observed(on: test.scheduler) { viewModel.isLoading }
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 1)
        viewModel.authenticateTapped()
        #expect(test.scheduler.pendingCount == 1, "One request in flight, not two")
        test.scheduler.advance(by: 5)
        #expect(loading.values == [false, true, false])
    }

    @Test("A sign-in that lands after the view model is gone does nothing")
    func lateAnswer() {
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        model?.usernameChanged("analyst")
        model?.passwordChanged("Swift")
        model?.authenticateTapped()
        weak let watched = model
        model = nil
        #expect(watched == nil)
        test.scheduler.advance(by: 2)
        #expect(test.scheduler.pendingCount == 0)
    }

    @Test("The threats screen's view model uses the same services")
    func nextScreen() {
        let threats = viewModel.makeThreatsViewModel()
        threats.viewDidLoad()
        test.scheduler.advance(by: 1)
        #expect(threats.rows.count == 10)
    }
}
