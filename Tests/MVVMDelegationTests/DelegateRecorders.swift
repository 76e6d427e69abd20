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

/// Records, in order, everything a threats view model announces to its delegate.
@MainActor
final class ThreatsEvents: ThreatsViewModelDelegate {
    enum Event: Equatable {
        case insert([Int])
        case delete([Int])
        case loading(Bool)
        case loadMoreVisible(Bool)
        case loadMoreEnabled(Bool)
        case message(String)
        case failed(String)
    }

    private(set) var events: [Event] = []

    /// Starts recording what `viewModel` announces.
    init(_ viewModel: ThreatsViewModel) {
        viewModel.delegate = self
    }

    /// Only the row announcements, in order.
    var rowChanges: [Event] {
        events.filter {
            switch $0 {
            case .insert, .delete: true
            default: false
            }
        }
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didInsertRowsAt rows: [Int]) {
        events.append(.insert(rows))
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didDeleteRowsAt rows: [Int]) {
        events.append(.delete(rows))
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoading isLoading: Bool) {
        events.append(.loading(isLoading))
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoadMoreVisible isVisible: Bool) {
        events.append(.loadMoreVisible(isVisible))
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoadMoreEnabled isEnabled: Bool) {
        events.append(.loadMoreEnabled(isEnabled))
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didUpdateMessage message: String) {
        events.append(.message(message))
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didFailWith errorMessage: String) {
        events.append(.failed(errorMessage))
    }
}
