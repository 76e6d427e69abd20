import Foundation
import HeadlessSwiftUI
import ThreatKit

/// The sign-in screen, as many SwiftUI screens start: a view that does everything.
///
/// Its `@State` properties hold the form, the access code, the sign-in in flight and the user, and its
/// `body` and helper methods hold every rule: validation, the protected username, the ticks, the call to
/// the login service. It works; but no rule can be tested without the view, and SwiftUI's own rule (a
/// view is a value, made again whenever its parent's body runs) decides where that state may live.
///
/// TODO(08.4): once `ViewModel` holds the state and the rules (08.1, 08.2), this view keeps only
/// `@State private var viewModel: ViewModel` and its focus, reads the view model's outputs in `body`, and
/// hands every event to an input method. README.md, task 08.4, shows the shape.
struct LoginView: View {
    /// The fields the editing can be in.
    enum Field: Hashable {
        case username, password
    }

    private static let minimumUsernameLength = 4
    private static let minimumPasswordLength = 5
    private static let visibleUsernameSuffix = 3
    private static let accessCodeInterval: Duration = .seconds(5)

    private let environment: AppEnvironment
    /// The form as typed: what the rules check and the sign-in sends.
    @State private var credentials = Credentials(username: "", password: "")
    /// What the username field shows: the name as typed while editing, protected (`****yst`) otherwise.
    @State private var username = ""
    @State private var password = ""
    @State private var accessCode = ""
    @State private var message = ""
    @State private var isLoading = false
    /// The user once a sign-in succeeds, while the threats screen is up.
    @State private var signedInUser: User?
    /// The sign-in waiting for its answer; `nil` when none is.
    @State private var signIn: Task<Void, Never>?
    @FocusState private var focusedField: Field?

    /// The sign-in screen of an app on `environment`.
    init(environment: AppEnvironment) {
        self.environment = environment
    }

    var body: some View {
        VStack {
            TextField("Username", text: Binding(get: { username }, set: { usernameChanged($0) }))
                .focused($focusedField, equals: .username)
                .onSubmit { focusedField = .password }
                .accessibilityIdentifier("username")
            SecureField("Password", text: Binding(get: { password }, set: { passwordChanged($0) }))
                .focused($focusedField, equals: .password)
                .onSubmit(authenticate)
                .accessibilityIdentifier("password")
            Text(accessCode).accessibilityIdentifier("accessCode")
            Text(message).accessibilityIdentifier("message")
            if isLoading {
                ProgressView().accessibilityIdentifier("activity")
            }
            Button("Authenticate", action: authenticate)
                .disabled(isLoading)
                .accessibilityIdentifier("authenticate")
        }
        .navigationTitle("Sign In")
        .onChange(of: focusedField) { oldField, newField in
            // Editing ends: the protected username; editing begins: the name as typed.
            if oldField == .username { username = protectedUsername }
            if newField == .username { username = credentials.username }
        }
        // Started as the screen comes on top, cancelled as it goes: the ticks stop with it.
        .task {
            accessCode = environment.loginService.makeAccessCode()
            for await _ in environment.clock.timer(interval: Self.accessCodeInterval) {
                accessCode = environment.loginService.makeAccessCode()
            }
        }
        .navigationDestination(item: Binding(get: { signedInUser }, set: { _ in signedInUser = nil })) { _ in
            ThreatsView(threatService: environment.threatService, onLogOut: { signedInUser = nil })
        }
    }

    private func usernameChanged(_ text: String) {
        credentials.username = text
        username = text
    }

    private func passwordChanged(_ text: String) {
        credentials.password = text
        password = text
    }

    private func authenticate() {
        focusedField = nil
        guard signIn == nil else { return }
        if let validationMessage {
            message = validationMessage
            return
        }
        message = ""
        isLoading = true
        let request = Credentials(username: trimmedUsername, password: credentials.password)
        let loginService = environment.loginService
        signIn = Task.immediate {
            do throws(RequestError<LoginError>) {
                let user = try await loginService.logIn(request)
                signIn = nil
                isLoading = false
                credentials = Credentials(username: "", password: "")
                username = ""
                password = ""
                signedInUser = user
            } catch {
                switch error {
                case .failed:
                    signIn = nil
                    isLoading = false
                    message = "Invalid credentials."
                case .cancelled: break
                }
            }
        }
    }

    /// The username as it is checked and sent: without leading or trailing whitespace.
    private var trimmedUsername: String {
        credentials.username.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `analyst` → `****yst`: every character but the last 3 starred, for names of 4 or more.
    private var protectedUsername: String {
        let name = trimmedUsername
        guard name.count > Self.visibleUsernameSuffix else { return name }
        return String(repeating: "*", count: name.count - Self.visibleUsernameSuffix)
            + name.suffix(Self.visibleUsernameSuffix)
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
}
