import Foundation
import HeadlessUI
import ThreatKit

/// The sign-in screen in classic MVC: this controller owns the widgets, the form, the rules and the
/// calls to the login service.
///
/// It works, and it is the workshop's "before" picture: validation, masking, the access-code timer
/// and sign-in all live beside the widgets, so none of them can be tested without building the screen.
///
/// TODO(01.4): once LoginViewModel holds the rules (tasks 01.1 to 01.3), make this controller create
/// one, forward every event to it, and show its outputs; keep the access-code timer here for now.
final class LoginViewController: ViewController, TextFieldDelegate {
    private static let minimumUsernameLength = 4
    private static let minimumPasswordLength = 5
    private static let visibleUsernameSuffix = 3
    private static let accessCodeInterval: TimeInterval = 5

    private let environment: AppEnvironment

    /// The form as typed; the fields may show something else (the protected username).
    private var credentials = Credentials(username: "", password: "")
    private var accessCodeTimer: (any Cancellable)?
    private var signInRequest: (any Cancellable)?

    private let usernameField = TextField(placeholder: "Username", identifier: "username")
    private let passwordField = TextField(placeholder: "Password", identifier: "password")
    private let accessCodeLabel = Label(identifier: "accessCode")
    private let messageLabel = Label(identifier: "message")
    private let activityIndicator = ActivityIndicatorView(identifier: "activity")
    private let authenticateButton = Button(title: "Authenticate", identifier: "authenticate")

    init(environment: AppEnvironment) {
        self.environment = environment
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        passwordField.isSecureTextEntry = true
        usernameField.delegate = self
        passwordField.delegate = self
        // Weak, or the button's action would keep this controller alive forever.
        authenticateButton.addAction { [weak self] in self?.authenticateTapped() }
        for widget in [
            usernameField, passwordField, accessCodeLabel, messageLabel, activityIndicator, authenticateButton,
        ] {
            view.addSubview(widget)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showNewAccessCode()
        // Held weakly: the timer never keeps this controller alive, and stops by itself once it is gone.
        accessCodeTimer = environment.scheduler.scheduleRepeating(every: Self.accessCodeInterval, for: self) {
            $0.showNewAccessCode()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // The scheduler keeps a repeating action until it is cancelled: stop ticking while off screen.
        accessCodeTimer?.cancel()
        accessCodeTimer = nil
    }

    private func showNewAccessCode() {
        accessCodeLabel.text = environment.loginService.makeAccessCode()
    }

    // MARK: - TextFieldDelegate

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        // The range counts UTF-16 units; convert it instead of counting Characters, or emoji break.
        let text = textField.text ?? ""
        guard let range = Range(range, in: text) else { return false }
        let newText = text.replacingCharacters(in: range, with: string)
        if textField === usernameField {
            credentials.username = newText
        } else {
            credentials.password = newText
        }
        return true
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        if textField === usernameField {
            usernameField.text = credentials.username
        }
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        if textField === usernameField {
            usernameField.text = protectedUsername
        }
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if textField === usernameField {
            passwordField.becomeFirstResponder()
        } else {
            authenticateTapped()
        }
        return true
    }

    // MARK: - Rules

    /// The username as it is checked and sent: without leading or trailing whitespace.
    private var trimmedUsername: String {
        credentials.username.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The username as shown once editing ends: `analyst` → `****yst`.
    ///
    /// Every character but the last 3 is starred, for names of 4 or more. Characters are what a person
    /// sees (`Character`), so `👍🏽` is one and stays whole.
    private var protectedUsername: String {
        let username = trimmedUsername
        guard username.count > Self.visibleUsernameSuffix else { return username }
        return String(repeating: "*", count: username.count - Self.visibleUsernameSuffix)
            + username.suffix(Self.visibleUsernameSuffix)
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

    // MARK: - Signing in

    private func authenticateTapped() {
        // Put the keyboard away first, as every tap on Authenticate does, even one that sends nothing.
        view.endEditing(true)
        guard signInRequest == nil else { return }
        if let validationMessage {
            messageLabel.text = validationMessage
            return
        }
        messageLabel.text = nil
        setSigningIn(true)
        let request = Credentials(username: trimmedUsername, password: credentials.password)
        signInRequest = environment.loginService.logIn(request) { [weak self] result in
            self?.signInFinished(with: result)
        }
    }

    private func signInFinished(with result: Result<User, LoginError>) {
        signInRequest = nil
        setSigningIn(false)
        switch result {
        case .success:
            clearForm()
            let threats = ThreatsViewController(environment: environment)
            navigationController?.pushViewController(threats, animated: true)
        case .failure:
            messageLabel.text = "Invalid credentials."
        }
    }

    private func setSigningIn(_ isSigningIn: Bool) {
        authenticateButton.isEnabled = !isSigningIn
        if isSigningIn {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    /// Forgets the form once signed in, so the password does not linger and logging out shows an empty screen.
    private func clearForm() {
        credentials = Credentials(username: "", password: "")
        usernameField.text = ""
        passwordField.text = ""
        messageLabel.text = nil
    }
}
