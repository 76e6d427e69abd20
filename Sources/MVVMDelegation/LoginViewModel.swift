import Foundation
import ThreatKit

/// The sign-in screen's state and rules, without a single widget: the form, validation, the protected
/// username, the access-code timer and the call to the login service.
///
/// Inputs are methods named for what happened ("Call when…"); outputs are read-only properties named
/// for what is shown, each change announced to the ``delegate``. The view controller shows what it is
/// told and forwards events, nothing more, so every rule here is tested by calling inputs and recording
/// the delegate's calls (`LoginViewModelTests`).
@MainActor
final class LoginViewModel {
    private static let minimumUsernameLength = 4
    private static let minimumPasswordLength = 5
    private static let visibleUsernameSuffix = 3
    private static let accessCodeInterval: TimeInterval = 5

    /// Hears every change.
    ///
    /// Weak, as delegates are: the view controller owns this view model.
    weak var delegate: (any LoginViewModelDelegate)?

    // MARK: Outputs

    /// The username field's text: the name as typed while it is being edited, protected (`****yst`) otherwise.
    private(set) var username = "" {
        didSet { delegate?.loginViewModel(self, didUpdateUsername: username) }
    }
    /// The password field's text.
    private(set) var password = "" {
        didSet { delegate?.loginViewModel(self, didUpdatePassword: password) }
    }
    /// The 6-digit access code: a fresh one when the screen appears and every 5 s while it is up.
    private(set) var accessCode = "" {
        didSet { delegate?.loginViewModel(self, didUpdateAccessCode: accessCode) }
    }
    /// The message under the form: a validation rule, `Invalid credentials.`, or empty.
    private(set) var message = "" {
        didSet { delegate?.loginViewModel(self, didUpdateMessage: message) }
    }
    /// Whether a sign-in is in flight (the activity indicator).
    private(set) var isLoading = false {
        didSet { delegate?.loginViewModel(self, didChangeLoading: isLoading) }
    }
    /// Whether Authenticate can be tapped: not while a sign-in is in flight.
    private(set) var isAuthenticateEnabled = true {
        didSet { delegate?.loginViewModel(self, didChangeAuthenticateEnabled: isAuthenticateEnabled) }
    }

    // MARK: State

    private let environment: AppEnvironment
    private var credentials = Credentials(username: "", password: "")
    private var accessCodeTimer: (any Cancellable)?
    private var signInRequest: (any Cancellable)?

    /// Creates the view model of one sign-in screen.
    init(environment: AppEnvironment) {
        self.environment = environment
    }

    // MARK: Inputs

    /// Call when the screen is about to come on top: shows a fresh code and starts the 5-second timer.
    func viewWillAppear() {
        showNewAccessCode()
        accessCodeTimer?.cancel()
        // Held weakly: the timer never keeps this view model alive, and stops by itself once it is gone.
        accessCodeTimer = environment.scheduler.scheduleRepeating(every: Self.accessCodeInterval, for: self) {
            $0.showNewAccessCode()
        }
    }

    /// Call when the screen is about to leave the top: stops the timer.
    func viewWillDisappear() {
        accessCodeTimer?.cancel()
        accessCodeTimer = nil
    }

    /// Call when the username field starts editing: it shows the name as typed.
    func usernameDidBeginEditing() {
        username = credentials.username
    }

    /// Call with the username field's new text after each keystroke.
    func usernameChanged(_ text: String) {
        credentials.username = text
        username = text
    }

    /// Call when the username field stops editing: it shows the protected username.
    func usernameDidEndEditing() {
        username = protectedUsername
    }

    /// Call with the password field's new text after each keystroke.
    func passwordChanged(_ text: String) {
        credentials.password = text
        password = text
    }

    /// Call when Authenticate is tapped (or Return is pressed in the password field).
    func authenticateTapped() {
        guard signInRequest == nil else { return }
        if let validationMessage {
            message = validationMessage
            return
        }
        message = ""
        setLoading(true)
        let request = Credentials(username: trimmedUsername, password: credentials.password)
        signInRequest = environment.loginService.logIn(request) { [weak self] result in
            self?.signInFinished(with: result)
        }
    }

    /// The view model of the threats screen a successful sign-in leads to.
    func makeThreatsViewModel() -> ThreatsViewModel {
        ThreatsViewModel(threatService: environment.threatService)
    }

    // MARK: Rules

    /// The username as it is checked and sent: without leading or trailing whitespace.
    private var trimmedUsername: String {
        credentials.username.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `analyst` → `****yst`: every character but the last 3 starred, for names of 4 or more.
    ///
    /// Characters are what a person sees (`Character`), so `👍🏽` is one and stays whole.
    private var protectedUsername: String {
        let name = trimmedUsername
        guard name.count > Self.visibleUsernameSuffix else { return name }
        return String(repeating: "*", count: name.count - Self.visibleUsernameSuffix)
            + name.suffix(Self.visibleUsernameSuffix)
    }

    /// The first rule the form breaks, in order, or `nil` when it may be sent.
    private var validationMessage: String? {
        if trimmedUsername.isEmpty || credentials.password.isEmpty {
            return "Username and password are required."
        }
        if trimmedUsername.count < Self.minimumUsernameLength {
            return "Username needs to be at least \(Self.minimumUsernameLength) characters long."
        }
        if credentials.password.count < Self.minimumPasswordLength {
            return "Password needs to be at least \(Self.minimumPasswordLength) characters long."
        }
        return nil
    }

    private func showNewAccessCode() {
        accessCode = environment.loginService.makeAccessCode()
    }

    private func signInFinished(with result: Result<User, LoginError>) {
        signInRequest = nil
        setLoading(false)
        switch result {
        case .success(let user):
            clearForm()
            delegate?.loginViewModel(self, didSignInAs: user)
        case .failure:
            message = "Invalid credentials."
        }
    }

    private func setLoading(_ loading: Bool) {
        isLoading = loading
        isAuthenticateEnabled = !loading
    }

    /// Forgets the form once signed in, so the password does not linger and logging out shows an empty screen.
    private func clearForm() {
        credentials = Credentials(username: "", password: "")
        username = ""
        password = ""
        message = ""
    }
}
