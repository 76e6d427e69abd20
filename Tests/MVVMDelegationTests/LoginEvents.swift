import ThreatKit

@testable import MVVMDelegation

/// Records, in order, everything a sign-in view model announces to its delegate.
@MainActor
final class LoginEvents: LoginViewModelDelegate {
    enum Event: Equatable {
        case username(String)
        case password(String)
        case accessCode(String)
        case message(String)
        case loading(Bool)
        case authenticateEnabled(Bool)
        case signedIn(User)
    }

    private(set) var events: [Event] = []

    /// Starts recording what `viewModel` announces.
    init(_ viewModel: LoginViewModel) {
        viewModel.delegate = self
    }

    var accessCodes: [String] { events.compactMap { if case .accessCode(let code) = $0 { code } else { nil } } }
    var usernames: [String] { events.compactMap { if case .username(let text) = $0 { text } else { nil } } }
    var messages: [String] { events.compactMap { if case .message(let text) = $0 { text } else { nil } } }

    func loginViewModel(_ viewModel: LoginViewModel, didUpdateUsername username: String) {
        events.append(.username(username))
    }

    func loginViewModel(_ viewModel: LoginViewModel, didUpdatePassword password: String) {
        events.append(.password(password))
    }

    func loginViewModel(_ viewModel: LoginViewModel, didUpdateAccessCode accessCode: String) {
        events.append(.accessCode(accessCode))
    }

    func loginViewModel(_ viewModel: LoginViewModel, didUpdateMessage message: String) {
        events.append(.message(message))
    }

    func loginViewModel(_ viewModel: LoginViewModel, didChangeLoading isLoading: Bool) {
        events.append(.loading(isLoading))
    }

    func loginViewModel(_ viewModel: LoginViewModel, didChangeAuthenticateEnabled isEnabled: Bool) {
        events.append(.authenticateEnabled(isEnabled))
    }

    func loginViewModel(_ viewModel: LoginViewModel, didSignInAs user: User) {
        events.append(.signedIn(user))
    }
}
