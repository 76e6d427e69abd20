import TestSupport
import Testing
import ThreatKit

@testable import TestingViewModels

@MainActor
@Suite("06.4 Signing in")
struct SignInTests {
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

    @Test("A successful sign-in: 2 s of loading, then the trimmed user and a clean form")
    func success() {
        fill(username: "  analyst ", password: "Swift")
        let loading = Recorder(viewModel.isLoading)
        let enabled = Recorder(viewModel.isAuthenticateEnabled)
        let user = Recorder(viewModel.signedInUser)
        viewModel.authenticateTapped()
        #expect(loading.values == [false, true])
        #expect(enabled.values == [true, false], "Authenticate is disabled while signing in")
        test.scheduler.advance(by: 1.9)
        #expect(user.values == [nil], "The answer takes 2 s")
        test.scheduler.advance(by: 0.1)
        #expect(loading.values == [false, true, false])
        #expect(enabled.values == [true, false, true])
        #expect(user.values == [nil, User(username: "analyst")], "The username is trimmed before it is sent")
        #expect(viewModel.username.value == "" && viewModel.password.value == "", "The form is cleared")
    }

    @Test("Refused credentials: Invalid credentials., loading ends, and a corrected form signs in")
    func refused() {
        fill(username: "analyst", password: "swift")
        let loading = Recorder(viewModel.isLoading)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 2)
        #expect(viewModel.message.value == "Invalid credentials.")
        #expect(loading.values == [false, true, false])
        #expect(viewModel.signedInUser.value == nil)
        viewModel.passwordChanged("Swift")
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 2)
        #expect(viewModel.signedInUser.value == User(username: "analyst"), "A second attempt is sent")
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

    @Test("Appearing again forgets the signed-in user")
    func reappearing() {
        fill(username: "analyst", password: "Swift")
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 2)
        viewModel.viewWillAppear()
        #expect(viewModel.signedInUser.value == nil)
        viewModel.viewWillDisappear()
    }
}
