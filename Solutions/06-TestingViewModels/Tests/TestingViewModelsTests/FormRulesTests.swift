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

    @Test(
        "The first rule the form breaks is shown, and nothing is sent",
        arguments: [
            ("analyst", "", "Username and password are required."),
            ("", "Swift", "Username and password are required."),
            ("   ", "Swift", "Username and password are required."),
            ("abc", "Swi", "Username needs to be at least 4 characters long."),
            (" abc ", "Swift", "Username needs to be at least 4 characters long."),
            ("👍🏽ab", "Swift", "Username needs to be at least 4 characters long."),
            ("abcd", "Swif", "Password needs to be at least 5 characters long."),
            ("abcd", "🔑🔑🔑🔑", "Password needs to be at least 5 characters long."),
        ]
    )
    func firstBrokenRule(username: String, password: String, message: String) {
        fill(username: username, password: password)
        let loading = Recorder(viewModel.isLoading)
        viewModel.authenticateTapped()
        #expect(viewModel.message.value == message)
        test.scheduler.advance(by: 5)
        #expect(loading.values == [false], "An invalid form is not sent")
    }

    @Test(
        "A form that keeps every rule is sent, with no message",
        arguments: [("abcd", "Swift"), ("analyst", "  ab "), ("👨‍👩‍👧👍🏽é🇫🇷", "🔑🔑🔑🔑🔑")]
    )
    func validForm(username: String, password: String) {
        fill(username: username, password: password)
        viewModel.authenticateTapped()
        #expect(viewModel.message.value == "")
        #expect(viewModel.isLoading.value == true, "4 characters of name and 5 of password are enough")
    }

    @Test("A valid form clears the last broken rule as soon as it is sent")
    func messageCleared() {
        fill(username: "abc", password: "Swift")
        viewModel.authenticateTapped()
        #expect(viewModel.message.value == "Username needs to be at least 4 characters long.")
        viewModel.usernameChanged("analyst")
        viewModel.authenticateTapped()
        #expect(viewModel.message.value == "")
    }
}
