import Foundation
import ThreatKit

/// The sign-in screen's form and rules, without a single widget: validation, the protected username
/// and the call to the login service.
///
/// Inputs are methods named for what happened ("Call when…"); outputs are read-only properties named
/// for what is shown. Nothing announces a change yet: the view controller calls an input, then reads
/// the outputs again. Exercise 02 replaces that with boxes that announce themselves.
@MainActor
final class LoginViewModel {
    private static let minimumUsernameLength = 4
    private static let minimumPasswordLength = 5
    private static let visibleUsernameSuffix = 3

    // MARK: Outputs

    /// The username field's text: the name as typed while it is being edited, protected (`****yst`) otherwise.
    private(set) var username = ""
    /// The password field's text.
    private(set) var password = ""
    /// The message under the form: a validation rule, `Invalid credentials.`, or empty.
    private(set) var message = ""
    /// Whether a sign-in is in flight (the activity indicator).
    private(set) var isLoading = false
    /// Whether Authenticate can be tapped: not while a sign-in is in flight.
    var isAuthenticateEnabled: Bool { !isLoading }
    /// The user once the latest sign-in succeeded; `nil` before, and from the moment another is sent.
    private(set) var signedInUser: User?

    // MARK: State

    private let environment: AppEnvironment
    private var credentials = Credentials(username: "", password: "")
    private var signInRequest: (any Cancellable)?

    /// Creates the view model of one sign-in screen.
    init(environment: AppEnvironment) {
        self.environment = environment
    }

    // MARK: Inputs

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
    ///
    /// A form that breaks a rule gets its message at once and is not sent. Otherwise the login service
    /// answers 2 seconds later, and `completion` is called then, once, for the screen to show the outcome.
    func authenticateTapped(completion: @escaping @MainActor () -> Void) {
        guard signInRequest == nil else { return }
        if let validationMessage {
            message = validationMessage
            return
        }
        message = ""
        signedInUser = nil
        isLoading = true
        let request = Credentials(username: trimmedUsername, password: credentials.password)
        signInRequest = environment.loginService.logIn(request) { [weak self] result in
            self?.signInFinished(with: result)
            completion()
        }
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
