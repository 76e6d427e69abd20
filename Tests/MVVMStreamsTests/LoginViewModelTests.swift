import Streams
import TestSupport
import Testing
import ThreatKit

@testable import MVVMStreams

/// The talk's `LoginTests`, made complete: every input, every output's recorded history, no widget.
@MainActor
@Suite("MVVM with reactive streams: LoginViewModel")
struct LoginViewModelTests {
    let test = TestEnvironment()
    let viewModel: LoginViewModel

    init() {
        viewModel = LoginViewModel(environment: test.environment)
    }

    private func fill(username: String, password: String) {
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(username)
        viewModel.usernameDidEndEditing()
        viewModel.passwordChanged(password)
    }

    @Test("Before anything happens: state streams replay their start; no code, no sign-in")
    func initialState() {
        #expect(Recorder(viewModel.username).values == [""])
        #expect(Recorder(viewModel.password).values == [""])
        #expect(Recorder(viewModel.message).values == [""])
        #expect(Recorder(viewModel.isLoading).values == [false])
        #expect(Recorder(viewModel.isAuthenticateEnabled).values == [true])
        #expect(Recorder(viewModel.accessCode).values.isEmpty, "No code until the screen appears")
        #expect(Recorder(viewModel.signedIn).values.isEmpty)
        #expect(test.scheduler.pendingCount == 0, "Nothing ticks until the screen appears")
    }

