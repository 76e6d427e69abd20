import TestSupport
import Testing
import ThreatKit

@testable import SwiftUIViewModels

/// Types a form into `viewModel` as the view would report it: edit the username, then the password.
@MainActor
private func fill(_ viewModel: LoginView.ViewModel, username: String, password: String) {
    viewModel.usernameDidBeginEditing()
    viewModel.usernameChanged(username)
    viewModel.usernameDidEndEditing()
    viewModel.passwordChanged(password)
}

/// The form's rules, called as the view would call them, with no view and no wait.
@MainActor
@Suite("08.1 The sign-in form's state and rules in LoginView.ViewModel")
struct FormTests {
    let test = TestEnvironment()

    @Test("The form starts empty; the password field shows what was typed")
    func password() {
        let viewModel = LoginView.ViewModel(environment: test.environment)
        #expect([viewModel.username, viewModel.password, viewModel.message] == ["", "", ""])
        viewModel.passwordChanged("S")
        #expect(viewModel.password == "S", "passwordChanged(_:) should make the typed text the password output")
        viewModel.passwordChanged("Sw")
        #expect(viewModel.password == "Sw")
    }

    @Test("The username shows as typed while it is edited")
    func usernameAsTyped() {
        let viewModel = LoginView.ViewModel(environment: test.environment)
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged("ana")
        #expect(viewModel.username == "ana", "usernameChanged(_:) should show the name as typed")
        viewModel.usernameChanged("analyst")
        #expect(viewModel.username == "analyst")
    }

    @Test(
        "The protected username once editing ends (trimmed, all but the last 3 starred), the real one again as it begins"
    )
    func protectedUsername() {
        let viewModel = LoginView.ViewModel(environment: test.environment)
        fill(viewModel, username: " analyst ", password: "")
        #expect(viewModel.username == "****yst", "usernameDidEndEditing() should show the protected username")
        viewModel.usernameDidBeginEditing()
        #expect(viewModel.username == " analyst ", "usernameDidBeginEditing() should show the name as typed")
        fill(viewModel, username: "abc", password: "")
        #expect(viewModel.username == "abc", "A name of 3 characters or fewer has nothing to hide")
        fill(viewModel, username: "👍🏽👍🏽ab", password: "")
        #expect(viewModel.username == "*👍🏽ab", "Characters are what a person sees: 👍🏽 is one")
    }

    @Test(
        "A form that breaks a rule shows the first rule it breaks, and is not sent",
        arguments: [
            ("", "", "Username and password are required."),
            ("analyst", "", "Username and password are required."),
            ("   ", "Swift", "Username and password are required."),
            ("abc", "Swi", "Username needs to be at least 4 characters long."),
            (" abc ", "Swift", "Username needs to be at least 4 characters long."),
            ("👍🏽ab", "Swift", "Username needs to be at least 4 characters long."),
            ("abcd", "Swif", "Password needs to be at least 5 characters long."),
            ("👨‍👩‍👧👍🏽é🇫🇷", "🔑🔑🔑🔑", "Password needs to be at least 5 characters long."),
        ]
    )
    func validation(username: String, password: String, message: String) {
        let viewModel = LoginView.ViewModel(environment: test.environment)
        fill(viewModel, username: username, password: password)
        viewModel.authenticateTapped()
        #expect(viewModel.message == message, "The message names the first rule broken (README.md, task 08.1)")
        #expect(!viewModel.isLoading, "A form that breaks a rule is not sent")
        #expect(test.scheduler.pendingCount == 0, "…so nothing waits for the login service")
    }
}

/// The async work, run as the view runs it: the access code in a task that is cancelled as the screen
/// goes, the sign-in in a task the view model keeps; time moves with `advanceSettling(by:)`.
@MainActor
@Suite("08.2 The access code and the sign-in as async view-model methods", .settlesItsOwnTasks)
struct AsyncWorkTests {
    let test = TestEnvironment()
    let viewModel: LoginView.ViewModel

    init() {
        viewModel = LoginView.ViewModel(environment: test.environment)
    }

    /// Runs the access codes as the view's `.task` does, and waits until the task has made its first code.
    private func appear() async -> Task<Void, Never> {
        let task = Task { await viewModel.showAccessCodes() }
        await test.scheduler.settle()
        return task
    }

