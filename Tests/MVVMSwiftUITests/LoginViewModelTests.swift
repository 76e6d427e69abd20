import TestSupport
import Testing
import ThreatKit

@testable import MVVMSwiftUI

/// The sign-in view model without a view: inputs called, outputs read, virtual time moved.
///
/// Time moves with `advanceSettling`. A test runs `showAccessCodes()` in a task, as the view's `.task` does, and cancels it
/// as SwiftUI does when the screen goes.
@MainActor
@Suite("MVVM in SwiftUI: LoginView.ViewModel", .settlesItsOwnTasks)
struct LoginViewModelTests {
    let test = TestEnvironment()
    let viewModel: LoginView.ViewModel

    init() {
        viewModel = LoginView.ViewModel(environment: test.environment)
    }

    private func fill(username: String, password: String) {
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(username)
        viewModel.usernameDidEndEditing()
        viewModel.passwordChanged(password)
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
        #expect(viewModel.accessCode == codes[0])
        await test.scheduler.advanceSettling(by: 10)
        #expect(viewModel.accessCode == codes[2], "Two ticks in 10 s")
        task.cancel()
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 0, "Cancelling the task stops the ticks")
        await test.scheduler.advanceSettling(by: 20)
        #expect(viewModel.accessCode == codes[2], "No ticks while away")
        let again = await appear()
        #expect(viewModel.accessCode == codes[3])
        again.cancel()
        await again.value
    }

    @Test("A tick that arrived just before the task was cancelled, the task not yet run, draws no code")
    func lateTick() async {
        let codes = test.expectedAccessCodes(2)
        let task = await appear()
        test.scheduler.advance(by: 5)  // The tick's wait ends; the task has not run again yet.
        task.cancel()
        await test.scheduler.advanceSettling(by: 10)
        #expect(viewModel.accessCode == codes[0], "No code is drawn once the screen has gone")
        #expect(test.scheduler.pendingCount == 0)
        let again = await appear()
        #expect(viewModel.accessCode == codes[1], "The next code is the next one drawn, as in every variant")
        again.cancel()
        await again.value
    }

    @Test("Making a view model does nothing: no code drawn, nothing scheduled, until the view's task asks")
    func makingCostsNothing() async {
        let first = test.expectedAccessCodes(1)[0]
        let dropped = LoginView.ViewModel(environment: test.environment)
        #expect(dropped.accessCode == "" && test.scheduler.pendingCount == 0)
        let task = await appear()
        #expect(viewModel.accessCode == first, "A dropped view model drew no code of the sequence")
        task.cancel()
        await task.value
    }

    @Test("Signing in: waiting for 2 s, a second tap sends nothing, then the user and an empty form")
    func signIn() async {
        fill(username: "  analyst ", password: "Swift")
        viewModel.authenticateTapped()
        viewModel.authenticateTapped()
        #expect(viewModel.isLoading)
        #expect(!viewModel.isAuthenticateEnabled)
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 1, "One sign-in in flight, not two")
        await test.scheduler.advanceSettling(by: 2)
        #expect(viewModel.signedInUser == User(username: "analyst"))
        #expect(!viewModel.isLoading)
        #expect([viewModel.username, viewModel.password, viewModel.message] == ["", "", ""])
        viewModel.loggedOut()
        #expect(viewModel.signedInUser == nil, "Logging out takes the threats screen away")
    }

    @Test("Wrong password: Invalid credentials. and the button enabled again")
    func wrongPassword() async {
        fill(username: "analyst", password: "swift")
        viewModel.authenticateTapped()
        await test.scheduler.advanceSettling(by: 2)
        #expect(viewModel.message == "Invalid credentials.")
        #expect(viewModel.isAuthenticateEnabled)
        #expect(viewModel.signedInUser == nil)
    }

    @Test(
        "Validation shows the first broken rule and sends nothing; lengths count characters as a person sees them",
        arguments: [
            ("", "", "Username and password are required."),
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
        viewModel.authenticateTapped()
        #expect(viewModel.message == message)
        #expect(!viewModel.isLoading)
        #expect(test.scheduler.pendingCount == 0, "An invalid form is not sent")
    }

    @Test("The protected username while not editing, the real one while editing")
    func protectedUsername() {
        fill(username: "analyst", password: "")
        #expect(viewModel.username == "****yst")
        viewModel.usernameDidBeginEditing()
        #expect(viewModel.username == "analyst")
    }
}
