import TestSupport
import Testing
import ThreatKit

@testable import TestingViewModels

@MainActor
@Suite("06.1 The form's rules, in order")
struct FormRulesTests {
    @Test("An empty form says both fields are required, and sends nothing") func emptyForm() {
        let test = TestEnvironment()
        let viewModel = LoginViewModel(environment: test.environment)
        let loading = Recorder(viewModel.isLoading)
        viewModel.authenticateTapped()
        #expect(viewModel.message.value == "Username and password are required.")
        #expect(loading.values == [false], "An invalid form is not sent")
    }
}

@MainActor
@Suite("06.2 The protected username")
struct ProtectedUsernameTests {
    @Test("Protection stars every character") func protection() {
        let viewModel = LoginViewModel(environment: TestEnvironment().environment)
        viewModel.usernameChanged("ecerney")
        viewModel.usernameDidEndEditing()
        #expect(viewModel.username.value == "*******", "Every character is starred")
    }
}
