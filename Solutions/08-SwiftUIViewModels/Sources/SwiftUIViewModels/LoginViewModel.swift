import Foundation
import Observation
import ThreatKit

extension LoginView {
    /// The sign-in screen's state and rules, without a single view: the form, validation, the protected
    /// username, the access-code ticks and the sign-in.
    ///
    /// Nested in its view and owned by it (`@State`), as SwiftUI code keeps a screen's view model. Inputs are
    /// methods named for what happened ("Call when…"); outputs are observable properties named for what is
    /// shown, read-only outside (`private(set)`) and changed only by the inputs. The view's `body` reads
    /// them and is evaluated again when one it read changes, so every rule here is tested by calling inputs
    /// and reading properties (`LoginViewModelTests`). Work in flight is async: the access-code ticks run
    /// in the view's `.task`, and a sign-in in a `Task` of its own.
    @Observable
    @MainActor
    final class ViewModel {
        private static let minimumUsernameLength = 4
        private static let minimumPasswordLength = 5
        private static let visibleUsernameSuffix = 3
        private static let accessCodeInterval: Duration = .seconds(5)

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
        ///
        /// Computed, and observed all the same: reading it tracks ``isLoading``.
        var isAuthenticateEnabled: Bool { !isLoading }

        // MARK: State

        @ObservationIgnored private let environment: AppEnvironment
        @ObservationIgnored private var credentials = Credentials(username: "", password: "")
        /// The sign-in waiting for its answer; `nil` when none is.
        @ObservationIgnored private var signIn: Task<Void, Never>?

        /// Creates the view model of one sign-in screen.
        init(environment: AppEnvironment) {
            self.environment = environment
        }

        isolated deinit {
            signIn?.cancel()
        }

        // MARK: Inputs

        /// Call from the view's `.task`: shows a fresh code, then a new one every 5 s, until the task is
        /// cancelled (SwiftUI cancels it as the screen goes).
        func showAccessCodes() async {
            showNewAccessCode()
            for await _ in environment.clock.timer(interval: Self.accessCodeInterval) {
                showNewAccessCode()
            }
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
            guard signIn == nil else { return }
            if let validationMessage {
                message = validationMessage
                return
            }
            message = ""
            isLoading = true
            let request = Credentials(username: trimmedUsername, password: credentials.password)
            let loginService = environment.loginService
            // Immediate: the request goes out now, as Authenticate is tapped, not a turn of the main actor later.
            signIn = Task.immediate { [weak self] in
                do throws(RequestError<LoginError>) {
                    let user = try await loginService.logIn(request)
                    self?.signedIn(as: user)
                } catch {
                    switch error {
                    case .failed: self?.signInFailed()
                    case .cancelled: break  // Nobody is waiting for this answer any more.
                    }
                }
            }
        }

        /// Call when the threats screen this sign-in led to has logged out: the sign-in screen is on top again.
        func loggedOut() {
            signedInUser = nil
        }

        /// The view model of the threats screen a successful sign-in leads to.
        func makeThreatsViewModel() -> ThreatsView.ViewModel {
            ThreatsView.ViewModel(threatService: environment.threatService)
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

        private func signedIn(as user: User) {
            signIn = nil
            isLoading = false
            clearForm()
            signedInUser = user
        }

        private func signInFailed() {
            signIn = nil
            isLoading = false
            message = "Invalid credentials."
        }

        /// Forgets the form once signed in, so the password does not linger and logging out shows an empty
        /// screen.
        private func clearForm() {
            credentials = Credentials(username: "", password: "")
            username = ""
            password = ""
            message = ""
        }
    }
}
