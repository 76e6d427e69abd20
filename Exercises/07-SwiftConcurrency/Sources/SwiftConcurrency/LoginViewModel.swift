import Foundation
import ThreatKit

/// The sign-in screen's state and rules, without a single widget, with its effects written as async
/// code: the form, validation, the protected username, the access-code ticks and the sign-in.
///
/// Inputs are methods named for what happened ("Call when…"); outputs are ``Output``s, async sequences
/// the view controller iterates. Work in flight is a `Task`: the access-code ticks while the screen is
/// on top, a sign-in while it waits for its answer. Cancelling the task is how that work stops.
@MainActor
final class LoginViewModel {
    private static let minimumUsernameLength = 4
    private static let minimumPasswordLength = 5
    private static let visibleUsernameSuffix = 3
    private static let accessCodeInterval: Duration = .seconds(5)

    // MARK: Outputs

    /// The username field's text: the name as typed while it is being edited, protected (`****yst`) otherwise.
    let username = Output("")
    /// The password field's text.
    let password = Output("")
    /// The 6-digit access code: a fresh one when the screen appears and every 5 s while it is up.
    let accessCode = Output("")
    /// The message under the form: a validation rule, `Invalid credentials.`, or empty.
    let message = Output("")
    /// Whether a sign-in is in flight (the activity indicator).
    let isLoading = Output(false)
    /// Whether Authenticate can be tapped: not while a sign-in is in flight.
    let isAuthenticateEnabled = Output(true)
    /// The user once a sign-in succeeds; `nil` until then and again whenever the screen reappears.
    let signedInUser = Output<User?>(nil)

    // MARK: State

    private let environment: AppEnvironment
    private var credentials = Credentials(username: "", password: "")
    /// Shows a new access code on each tick, while the screen is on top.
    private var accessCodeTicks: Task<Void, Never>?
    /// The sign-in waiting for its answer; `nil` when none is.
    private var signIn: Task<Void, Never>?

    /// Creates the view model of one sign-in screen.
    init(environment: AppEnvironment) {
        self.environment = environment
    }

    isolated deinit {
        accessCodeTicks?.cancel()
        signIn?.cancel()
    }

    // MARK: Inputs

    /// Call when the screen is about to come on top: shows a fresh code and starts the 5-second ticks.
    func viewWillAppear() {
        accessCodeTicks?.cancel()
        signedInUser.send(nil)
        showNewAccessCode()
        // TODO(07.2): start `accessCodeTicks`: a task that loops over `environment.clock.timer(interval:)`
        // and shows a new code on each tick, without keeping `self` alive.
    }

    /// Call when the screen is about to leave the top: cancelling the task stops the ticks.
    func viewWillDisappear() {
        accessCodeTicks?.cancel()
        accessCodeTicks = nil
    }

    /// Call when the username field starts editing: it shows the name as typed.
    func usernameDidBeginEditing() {
        username.send(credentials.username)
    }

    /// Call with the username field's new text after each keystroke.
    func usernameChanged(_ text: String) {
        credentials.username = text
        username.send(text)
    }

    /// Call when the username field stops editing: it shows the protected username.
    func usernameDidEndEditing() {
        username.send(protectedUsername)
    }

    /// Call with the password field's new text after each keystroke.
    func passwordChanged(_ text: String) {
        credentials.password = text
        password.send(text)
    }

    /// Call when Authenticate is tapped (or Return is pressed in the password field).
    func authenticateTapped() {
        // TODO(07.1): one sign-in at a time: a tap while one is in flight sends nothing.
        if let validationMessage {
            message.send(validationMessage)
            return
        }
        message.send("")
        setLoading(true)
        let request = Credentials(username: trimmedUsername, password: credentials.password)
        // TODO(07.1): in a task kept in `signIn` (Task.immediate, capturing self weakly), sign in with
        // `try await loginService.logIn(request)`, then `signedIn(as:)`; in `do throws(RequestError<LoginError>)`,
        // switch over the caught error: `.failed`, `signInFailed()`; `.cancelled`, nothing. README: 07.1.
        _ = request
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
        accessCode.send(environment.loginService.makeAccessCode())
    }

    private func signedIn(as user: User) {
        signIn = nil
        setLoading(false)
        clearForm()
        signedInUser.send(user)
    }

    private func signInFailed() {
        signIn = nil
        setLoading(false)
        message.send("Invalid credentials.")
    }

    private func setLoading(_ loading: Bool) {
        isLoading.send(loading)
        isAuthenticateEnabled.send(!loading)
    }

    /// Forgets the form once signed in, so the password does not linger and logging out shows an empty screen.
    private func clearForm() {
        credentials = Credentials(username: "", password: "")
        username.send("")
        password.send("")
        message.send("")
    }
}
