import HeadlessSwiftUI
import ThreatKit

/// The MVVM-in-SwiftUI variant's entry point: the app, and the window it shows.
public struct ThreatWatchApp: App {
    private let environment: AppEnvironment

    /// The app, on `environment`'s time and services.
    /// - Parameter environment: Time and services for this run of the app.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The window: the sign-in screen, at the root of a navigation stack.
    public var body: some Scene {
        WindowGroup {
            NavigationStack {
                LoginView(environment: environment)
            }
        }
    }
}
