import TestSupport
import Testing
import ThreatKit

@testable import MVVMDelegation

/// The talk's `LoginTests`, made complete: every input, every announcement in order, no widget.
@MainActor
@Suite("MVVM with delegation: LoginViewModel")
struct LoginViewModelTests {
    let test = TestEnvironment()
    let viewModel: LoginViewModel
    let delegate: LoginEvents

    init() {
        viewModel = LoginViewModel(environment: test.environment)
        delegate = LoginEvents(viewModel)
    }

    private func fill(username: String, password: String) {
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(username)
        viewModel.usernameDidEndEditing()
        viewModel.passwordChanged(password)
    }

    @Test("Before anything happens: empty fields, no message, ready to authenticate, nothing announced")
    func initialState() {
        #expect(viewModel.username == "")
        #expect(viewModel.password == "")
        #expect(viewModel.accessCode == "")
        #expect(viewModel.message == "")
        #expect(viewModel.isLoading == false)
        #expect(viewModel.isAuthenticateEnabled == true)
        #expect(delegate.events.isEmpty, "A delegate hears changes only")
        #expect(test.scheduler.pendingCount == 0)
    }

    @Test("The access code: fresh on appearing, every 5 s while up, none while away, fresh on return")
    func accessCodeTimer() {
        let expected = test.expectedAccessCodes(5)
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 4.9)
        #expect(delegate.accessCodes == [expected[0]])
        test.scheduler.advance(by: 5.1)
        #expect(delegate.accessCodes == Array(expected.prefix(3)))
        viewModel.viewWillDisappear()
        test.scheduler.advance(by: 60)
        #expect(delegate.accessCodes.count == 3, "No ticks while the screen is away")
        #expect(test.scheduler.pendingCount == 0)
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 5)
        #expect(delegate.accessCodes == expected)
        #expect(delegate.events.count == 5, "Only access codes were announced")
        viewModel.viewWillDisappear()
    }

    @Test("Appearing twice in a row keeps one timer")
    func oneTimer() {
        viewModel.viewWillAppear()
        viewModel.viewWillAppear()
        #expect(test.scheduler.pendingCount == 1)
        viewModel.viewWillDisappear()
    }

    @Test("The timer does not keep the view model alive")
    func timerCapturesWeakly() {
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        weak let watched = model
        model?.viewWillAppear()
        model = nil
        #expect(watched == nil, "The repeating action must capture the view model weakly")
        test.scheduler.advance(by: 10)
        #expect(test.scheduler.pendingCount == 0, "A timer whose view model is gone stops at its next tick")
    }

    @Test("The username shows as typed while editing and protected after: ecerney → ****ney")
    func protectedUsername() {
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged("e")
        viewModel.usernameChanged("ecerney")
        viewModel.usernameDidEndEditing()
        viewModel.usernameDidBeginEditing()
        #expect(delegate.usernames == ["", "e", "ecerney", "****ney", "ecerney"])
    }

    @Test(
        "Protection counts characters as a person sees them, and uses the trimmed name",
        arguments: [
            ("abc", "abc"), ("abcd", "*bcd"), ("xy👍🏽z1", "**👍🏽z1"), ("jose\u{301}", "*ose\u{301}"),
            ("👨‍👩‍👧ab", "👨‍👩‍👧ab"), ("  analyst  ", "****yst"), ("", ""),
        ]
    )
    func protection(typed: String, shown: String) {
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(typed)
        viewModel.usernameDidEndEditing()
        #expect(viewModel.username == shown)
        #expect(delegate.usernames.last == shown)
    }

    @Test("The password field shows what was typed")
    func password() {
        viewModel.passwordChanged("S")
        viewModel.passwordChanged("Sw")
        #expect(delegate.events == [.password("S"), .password("Sw")])
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
        let before = delegate.events.count
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 5)
        #expect(Array(delegate.events.dropFirst(before)) == [.message(message)], "Only the message; nothing is sent")
    }

    @Test("A successful sign-in announces, in order: loading, the wait, then a clean form and the user")
    func success() {
        fill(username: "  analyst ", password: "Swift")
        let before = delegate.events.count
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 1.9)
        #expect(delegate.events.count == before + 3, "The answer takes 2 s")
        test.scheduler.advance(by: 0.1)
        #expect(
            Array(delegate.events.dropFirst(before)) == [
                .message(""), .loading(true), .authenticateEnabled(false),
                .loading(false), .authenticateEnabled(true),
                .username(""), .password(""), .message(""),
                .signedIn(User(username: "analyst")),
            ]
        )
    }

    @Test("A failed sign-in: Invalid credentials. and Authenticate enabled again")
    func failure() {
        fill(username: "analyst", password: "swift")
        let before = delegate.events.count
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 2)
        #expect(
            Array(delegate.events.dropFirst(before)) == [
                .message(""), .loading(true), .authenticateEnabled(false),
                .loading(false), .authenticateEnabled(true), .message("Invalid credentials."),
            ]
        )
        #expect(viewModel.password == "swift", "A failed form stays, to be corrected")
    }

    @Test("A second tap while signing in sends nothing")
    func doubleTap() {
        fill(username: "analyst", password: "Swift")
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 1)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 5)
        #expect(delegate.events.filter { $0 == .loading(true) }.count == 1)
        #expect(delegate.events.filter { $0 == .signedIn(User(username: "analyst")) }.count == 1)
    }

    @Test("A sign-in that lands after the view model is gone does nothing")
    func lateAnswer() {
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        model?.usernameChanged("analyst")
        model?.passwordChanged("Swift")
        model?.authenticateTapped()
        weak let watched = model
        model = nil
        #expect(watched == nil, "The pending sign-in must not keep the view model alive")
        test.scheduler.advance(by: 2)
        #expect(test.scheduler.pendingCount == 0, "The answer landed on nothing, and nothing is left waiting")
    }

    @Test("The threats screen's view model uses the same services")
    func nextScreen() {
        let threats = viewModel.makeThreatsViewModel()
        threats.viewDidLoad()
        test.scheduler.advance(by: 1)
        #expect(threats.numberOfRows == 10)
    }
}
