import Foundation
import HeadlessUI
import ThreatKit

/// The sign-in screen in MVVM with Swift concurrency.
///
/// It binds the view model's outputs to widgets, each in a task it owns, and forwards events. No rule,
/// no formatting and no service call lives here.
final class LoginViewController: ViewController, TextFieldDelegate {
    private let viewModel: LoginViewModel

    private let usernameField = TextField(placeholder: "Username", identifier: "username")
    private let passwordField = TextField(placeholder: "Password", identifier: "password")
    private let accessCodeLabel = Label(identifier: "accessCode")
    private let messageLabel = Label(identifier: "message")
    private let activityIndicator = ActivityIndicatorView(identifier: "activity")
    private let authenticateButton = Button(title: "Authenticate", identifier: "authenticate")
    /// The tasks that show the outputs; cancelled when the screen goes.
    private var bindings: [Task<Void, Never>] = []

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    isolated deinit {
        for binding in bindings { binding.cancel() }
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
        bindViewModel()
    }

    /// Binds each output to the widget it drives: one task per output, iterating its values.
    ///
    /// Every listener captures `self` weakly: the tasks keep their listeners, and this controller keeps
    /// the tasks.
    private func bindViewModel() {
        bindings = [
            viewModel.username.bind { [weak self] in self?.usernameField.text = $0 },
            viewModel.password.bind { [weak self] in self?.passwordField.text = $0 },
            viewModel.accessCode.bind { [weak self] in self?.accessCodeLabel.text = $0 },
            viewModel.message.bind { [weak self] in self?.messageLabel.text = $0 },
            viewModel.isLoading.bind { [weak self] isLoading in
                if isLoading {
                    self?.activityIndicator.startAnimating()
                } else {
                    self?.activityIndicator.stopAnimating()
                }
            },
            viewModel.isAuthenticateEnabled.bind { [weak self] in self?.authenticateButton.isEnabled = $0 },
            viewModel.signedInUser.bind { [weak self] user in
                if user != nil { self?.showThreats() }
            },
        ]
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

    private func showThreats() {
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
        // The view model is the source of truth: its output puts the new text in the field before the
        // next keystroke, as each keystroke is an event of its own.
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
