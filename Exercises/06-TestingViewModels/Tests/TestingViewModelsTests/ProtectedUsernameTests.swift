import TestSupport
import Testing
import ThreatKit

@testable import TestingViewModels

@MainActor
@Suite("06.2 The protected username")
struct ProtectedUsernameTests {
    let test = TestEnvironment()
    let viewModel: LoginViewModel

    init() {
        viewModel = LoginViewModel(environment: test.environment)
    }

    // TODO(06.2): record `viewModel.username` while a name is typed, editing ends and starts again; then
    // names of 3 and 4 characters, a name with an emoji or an accent, and a name with spaces around it.
}