    @Test("The access code: fresh on appearing, every 5 s while up, none while away, fresh on return")
    func accessCodeTimer() {
        let codes = Recorder(viewModel.accessCode)
        let expected = test.expectedAccessCodes(5)
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 4.9)
        #expect(codes.values == [expected[0]])
        test.scheduler.advance(by: 5.1)
        #expect(codes.values == Array(expected.prefix(3)))
        viewModel.viewWillDisappear()
        test.scheduler.advance(by: 60)
        #expect(codes.values.count == 3, "No ticks while the screen is away")
        #expect(test.scheduler.pendingCount == 0, "The timer is disposed, not left running")
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 5)
        #expect(codes.values == expected)
        viewModel.viewWillDisappear()
    }

    @Test("Two subscribers share one timer and see the same codes; a late one hears the current code")
    func sharedCodes() {
        let first = Recorder(viewModel.accessCode)
        viewModel.viewWillAppear()
        let second = Recorder(viewModel.accessCode)
        test.scheduler.advance(by: 5)
        #expect(first.values.count == 2)
        #expect(second.values == first.values, "The late subscriber hears the current code, then the same ones")
        #expect(test.scheduler.pendingCount == 1, "One timer for everyone")
        viewModel.viewWillDisappear()
    }

    @Test("Appearing twice in a row keeps one timer")
    func oneTimer() {
        let codes = Recorder(viewModel.accessCode)
        viewModel.viewWillAppear()
        viewModel.viewWillAppear()
        #expect(codes.values.count == 1)
        #expect(test.scheduler.pendingCount == 1)
        viewModel.viewWillDisappear()
    }

    @Test("The view model goes with its screen, and its timer with it")
    func lifetime() {
        // As a view controller holds them: the view model, and a bag with the subscriptions to its outputs.
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        var screenBag: DisposeBag? = DisposeBag()
        model?.accessCode.subscribe().disposed(by: screenBag!)
        model?.viewWillAppear()
        #expect(test.scheduler.pendingCount == 1, "The timer runs while someone watches the code on screen")
        weak let watched = model
        model = nil
        #expect(watched == nil, "Nothing the view model subscribed to may keep it alive")
        screenBag = nil
        #expect(test.scheduler.pendingCount == 0, "The last subscription gone, the shared timer is disposed")
    }

    @Test("The username shows as typed while editing and protected after: ecerney → ****ney")
    func protectedUsername() {
        let username = Recorder(viewModel.username)
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged("e")
        viewModel.usernameChanged("ecerney")
        viewModel.usernameDidEndEditing()
        viewModel.usernameDidBeginEditing()
        #expect(username.values == ["", "", "e", "ecerney", "****ney", "ecerney"])
    }

    @Test(
        "Protection counts characters as a person sees them, and uses the trimmed name",
        arguments: [
            ("abc", "abc"), ("abcd", "*bcd"), ("xy👍🏽z1", "**👍🏽z1"), ("jose\u{301}", "*ose\u{301}"),
            ("👨‍👩‍👧ab", "👨‍👩‍👧ab"), ("  analyst  ", "****yst"), ("", ""),
        ]
    )
    func protection(typed: String, shown: String) {
        let username = Recorder(viewModel.username)
        fill(username: typed, password: "")
        #expect(username.last == shown)
    }

    @Test("The password field shows what was typed")
    func password() {
        let password = Recorder(viewModel.password)
        viewModel.passwordChanged("S")
        viewModel.passwordChanged("Sw")
        #expect(password.values == ["", "S", "Sw"])
    }

    @Test(
        "Validation shows the first broken rule and sends nothing",
        arguments: [
            ("", "", "Username and password are required."),
            ("analyst", "", "Username and password are required."),
            ("", "Swift", "Username and password are required."),
            ("   ", "Swift", "Username and password are required."),
            ("abc", "Swi", "Username needs to be at least 4 characters long."),
            (" abc ", "Swift", "Username needs to be at least 4 characters long."),
            ("👍🏽ab", "Swift", "Username needs to be at least 4 characters long."),
            ("abcd", "Swif", "Password needs to be at least 5 characters long."),
            ("👨‍👩‍👧👍🏽é🇫🇷", "🔑🔑🔑🔑", "Password needs to be at least 5 characters long."),
        ]
    )
    func validation(username: String, password: String, message: String) {
        fill(username: username, password: password)
        let messages = Recorder(viewModel.message)
        let loading = Recorder(viewModel.isLoading)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 5)
        #expect(messages.values == ["", message])
        #expect(loading.values == [false], "An invalid form is not sent")
    }

    @Test("A successful sign-in: 2 s of loading, then the user once, a clean form and no message")
    func success() {
        fill(username: "  analyst ", password: "Swift")
        let messages = Recorder(viewModel.message)
        let loading = Recorder(viewModel.isLoading)
        let enabled = Recorder(viewModel.isAuthenticateEnabled)
        let users = Recorder(viewModel.signedIn)
        let username = Recorder(viewModel.username)
        viewModel.authenticateTapped()
        #expect(loading.values == [false, true])
        #expect(enabled.values == [true, false])
        test.scheduler.advance(by: 1.9)
        #expect(users.values.isEmpty, "The answer takes 2 s")
        test.scheduler.advance(by: 0.1)
        #expect(loading.values == [false, true, false], "distinctUntilChanged keeps each change once")
        #expect(enabled.values == [true, false, true])
        #expect(users.values == [User(username: "analyst")], "The username is trimmed before sign-in")
        #expect(messages.values == ["", "", ""])
        #expect(username.last == "", "The form is cleared")
        #expect(Recorder(viewModel.signedIn).values.isEmpty, "A sign-in is an event: a late subscriber hears nothing")
    }

    @Test("A failed sign-in: Invalid credentials., Authenticate enabled again, and the next tap still works")
    func failure() {
        fill(username: "analyst", password: "swift")
        let messages = Recorder(viewModel.message)
        let enabled = Recorder(viewModel.isAuthenticateEnabled)
        let users = Recorder(viewModel.signedIn)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 2)
        #expect(messages.values == ["", "", "Invalid credentials."])
        #expect(enabled.values == [true, false, true])
        viewModel.passwordChanged("Swift")
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 2)
        #expect(users.values == [User(username: "analyst")], "The error was caught inside: the taps stream lives on")
    }

    @Test("A second tap while signing in sends nothing")
    func doubleTap() {
        fill(username: "analyst", password: "Swift")
        let loading = Recorder(viewModel.isLoading)
        let users = Recorder(viewModel.signedIn)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 1)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 5)
        #expect(loading.values == [false, true, false])
        #expect(users.values.count == 1)
    }

    @Test("A sign-in in flight when the view model goes is dropped")
    func lateAnswer() {
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        model?.usernameChanged("analyst")
        model?.passwordChanged("Swift")
        model?.authenticateTapped()
        weak let watched = model
        model = nil
        #expect(watched == nil)
        #expect(test.scheduler.pendingCount == 0, "Its DisposeBag disposed the request")
    }

    @Test("The threats screen's view model uses the same services")
    func nextScreen() {
        let threats = viewModel.makeThreatsViewModel()
        let rows = Recorder(threats.rows)
        threats.viewDidLoad()
        test.scheduler.advance(by: 1)
        #expect(rows.last?.count == 10)
    }
}
