import HeadlessUI
import ThreatKit

/// The MVVM-with-Swift-concurrency variant's entry point: what an iOS app's scene delegate would do.
public enum ThreatWatchApp {
    /// Builds the app's first screen, the sign-in screen inside a navigation stack.
    /// - Parameter environment: Time and services for this run of the app.
    /// - Returns: The window's root view controller.
    @MainActor
    public static func makeRootViewController(environment: AppEnvironment) -> ViewController {
        let login = LoginViewController(viewModel: LoginViewModel(environment: environment))
        return NavigationController(rootViewController: login)
    }
}
