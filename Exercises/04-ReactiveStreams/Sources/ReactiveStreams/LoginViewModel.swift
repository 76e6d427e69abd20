import Foundation
import Streams
import ThreatKit

/// The sign-in screen's state and rules as streams, without a single widget: the form, validation,
/// the protected username, the access-code timer and the call to the login service.
///
/// Inputs are methods named for what happened, which feed private subjects; outputs are streams
/// named for what is shown. State lives in relays, which replay their current value to a new
/// subscriber; one-off events (`signedIn`) go through a subject, which does not. Every subscription the
/// view model makes lives in its `DisposeBag`, so they all end when it goes.
///
/// Today the outputs are placeholders and the inputs' subjects lead nowhere. The relays, the rules and
/// `handle(_:)` are complete: what is missing is the streams between them (README.md, tasks 04.1 to 04.5).
@MainActor
final class LoginViewModel {
    private static let minimumUsernameLength = 4
    private static let minimumPasswordLength = 5
    private static let visibleUsernameSuffix = 3
    private static let accessCodeInterval: TimeInterval = 5

    // MARK: Outputs

    /// The username field's text: the name as typed while it is being edited, protected (`****yst`) otherwise.
    let username: Observable<String>
    /// The password field's text.
    let password: Observable<String>
    /// The 6-digit access code: a fresh one when the screen appears and every 5 s while it is up.
    let accessCode: Observable<String>
    /// The message under the form: a validation rule, `Invalid credentials.`, or empty.
    let message: Observable<String>
    /// Whether a sign-in is in flight (the activity indicator); repeats are dropped.
    let isLoading: Observable<Bool>
    /// Whether Authenticate can be tapped: not while a sign-in is in flight.
    let isAuthenticateEnabled: Observable<Bool>
    /// Sends the user once, each time a sign-in succeeds; a late subscriber hears nothing of earlier ones.
    let signedIn: Observable<User>

    // MARK: State

    /// What tapping Authenticate would do with the form as it is now.
    private enum Submission {
        case refuse(message: String)
        case send(Credentials)
    }

    /// What a sign-in says as it goes.
    private enum SignInEvent {
        case refused(message: String)
        case started
        case succeeded(User)
        case failed
    }

    private let environment: AppEnvironment
    private let typedUsername = BehaviorRelay(value: "")
    private let typedPassword = BehaviorRelay(value: "")
    private let isEditingUsername = BehaviorRelay(value: false)
    private let isOnScreen = BehaviorRelay(value: false)
    private let isSigningIn = BehaviorRelay(value: false)
    private let currentMessage = BehaviorRelay(value: "")
    private let signedInUsers = PublishSubject<User>()
    // The inputs, as streams. Private: only the methods above send into them, so nothing outside the
    // view model can end one (a `completed` would stop the screen for good).
    private let viewWillAppearSubject = PublishSubject<Void>()
    private let viewWillDisappearSubject = PublishSubject<Void>()
    private let usernameDidBeginEditingSubject = PublishSubject<Void>()
    private let usernameChangedSubject = PublishSubject<String>()
    private let usernameDidEndEditingSubject = PublishSubject<Void>()
    private let passwordChangedSubject = PublishSubject<String>()
    private let authenticateTappedSubject = PublishSubject<Void>()
    private let bag = DisposeBag()

    /// Creates the view model of one sign-in screen.
    init(environment: AppEnvironment) {
        self.environment = environment

        // TODO(04.1): the name as typed while it is being edited, Self.protected(_:) otherwise: it follows
        // both typedUsername and isEditingUsername (README: combining two streams).
        username = Observable.just("")
        // TODO(04.1): what typedPassword holds.
        password = Observable.just("")
        // TODO(04.1): what currentMessage holds.
        message = Observable.just("")
        // TODO(04.2): whether isSigningIn, each change once.
        isLoading = Observable.just(false)
        // TODO(04.2): whether not isSigningIn, each change once.
        isAuthenticateEnabled = Observable.just(true)
        // TODO(04.2): from signedInUsers, a subject: a late subscriber hears no earlier sign-in.
        signedIn = Observable.empty()
        // TODO(04.3): a fresh code when the screen appears and every accessCodeInterval while isOnScreen, no
        // timer while away; one timer and the same codes for every subscriber (README: why share).
        accessCode = Observable.empty()

        bindInputs()
    }

