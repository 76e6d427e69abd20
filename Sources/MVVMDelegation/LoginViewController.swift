import Foundation
import HeadlessUI
import ThreatKit

/// The sign-in screen in MVVM with delegation.
///
/// It shows what its view model announces and forwards events. No rule, no formatting and no service
/// call lives here.
final class LoginViewController: ViewController, TextFieldDelegate, LoginViewModelDelegate {
    private let viewModel: LoginViewModel

    private let usernameField = TextField(placeholder: "Username", identifier: "username")
    private let passwordField = TextField(placeholder: "Password", identifier: "password")
    private let accessCodeLabel = Label(identifier: "accessCode")
    private let messageLabel = Label(identifier: "message")
    private let activityIndicator = ActivityIndicatorView(identifier: "activity")
    private let authenticateButton = Button(title: "Authenticate", identifier: "authenticate")

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        passwordField.isSecureTextEntry = true
        usernameField.delegate = self
        passwordField.delegate = self
        authenticateButton.addAction { [weak self] in self?.authenticateTapped() }
        for widget in [
            usernameField, passwordField, accessCodeLabel, messageLabel, activityIndicator, authenticateButton,
        ] {
            view.addSubview(widget)
        }
        // A delegate hears only changes, so show the starting state once, then listen.
        viewModel.delegate = self
        loginViewModel(viewModel, didUpdateUsername: viewModel.username)
        loginViewModel(viewModel, didUpdatePassword: viewModel.password)
        loginViewModel(viewModel, didUpdateAccessCode: viewModel.accessCode)
        loginViewModel(viewModel, didUpdateMessage: viewModel.message)
        loginViewModel(viewModel, didChangeLoading: viewModel.isLoading)
        loginViewModel(viewModel, didChangeAuthenticateEnabled: viewModel.isAuthenticateEnabled)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.viewWillAppear()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        viewModel.viewWillDisappear()
    }

    private func authenticateTapped() {
        view.endEditing(true)
        viewModel.authenticateTapped()
    }

    // MARK: - LoginViewModelDelegate

    func loginViewModel(_ viewModel: LoginViewModel, didUpdateUsername username: String) {
        usernameField.text = username
    }

    func loginViewModel(_ viewModel: LoginViewModel, didUpdatePassword password: String) {
        passwordField.text = password
    }

    func loginViewModel(_ viewModel: LoginViewModel, didUpdateAccessCode accessCode: String) {
        accessCodeLabel.text = accessCode
    }

    func loginViewModel(_ viewModel: LoginViewModel, didUpdateMessage message: String) {
        messageLabel.text = message
    }

    func loginViewModel(_ viewModel: LoginViewModel, didChangeLoading isLoading: Bool) {
        if isLoading {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    func loginViewModel(_ viewModel: LoginViewModel, didChangeAuthenticateEnabled isEnabled: Bool) {
        authenticateButton.isEnabled = isEnabled
    }

    func loginViewModel(_ viewModel: LoginViewModel, didSignInAs user: User) {
        let threats = ThreatsViewController(viewModel: viewModel.makeThreatsViewModel())
        navigationController?.pushViewController(threats, animated: true)
    }

    // MARK: - TextFieldDelegate

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let text = textField.text ?? ""
        guard let range = Range(range, in: text) else { return false }
        let newText = text.replacingCharacters(in: range, with: string)
        if textField === usernameField {
            viewModel.usernameChanged(newText)
        } else {
            viewModel.passwordChanged(newText)
        }
        // The view model is the source of truth: its delegate call has already put the new text in the field.
        return false
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        if textField === usernameField { viewModel.usernameDidBeginEditing() }
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        if textField === usernameField { viewModel.usernameDidEndEditing() }
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
