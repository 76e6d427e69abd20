import Streams
import TestSupport
import Testing
import ThreatKit

@testable import ReactiveStreams

extension LoginViewModel {
    /// Types a form as the screen would report it: edit the username, then the password.
    func fill(username: String, password: String) {
        usernameDidBeginEditing()
        usernameChanged(username)
        usernameDidEndEditing()
        passwordChanged(password)
    }
}

/// The form as streams: each field's text, and what a tap on Authenticate does with an invalid form.
///
/// A ``Recorder`` keeps a stream's whole history, so each test states what a subscriber hears at once
/// (a relay's current value) and everything after, in order.
@MainActor
@Suite("04.1 The form")
struct FormTests {
    let test = TestEnvironment()
    let viewModel: LoginViewModel

    init() {
        viewModel = LoginViewModel(environment: test.environment)
    }

    @Test("The fields start empty and stay open; the password field shows each keystroke")
    func password() {
        let username = Recorder(viewModel.username)
        let password = Recorder(viewModel.password)
        let message = Recorder(viewModel.message)
        #expect(username.values == [""], "State streams replay their start value at once")
        #expect(message.values == [""], "State streams replay their start value at once")
        viewModel.passwordChanged("S")
        viewModel.passwordChanged("Sw")
        #expect(password.values == ["", "S", "Sw"], "password should replay \"\" at once, then each typed text")
        #expect(
            !username.hasStopped,
            "A screen's state never completes: build it from a relay (asObservable()), not with Observable.just")
        #expect(
            !password.hasStopped,
            "A screen's state never completes: build it from a relay (asObservable()), not with Observable.just")
        #expect(
            !message.hasStopped,
            "A screen's state never completes: build it from a relay (asObservable()), not with Observable.just")
    }

    @Test("The username shows as typed while editing and protected after: ecerney → ****ney")
    func protectedUsername() {
        let username = Recorder(viewModel.username)
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged("e")
        viewModel.usernameChanged("ecerney")
        viewModel.usernameDidEndEditing()
        viewModel.usernameDidBeginEditing()
        #expect(
            username.values == ["", "", "e", "ecerney", "****ney", "ecerney"],
            "combineLatest(typedUsername, isEditingUsername) sends once for each change of either relay"
        )
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
        viewModel.fill(username: typed, password: "")
        #expect(
            username.values.suffix(2) == [typed, shown],
            "The name shows as typed while editing, then protected with Self.protected(_:) when editing ends"
        )
    }

    @Test(
        "A tap on an invalid form shows the first rule it breaks, and sends nothing",
        arguments: [
            ("", "", "Username and password are required."),
            ("analyst", "", "Username and password are required."),
            ("", "Swift", "Username and password are required."),
            ("   ", "Swift", "Username and password are required."),
            ("abc", "Swi", "Username needs to be at least 4 characters long."),
            (" abc ", "Swift", "Username needs to be at least 4 characters long."),
            ("abcd", "Swif", "Password needs to be at least 5 characters long."),
            ("👨‍👩‍👧👍🏽é🇫🇷", "🔑🔑🔑🔑", "Password needs to be at least 5 characters long."),
        ]
    )
    func validation(username: String, password: String, message: String) {
        viewModel.fill(username: username, password: password)
        let messages = Recorder(viewModel.message)
        let loading = Recorder(viewModel.isLoading)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 5)
        #expect(messages.values == ["", message], "Each tap takes the form (withLatestFrom) and shows the rule broken")
        #expect(loading.values == [false], "An invalid form is not sent")
        #expect(test.scheduler.pendingCount == 0, "…so nothing waits for the login service")
    }

    @Test("A tap takes the form as it is then: typing afterwards shows nothing until the next tap")
    func tapTakesTheForm() {
        viewModel.fill(username: "abc", password: "Swi")
        let messages = Recorder(viewModel.message)
        viewModel.authenticateTapped()
        viewModel.usernameChanged("abcd")
        viewModel.passwordChanged("Swif")
        #expect(
            messages.values == ["", "Username needs to be at least 4 characters long."],
            "Keystrokes must not send the form: the taps lead (authenticateTapped.withLatestFrom(form))"
        )
        viewModel.authenticateTapped()
        #expect(messages.last == "Password needs to be at least 5 characters long.", "The next tap takes the new form")
    }
}
