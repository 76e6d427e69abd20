import TestSupport
import Testing
import ThreatKit

@testable import TestingViewModels

@MainActor
@Suite("06.1 The form's rules, in order")
struct FormRulesTests {
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

    @Test("An empty form says both fields are required, and sends nothing")
    func emptyForm() {
        fill(username: "", password: "")
        let loading = Recorder(viewModel.isLoading)
        viewModel.authenticateTapped()
        #expect(viewModel.message.value == "Username and password are required.")
        test.scheduler.advance(by: 5)
        #expect(loading.values == [false], "An invalid form is not sent")
    }

    // TODO(06.1): one test per rule, each with a form that breaks only that rule (a parameterized test
    // takes them all: `@Test("…", arguments: [(username, password, message), …])`), checking the message
    // and that nothing is sent; then forms that keep every rule, just (4 characters of name, 5 of password),
    // with spaces and with emoji, which must be sent; and a valid form sent after an invalid one.
}
