import TestSupport
import Testing
import ThreatKit

@testable import TestingViewModels

/// Tests that drive every input and assert nothing: they pass against anything.
@MainActor
@Suite("06.1 The form's rules, in order")
struct FormRulesTests {
    @Test("Taps Authenticate on forms") func forms() {
        let viewModel = LoginViewModel(environment: TestEnvironment().environment)
        for (username, password) in [("", ""), ("abc", "Swift"), ("analyst", "Swif"), ("analyst", "Swift")] {
            viewModel.usernameChanged(username)
            viewModel.passwordChanged(password)
            viewModel.authenticateTapped()
        }
    }
}

@MainActor
@Suite("06.2 The protected username")
struct ProtectedUsernameTests {
    @Test("Types a name") func typing() {
        let viewModel = LoginViewModel(environment: TestEnvironment().environment)
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged("ecerney")
        viewModel.usernameDidEndEditing()
    }
}

@MainActor
@Suite("06.3 The access code and its timer")
struct AccessCodeTests {
    @Test("Appears and waits") func timer() {
        let test = TestEnvironment()
        let viewModel = LoginViewModel(environment: test.environment)
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 10)
        viewModel.viewWillDisappear()
    }
}

@MainActor
@Suite("06.4 Signing in")
struct SignInTests {
    @Test("Signs in") func signIn() {
        let test = TestEnvironment()
        let viewModel = LoginViewModel(environment: test.environment)
        viewModel.usernameChanged("analyst")
        viewModel.passwordChanged("Swift")
        viewModel.authenticateTapped()
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 2)
    }
}

@MainActor
@Suite("06.5 Paging and Retry")
struct PagingTests {
    @Test("Loads pages") func paging() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 1)
        viewModel.loadMoreTapped()
        test.scheduler.advance(by: 1)
        viewModel.retryTapped()
        test.scheduler.advance(by: 1)
    }
}

@MainActor
@Suite("06.6 Deleting and logging out")
struct DeleteAndLogoutTests {
    @Test("Deletes and logs out") func deleteAndLogout() {
        let test = TestEnvironment()
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 1)
        viewModel.rowDeleted(at: 0)
        viewModel.loadMoreTapped()
        viewModel.logoutTapped()
    }
}
