import Foundation
import HeadlessUI
import Streams
import ThreatKit

/// The sign-in screen in MVVM with reactive streams.
///
/// It subscribes the view model's output streams to widgets and sends events into its input subjects.
/// No rule, no formatting and no service call lives here.
final class LoginViewController: ViewController, TextFieldDelegate {
    private let viewModel: LoginViewModel
    private let bag = DisposeBag()

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
        bindViewModel()
    }

    /// Subscribes each output to the widget it drives.
    ///
    /// Every subscription captures `self` weakly and lives in this controller's bag, so they end with it.
    private func bindViewModel() {
        viewModel.username.subscribe(onNext: { [weak self] in self?.usernameField.text = $0 }).disposed(by: bag)
        viewModel.password.subscribe(onNext: { [weak self] in self?.passwordField.text = $0 }).disposed(by: bag)
        viewModel.accessCode.subscribe(onNext: { [weak self] in self?.accessCodeLabel.text = $0 }).disposed(by: bag)
        viewModel.message.subscribe(onNext: { [weak self] in self?.messageLabel.text = $0 }).disposed(by: bag)
        viewModel.isLoading
            .subscribe(onNext: { [weak self] isLoading in
                if isLoading {
                    self?.activityIndicator.startAnimating()
                } else {
                    self?.activityIndicator.stopAnimating()
                }
            })
            .disposed(by: bag)
        viewModel.isAuthenticateEnabled.subscribe(onNext: { [weak self] in self?.authenticateButton.isEnabled = $0 })
            .disposed(by: bag)
        viewModel.signedIn.subscribe(onNext: { [weak self] _ in self?.showThreats() }).disposed(by: bag)
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
        // The view model is the source of truth: its stream has already put the new text in the field.
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
