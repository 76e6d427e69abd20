import Foundation
import HeadlessUI
import ThreatKit

/// The sign-in screen, refactored: this controller owns the widgets and the access-code timer,
/// forwards every event to its view model, and shows the view model's outputs after each one.
///
/// No rule, message or service call is left here; they are in ``LoginViewModel``, where tests reach
/// them without a screen. What is left is plumbing, and one weakness: nothing tells this controller
/// when the view model changes, so it must remember to call `updateView()` (exercise 02 fixes that).
final class LoginViewController: ViewController, TextFieldDelegate {
    private static let accessCodeInterval: TimeInterval = 5

    private let environment: AppEnvironment
    private let viewModel: LoginViewModel
    private var accessCodeTimer: (any Cancellable)?

    private let usernameField = TextField(placeholder: "Username", identifier: "username")
    private let passwordField = TextField(placeholder: "Password", identifier: "password")
    private let accessCodeLabel = Label(identifier: "accessCode")
    private let messageLabel = Label(identifier: "message")
    private let activityIndicator = ActivityIndicatorView(identifier: "activity")
    private let authenticateButton = Button(title: "Authenticate", identifier: "authenticate")

    init(environment: AppEnvironment) {
        self.environment = environment
        viewModel = LoginViewModel(environment: environment)
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
        updateView()
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

    /// Shows every output of the view model.
    ///
    /// Called after each input by hand, because nothing announces a change: forget one call, and the
    /// screen shows stale values. Exercise 02's boxes make the view model announce its changes.
    private func updateView() {
        usernameField.text = viewModel.username
        passwordField.text = viewModel.password
        messageLabel.text = viewModel.message
        if viewModel.isLoading {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
        authenticateButton.isEnabled = viewModel.isAuthenticateEnabled
    }

    private func authenticateTapped() {
        // Put the keyboard away first, as every tap on Authenticate does, even one that sends nothing.
        view.endEditing(true)
        viewModel.authenticateTapped { [weak self] in self?.signInFinished() }
        updateView()
    }

    private func signInFinished() {
        updateView()
        if viewModel.signedInUser != nil {
            let threats = ThreatsViewController(environment: environment)
            navigationController?.pushViewController(threats, animated: true)
        }
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
            viewModel.usernameChanged(newText)
        } else {
            viewModel.passwordChanged(newText)
        }
        // The view model is the source of truth: show its text rather than letting the field apply the edit.
        updateView()
        return false
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        if textField === usernameField {
            viewModel.usernameDidBeginEditing()
            updateView()
        }
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        if textField === usernameField {
            viewModel.usernameDidEndEditing()
            updateView()
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
}
