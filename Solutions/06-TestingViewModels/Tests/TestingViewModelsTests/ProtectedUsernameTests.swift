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

    @Test("The username shows as typed while editing and protected after: ecerney → ****ney")
    func typedThenProtected() {
        let username = Recorder(viewModel.username)
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged("e")
        viewModel.usernameChanged("ecerney")
        viewModel.usernameDidEndEditing()
        viewModel.usernameDidBeginEditing()
        #expect(username.values == ["", "", "e", "ecerney", "****ney", "ecerney"])
    }

    @Test(
        "Protection stars all but the last 3 characters a person sees, of the trimmed name",
        arguments: [
            ("abc", "abc"), ("abcd", "*bcd"), ("xy👍🏽z1", "**👍🏽z1"), ("jose\u{301}", "*ose\u{301}"),
            ("  analyst  ", "****yst"), ("", ""),
        ]
    )
    func protection(typed: String, shown: String) {
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(typed)
        viewModel.usernameDidEndEditing()
        #expect(viewModel.username.value == shown)
    }
}
