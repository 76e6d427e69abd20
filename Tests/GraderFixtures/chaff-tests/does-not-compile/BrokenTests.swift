import TestSupport
import Testing

@testable import TestingViewModels

@MainActor
@Suite("06.1 The form's rules, in order")
struct FormRulesTests {
    @Test("Calls an input that does not exist") func missingInput() {
        let viewModel = LoginViewModel(environment: TestEnvironment().environment)
        viewModel.signInTapped()
    }
}
