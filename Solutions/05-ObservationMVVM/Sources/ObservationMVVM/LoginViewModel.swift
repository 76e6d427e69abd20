import Foundation
import Observation
import ThreatKit

/// The sign-in screen's state and rules, without a single widget: the form, validation, the protected
/// username, the access-code timer and the call to the login service.
///
/// Inputs are methods named for what happened ("Call when…"); outputs are observable properties named
/// for what is shown, read-only outside (`private(set)`) and changed only by the inputs. The view
/// controller reads them inside `withObservationTracking` and draws again when they change, so every
/// rule here is tested by calling inputs and reading properties (`LoginViewModelTests`).
@Observable
@MainActor
final class LoginViewModel {
    private static let minimumUsernameLength = 4
    private static let minimumPasswordLength = 5
    private static let visibleUsernameSuffix = 3
    private static let accessCodeInterval: TimeInterval = 5

    // MARK: Outputs

    /// The username field's text: the name as typed while it is being edited, protected (`****yst`) otherwise.
    private(set) var username = ""
    /// The password field's text.
    private(set) var password = ""
    /// The 6-digit access code: a fresh one when the screen appears and every 5 s while it is up.
    private(set) var accessCode = ""
    /// The message under the form: a validation rule, `Invalid credentials.`, or empty.
    private(set) var message = ""
    /// Whether a sign-in is in flight (the activity indicator).
    private(set) var isLoading = false
    /// The user once a sign-in succeeds; `nil` until then and again once the screen has left.
    private(set) var signedInUser: User?

    /// Whether Authenticate can be tapped: not while a sign-in is in flight.
    ///
    /// Computed, and observed all the same: reading it tracks ``isLoading``.
    var isAuthenticateEnabled: Bool { !isLoading }

    // MARK: State

    @ObservationIgnored private let environment: AppEnvironment
    @ObservationIgnored private var credentials = Credentials(username: "", password: "")
    @ObservationIgnored private var accessCodeTimer: (any Cancellable)?
    @ObservationIgnored private var signInRequest: (any Cancellable)?

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

    /// Call when the screen is about to leave the top: stops the timer, and forgets the sign-in it led to.
    func viewWillDisappear() {
        accessCodeTimer?.cancel()
        accessCodeTimer = nil
        signedInUser = nil
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
        isLoading = true
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
        isLoading = false
        switch result {
        case .success(let user):
            clearForm()
            signedInUser = user
        case .failure:
            message = "Invalid credentials."
        }
    }

    /// Forgets the form once signed in, so the password does not linger and logging out shows an empty screen.
    private func clearForm() {
        credentials = Credentials(username: "", password: "")
        username = ""
        password = ""
        message = ""
    }
}
