import Foundation
import ThreatKit

/// The sign-in screen's state and rules, without a single widget: the form, validation, the protected
/// username, the access-code timer and the call to the login service.
///
/// Inputs are methods named for what happened ("Call when…"); outputs are boxes named for what is shown
/// ("Emits when…"). The view controller binds the boxes to widgets and forwards events, nothing more,
/// so every rule here is tested by calling inputs and reading boxes (`LoginViewModelTests`).
@MainActor
final class LoginViewModel {
    private static let minimumUsernameLength = 4
    private static let minimumPasswordLength = 5
    private static let visibleUsernameSuffix = 3
    private static let accessCodeInterval: TimeInterval = 5

    // MARK: Outputs

    /// The username field's text: the name as typed while it is being edited, protected (`****yst`) otherwise.
    let username = Box("")
    /// The password field's text.
    let password = Box("")
    /// The 6-digit access code: a fresh one when the screen appears and every 5 s while it is up.
    let accessCode = Box("")
    /// The message under the form: a validation rule, `Invalid credentials.`, or empty.
    let message = Box("")
    /// Whether a sign-in is in flight (the activity indicator).
    let isLoading = Box(false)
    /// Whether Authenticate can be tapped: not while a sign-in is in flight.
    let isAuthenticateEnabled = Box(true)
    /// The user once a sign-in succeeds; `nil` until then and again whenever the screen reappears.
    let signedInUser = Box<User?>(nil)

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
        signedInUser.value = nil
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
        username.value = credentials.username
    }

    /// Call with the username field's new text after each keystroke.
    func usernameChanged(_ text: String) {
        credentials.username = text
        username.value = text
    }

    /// Call when the username field stops editing: it shows the protected username.
    func usernameDidEndEditing() {
        username.value = protectedUsername
    }

    /// Call with the password field's new text after each keystroke.
    func passwordChanged(_ text: String) {
        credentials.password = text
        password.value = text
    }

    /// Call when Authenticate is tapped (or Return is pressed in the password field).
    func authenticateTapped() {
        guard signInRequest == nil else { return }
        if let validationMessage {
            message.value = validationMessage
            return
        }
        message.value = ""
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
        accessCode.value = environment.loginService.makeAccessCode()
    }

    private func signInFinished(with result: Result<User, LoginError>) {
        signInRequest = nil
        setLoading(false)
        switch result {
        case .success(let user):
            clearForm()
            signedInUser.value = user
        case .failure:
            message.value = "Invalid credentials."
        }
    }

    private func setLoading(_ loading: Bool) {
        isLoading.value = loading
        isAuthenticateEnabled.value = !loading
    }

    /// Forgets the form once signed in, so the password does not linger and logging out shows an empty screen.
    private func clearForm() {
        credentials = Credentials(username: "", password: "")
        username.value = ""
        password.value = ""
        message.value = ""
    }
}
