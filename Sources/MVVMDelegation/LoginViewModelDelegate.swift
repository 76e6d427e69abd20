import ThreatKit

/// What a sign-in view model announces, one precise change at a time, in UIKit's delegate style.
///
/// A delegate hears only changes: read the view model's properties once to show the starting state.
/// `didUpdate…` announces a new text to show; `didChange…` a state that turned on or off.
@MainActor
protocol LoginViewModelDelegate: AnyObject {
    /// The username field's text changed (the name as typed, or protected).
    func loginViewModel(_ viewModel: LoginViewModel, didUpdateUsername username: String)
    /// The password field's text changed.
    func loginViewModel(_ viewModel: LoginViewModel, didUpdatePassword password: String)
    /// A new access code is due on screen.
    func loginViewModel(_ viewModel: LoginViewModel, didUpdateAccessCode accessCode: String)
    /// The message under the form changed (empty for none).
    func loginViewModel(_ viewModel: LoginViewModel, didUpdateMessage message: String)
    /// A sign-in started or finished.
    func loginViewModel(_ viewModel: LoginViewModel, didChangeLoading isLoading: Bool)
    /// Authenticate became tappable, or stopped being.
    func loginViewModel(_ viewModel: LoginViewModel, didChangeAuthenticateEnabled isEnabled: Bool)
    /// The sign-in succeeded: time to show the threats.
    func loginViewModel(_ viewModel: LoginViewModel, didSignInAs user: User)
}