    private func bindInputs() {
        // TODO(04.1): each editing input's subject into its relay, so the form's state lives in one place:
        // usernameDidBeginEditingSubject and usernameDidEndEditingSubject into isEditingUsername, the typed
        // texts (usernameChangedSubject, passwordChangedSubject) into typedUsername and typedPassword. Every
        // subscription goes in bag, which ends it with the view model.
        // TODO(04.1): each tap in authenticateTappedSubject judges the form as it is at the tap
        // (Self.submission of both texts); a refused form goes to handle(_:) as SignInEvent.refused. Typing
        // alone judges nothing.
        // TODO(04.2): a tap while signing in does nothing; a valid form goes to environment.loginService,
        // and the attempt reaches handle(_:) as .started, then .succeeded or .failed. A failure is caught
        // per attempt: an error would end the taps' stream, and the next tap would do nothing.
        // TODO(04.3): viewWillAppearSubject and viewWillDisappearSubject into isOnScreen.
        // TODO(04.5): nothing here may keep the view model alive: every closure captures [weak self] or
        // only the relays it needs ([isOnScreen]), and every subscription goes in bag.
    }

    // MARK: Inputs

    /// Call when the screen is about to come on top: shows a fresh code and starts the 5-second timer.
    func viewWillAppear() {
        viewWillAppearSubject.onNext(())
    }

    /// Call when the screen is about to leave the top: stops the timer.
    func viewWillDisappear() {
        viewWillDisappearSubject.onNext(())
    }

    /// Call when the username field starts editing: it shows the name as typed.
    func usernameDidBeginEditing() {
        usernameDidBeginEditingSubject.onNext(())
    }

    /// Call with the username field's new text after each keystroke.
    func usernameChanged(_ text: String) {
        usernameChangedSubject.onNext(text)
    }

    /// Call when the username field stops editing: it shows the protected username.
    func usernameDidEndEditing() {
        usernameDidEndEditingSubject.onNext(())
    }

    /// Call with the password field's new text after each keystroke.
    func passwordChanged(_ text: String) {
        passwordChangedSubject.onNext(text)
    }

    /// Call when Authenticate is tapped (or Return is pressed in the password field).
    func authenticateTapped() {
        authenticateTappedSubject.onNext(())
    }

    /// The view model of the threats screen a successful sign-in leads to.
    func makeThreatsViewModel() -> ThreatsViewModel {
        ThreatsViewModel(threatService: environment.threatService)
    }

    // MARK: Rules

    /// `analyst` → `****yst`: every character but the last 3 starred, for names of 4 or more, trimmed first.
    ///
    /// Characters are what a person sees (`Character`), so `👍🏽` is one and stays whole.
    private static func protected(_ username: String) -> String {
        let name = username.trimmingCharacters(in: .whitespacesAndNewlines)
        guard name.count > visibleUsernameSuffix else { return name }
        return String(repeating: "*", count: name.count - visibleUsernameSuffix) + name.suffix(visibleUsernameSuffix)
    }

    /// What Authenticate does with this form: the first rule it breaks, in order, or the credentials to send.
    private static func submission(username: String, password: String) -> Submission {
        let username = username.trimmingCharacters(in: .whitespacesAndNewlines)
        if username.isEmpty || password.isEmpty {
            return .refuse(message: "Username and password are required.")
        }
        if username.count < minimumUsernameLength {
            return .refuse(message: "Username needs to be at least \(minimumUsernameLength) characters long.")
        }
        if password.count < minimumPasswordLength {
            return .refuse(message: "Password needs to be at least \(minimumPasswordLength) characters long.")
        }
        return .send(Credentials(username: username, password: password))
    }

    private func handle(_ event: SignInEvent) {
        switch event {
        case .refused(let message):
            currentMessage.accept(message)
        case .started:
            currentMessage.accept("")
            isSigningIn.accept(true)
        case .failed:
            isSigningIn.accept(false)
            currentMessage.accept("Invalid credentials.")
        case .succeeded(let user):
            isSigningIn.accept(false)
            // Forget the form once signed in, so the password does not linger and logging out shows an empty screen.
            typedUsername.accept("")
            typedPassword.accept("")
            currentMessage.accept("")
            signedInUsers.onNext(user)
        }
    }
}
