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

    // TODO(06.4): a sign-in that succeeds (the answer takes 2 s: record `isLoading`,
    // `isAuthenticateEnabled`, `signedInUser` and the form), one that is refused (`analyst` with `swift`)
    // and then corrected, a second tap while signing in, and the screen appearing again after a sign-in.
}
