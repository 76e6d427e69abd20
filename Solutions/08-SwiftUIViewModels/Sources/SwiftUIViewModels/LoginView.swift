import HeadlessSwiftUI
import ThreatKit

/// The sign-in screen in MVVM the SwiftUI way: a view whose `body` reads its view model and lays out.
///
/// The view owns its view model (`@State`), shows what it says and hands it every event. SwiftUI evaluates
/// `body` again when something it read changes, which is what the other variants' controllers did by hand.
/// No rule, no formatting and no service call lives here; the focus is the view's own, a fact of layout.
struct LoginView: View {
    /// The fields the editing can be in.
    enum Field: Hashable {
        case username, password
    }

    @State private var viewModel: ViewModel
    @FocusState private var focusedField: Field?

    /// The sign-in screen of an app on `environment`.
    init(environment: AppEnvironment) {
        _viewModel = State(initialValue: ViewModel(environment: environment))
    }

    var body: some View {
        VStack {
            // Binding(get:set:), not $viewModel.username: the view model's state is private(set), so a field
            // hands each keystroke to an input method, where the rules are, and shows what the model says.
            TextField("Username", text: Binding(get: { viewModel.username }, set: { viewModel.usernameChanged($0) }))
                .focused($focusedField, equals: .username)
                .onSubmit { focusedField = .password }
                .accessibilityIdentifier("username")
            SecureField("Password", text: Binding(get: { viewModel.password }, set: { viewModel.passwordChanged($0) }))
                .focused($focusedField, equals: .password)
                .onSubmit(authenticate)
                .accessibilityIdentifier("password")
            Text(viewModel.accessCode).accessibilityIdentifier("accessCode")
            Text(viewModel.message).accessibilityIdentifier("message")
            if viewModel.isLoading {
                ProgressView().accessibilityIdentifier("activity")
            }
            Button("Authenticate", action: authenticate)
                .disabled(!viewModel.isAuthenticateEnabled)
                .accessibilityIdentifier("authenticate")
        }
        .navigationTitle("Sign In")
        .onChange(of: focusedField) { oldField, newField in
            if oldField == .username { viewModel.usernameDidEndEditing() }
            if newField == .username { viewModel.usernameDidBeginEditing() }
        }
        // Started as the screen comes on top, cancelled as it goes: the ticks stop with it.
        .task { await viewModel.showAccessCodes() }
        // Navigation follows state: the threats screen is up while a user is signed in.
        .navigationDestination(item: signedInUser) { _ in
            ThreatsView(viewModel: viewModel.makeThreatsViewModel(), onLogOut: viewModel.loggedOut)
        }
    }

    /// The signed-in user, as navigation reads it.
    ///
    /// SwiftUI sets it to `nil` when the screen it shows is popped, which only Log Out does here (the
    /// threats screen hides its back button).
    private var signedInUser: Binding<User?> {
        Binding(get: { viewModel.signedInUser }, set: { _ in viewModel.loggedOut() })
    }

    private func authenticate() {
        focusedField = nil
        viewModel.authenticateTapped()
    }
}