    @Test("The access code: fresh as the task starts, every 5 s, none once it is cancelled, fresh on return")
    func accessCodeTicks() async {
        let codes = test.expectedAccessCodes(4)
        let task = await appear()
        #expect(viewModel.accessCode == codes[0], "showAccessCodes() should show a code at once")
        await test.scheduler.advanceSettling(by: 10)
        #expect(viewModel.accessCode == codes[2], "Two ticks in 10 s, from environment.clock")
        task.cancel()
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 0, "Cancelling the task (the screen went) stops the ticks")
        await test.scheduler.advanceSettling(by: 20)
        #expect(viewModel.accessCode == codes[2], "No ticks while away")
        let again = await appear()
        #expect(viewModel.accessCode == codes[3], "A fresh code as the screen comes back")
        again.cancel()
        await again.value
    }

    @Test("A tick that arrived just before the task was cancelled, the task not yet run, draws no code")
    func lateTick() async {
        let codes = test.expectedAccessCodes(2)
        let task = await appear()
        #expect(viewModel.accessCode == codes[0], "showAccessCodes() should show a code at once")
        test.scheduler.advance(by: 5)  // The tick's wait ends; the task has not run again yet.
        task.cancel()
        await test.scheduler.advanceSettling(by: 10)
        #expect(viewModel.accessCode == codes[0], "No code is drawn once the screen has gone")
        let again = await appear()
        #expect(viewModel.accessCode == codes[1], "The next code is the next one drawn, as in every variant")
        again.cancel()
        await again.value
    }

    @Test("Making a view model starts nothing: no code drawn, nothing scheduled, until the view's task asks")
    func makingCostsNothing() async {
        let first = test.expectedAccessCodes(1)[0]
        let dropped = LoginView.ViewModel(environment: test.environment)
        #expect(dropped.accessCode == "" && test.scheduler.pendingCount == 0, "init must not start the ticks")
        let task = await appear()
        #expect(viewModel.accessCode == first, "A dropped view model must draw no code of the sequence")
        task.cancel()
        await task.value
    }

    @Test("Signing in: 2 s of waiting, a second tap sends nothing, then the user and an empty form")
    func signIn() async {
        fill(viewModel, username: "  analyst ", password: "Swift")
        viewModel.authenticateTapped()
        viewModel.authenticateTapped()
        #expect(viewModel.isLoading, "A valid form is sent: isLoading while it waits")
        #expect(!viewModel.isAuthenticateEnabled)
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 1, "One sign-in in flight, not two")
        await test.scheduler.advanceSettling(by: 2)
        #expect(viewModel.signedInUser == User(username: "analyst"), "The user, with the username trimmed")
        #expect(!viewModel.isLoading)
        #expect([viewModel.username, viewModel.password, viewModel.message] == ["", "", ""], "The form is cleared")
        viewModel.loggedOut()
        #expect(viewModel.signedInUser == nil, "loggedOut() takes the threats screen away")
    }

    @Test("Wrong password: Invalid credentials. and Authenticate enabled again")
    func wrongPassword() async {
        fill(viewModel, username: "analyst", password: "swift")
        viewModel.authenticateTapped()
        #expect(viewModel.isLoading, "A valid form is sent: isLoading while it waits")
        await test.scheduler.advanceSettling(by: 2)
        #expect(viewModel.message == "Invalid credentials.")
        #expect(viewModel.isAuthenticateEnabled && !viewModel.isLoading)
        #expect(viewModel.signedInUser == nil)
    }

    @Test("A view model let go while it signs in is released, and its request ends with it")
    func releasedWhileSigningIn() async {
        var signingIn: LoginView.ViewModel? = LoginView.ViewModel(environment: test.environment)
        if let signingIn { fill(signingIn, username: "analyst", password: "Swift") }
        signingIn?.authenticateTapped()
        #expect(signingIn?.isLoading == true, "A valid form is sent: isLoading while it waits")
        weak let watched = signingIn
        signingIn = nil
        await test.scheduler.settle()
        #expect(watched == nil, "The sign-in's task must not hold the view model while it waits ([weak self])")
        #expect(test.scheduler.pendingCount == 0, "Its isolated deinit cancels the task, and the task its wait")
    }
}
