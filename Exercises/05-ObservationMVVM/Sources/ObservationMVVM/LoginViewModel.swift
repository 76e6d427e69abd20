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
///
/// TODO(05.1): make it observable (`@Observable`), and mark `@ObservationIgnored` what no screen reads,
/// directly or through a computed output.
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
    var isAuthenticateEnabled: Bool {
        // TODO(05.2): not while a sign-in is in flight.
        true
    }

    // MARK: State

    private let environment: AppEnvironment
    private var credentials = Credentials(username: "", password: "")

    /// Creates the view model of one sign-in screen.
    init(environment: AppEnvironment) {
        self.environment = environment
    }

    // MARK: Inputs

    /// Call when the screen is about to come on top: shows a fresh code and starts the 5-second timer.
    func viewWillAppear() {
        // TODO(05.2): show a fresh access code, and start a timer on environment.scheduler that shows
        // another every 5 s (scheduleRepeating(every:for:) holds the view model weakly).
    }

    /// Call when the screen is about to leave the top: stops the timer, and forgets the sign-in it led to.
    func viewWillDisappear() {
        // TODO(05.2): stop the timer, and set signedInUser back to nil.
    }

    /// Call when the username field starts editing: it shows the name as typed.
    func usernameDidBeginEditing() {
        // TODO(05.1): show the name as typed.
    }

    /// Call with the username field's new text after each keystroke.
    func usernameChanged(_ text: String) {
        // TODO(05.1): keep the name as typed in credentials, and show it.
    }

    /// Call when the username field stops editing: it shows the protected username.
    func usernameDidEndEditing() {
        // TODO(05.1): show protectedUsername.
    }

    /// Call with the password field's new text after each keystroke.
    func passwordChanged(_ text: String) {
        // TODO(05.1): keep the password in credentials, and show it.
    }

    /// Call when Authenticate is tapped (or Return is pressed in the password field).
    func authenticateTapped() {
        // TODO(05.1): show the first rule the form breaks (validationMessage), and send nothing.
        // TODO(05.2): otherwise send the form to environment.loginService (one request at a time), and
        // show its answer: the user and a clean form, or `Invalid credentials.`.
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
}
