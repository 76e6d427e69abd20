import Foundation
import HeadlessUI
import ThreatKit

/// The sign-in screen in MVVM with Observation.
///
/// It draws the widgets from the view model's observable properties, again whenever one it read
/// changes, and forwards events. No rule, no formatting and no service call lives here.
final class LoginViewController: ViewController, TextFieldDelegate {
    private let viewModel: LoginViewModel
    private let scheduler: any Scheduler
    private var renderLoop: RenderLoop?

    private let usernameField = TextField(placeholder: "Username", identifier: "username")
    private let passwordField = TextField(placeholder: "Password", identifier: "password")
    private let accessCodeLabel = Label(identifier: "accessCode")
    private let messageLabel = Label(identifier: "message")
    private let activityIndicator = ActivityIndicatorView(identifier: "activity")
    private let authenticateButton = Button(title: "Authenticate", identifier: "authenticate")

    init(viewModel: LoginViewModel, scheduler: any Scheduler) {
        self.viewModel = viewModel
        self.scheduler = scheduler
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
        // Weak: the loop belongs to this controller, and must not keep it alive.
        renderLoop = RenderLoop(scheduler: scheduler) { [weak self] in self?.render() }
    }

    /// Draws every widget from the view model; the render loop calls it again after each change it read.
    private func render() {
        usernameField.text = viewModel.username
        passwordField.text = viewModel.password
        accessCodeLabel.text = viewModel.accessCode
        messageLabel.text = viewModel.message
        if viewModel.isLoading {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
        authenticateButton.isEnabled = viewModel.isAuthenticateEnabled
        if viewModel.signedInUser != nil, navigationController?.topViewController === self {
            showThreats()
        }
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
        let threats = ThreatsViewController(viewModel: viewModel.makeThreatsViewModel(), scheduler: scheduler)
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
        // The field applies the edit now; the redraw that follows shows the view model's same text.
        return true
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        guard textField === usernameField else { return }
        viewModel.usernameDidBeginEditing()
        // The next keystroke edits what the field shows: show the real name before it comes.
        renderLoop?.renderNow()
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        guard textField === usernameField else { return }
        viewModel.usernameDidEndEditing()
        renderLoop?.renderNow()
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
