import Foundation
import Observation
import ThreatKit

extension LoginView {
    /// The sign-in screen's state and rules, without a single view: the form, validation, the protected
    /// username, the access-code ticks and the sign-in.
    ///
    /// Nested in its view and owned by it (`@State`), as SwiftUI code keeps a screen's view model. Inputs are
    /// methods named for what happened ("Call when…"); outputs are observable properties named for what is
    /// shown, read-only outside (`private(set)`) and changed only by the inputs.
    ///
    /// Today every rule still lives in `LoginView`: move them here, task by task (README.md).
    @Observable
    @MainActor
    final class ViewModel {
        // MARK: Outputs

        /// The username field's text: the name as typed while it is being edited, protected (`****yst`)
        /// otherwise.
        private(set) var username = ""
        /// The password field's text.
        private(set) var password = ""
        /// The 6-digit access code: a fresh one when the screen appears and every 5 s while it is up.
        private(set) var accessCode = ""
        /// The message under the form: a validation rule, `Invalid credentials.`, or empty.
        private(set) var message = ""
        /// Whether a sign-in is in flight (the activity indicator).
        private(set) var isLoading = false
        /// The user once a sign-in succeeds, while the threats screen it leads to is up; `nil` otherwise.
        private(set) var signedInUser: User?

        /// Whether Authenticate can be tapped: not while a sign-in is in flight.
        var isAuthenticateEnabled: Bool {
            // TODO(08.2): false while a sign-in is in flight.
            true
        }

        // MARK: State

        @ObservationIgnored private let environment: AppEnvironment

        /// Creates the view model of one sign-in screen.
        ///
        /// It starts nothing: SwiftUI may make it again and drop it (README.md, task 08.4).
        init(environment: AppEnvironment) {
            self.environment = environment
        }

        // MARK: Inputs

        /// Call from the view's `.task`: shows a fresh code, then a new one every 5 s, until the task is
        /// cancelled (SwiftUI cancels it as the screen goes).
        func showAccessCodes() async {
            // TODO(08.2): a code from environment.loginService at once, then one per tick of
            // environment.clock.timer(interval: .seconds(5)).
        }

        /// Call when the username field starts editing: it shows the name as typed.
        func usernameDidBeginEditing() {
            // TODO(08.1): show the name as typed.
        }

        /// Call with the username field's new text after each keystroke.
        func usernameChanged(_ text: String) {
            // TODO(08.1): keep the name as typed, in the form the rules check, and show it.
        }

        /// Call when the username field stops editing: it shows the protected username.
        func usernameDidEndEditing() {
            // TODO(08.1): show the protected username, `analyst` → `****yst`.
        }

        /// Call with the password field's new text after each keystroke.
        func passwordChanged(_ text: String) {
            // TODO(08.1): keep the password (the form), and show it.
        }

        /// Call when Authenticate is tapped (or Return is pressed in the password field).
        func authenticateTapped() {
            // TODO(08.1): show the first rule the form breaks, and stop there.
            // TODO(08.2): send the form to environment.loginService in a Task the view model keeps; a tap
            // while one is in flight does nothing.
        }

        /// Call when the threats screen this sign-in led to has logged out: the sign-in screen is on top again.
        func loggedOut() {
            // TODO(08.2): the signed-in user is gone.
        }

        /// The view model of the threats screen a successful sign-in leads to.
        func makeThreatsViewModel() -> ThreatsView.ViewModel {
            ThreatsView.ViewModel(threatService: environment.threatService)
        }
    }
}
