import Foundation
import ThreatKit

/// The sign-in screen's form and rules, without a single widget: validation, the protected username
/// and the call to the login service.
///
/// Inputs are methods named for what happened ("Call when…"); outputs are read-only properties named
/// for what is shown. Nothing announces a change yet: the view controller calls an input, then reads
/// the outputs again. Exercise 02 replaces that with boxes that announce themselves.
///
/// Today every rule still lives in `LoginViewController`: move them here, task by task (README.md).
@MainActor
final class LoginViewModel {
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
    var isAuthenticateEnabled: Bool {
        // TODO(01.3): false while a sign-in is in flight.
        true
    }
    /// The user once the latest sign-in succeeded; `nil` before, and from the moment another is sent.
    private(set) var signedInUser: User?

    // MARK: State

    private let environment: AppEnvironment

    /// Creates the view model of one sign-in screen.
    init(environment: AppEnvironment) {
        self.environment = environment
    }

    // MARK: Inputs

    /// Call when the username field starts editing: it shows the name as typed.
    func usernameDidBeginEditing() {
        // TODO(01.2): show the name as typed.
    }

    /// Call with the username field's new text after each keystroke.
    func usernameChanged(_ text: String) {
        // TODO(01.1): keep the name as typed, in the form: the rules check it.
        // TODO(01.2): show it.
    }

    /// Call when the username field stops editing: it shows the protected username.
    func usernameDidEndEditing() {
        // TODO(01.2): show the protected username, `analyst` → `****yst`.
    }

    /// Call with the password field's new text after each keystroke.
    func passwordChanged(_ text: String) {
        // TODO(01.1): keep the password (the form), and show it.
    }

    /// Call when Authenticate is tapped (or Return is pressed in the password field).
    ///
    /// A form that breaks a rule gets its message at once and is not sent. Otherwise the login service
    /// answers 2 seconds later, and `completion` is called then, once, for the screen to show the outcome.
    func authenticateTapped(completion: @escaping @MainActor () -> Void) {
        // TODO(01.3): first, while a sign-in is in flight, a tap does nothing at all.
        // TODO(01.1): show the first rule the form breaks, and stop there.
        // TODO(01.3): send the form to environment.loginService (clearing message and signedInUser),
        // and call completion when it answers.
    }
}
