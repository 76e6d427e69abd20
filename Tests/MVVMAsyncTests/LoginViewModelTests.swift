import TestSupport
import Testing
import ThreatKit

@testable import MVVMAsync

/// The sign-in view model without a widget: inputs called, outputs read, virtual time moved with
/// `advanceSettling`, which lets the view model's tasks run as a run loop would.
@MainActor
@Suite("MVVM with Swift concurrency: LoginViewModel", .settlesItsOwnTasks)
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

    @Test("The access code: fresh on appearing, every 5 s from a task, none while away, fresh on return")
    func accessCodeTicks() async {
        let codes = test.expectedAccessCodes(4)
        viewModel.viewWillAppear()
        #expect(viewModel.accessCode.value == codes[0])
        await test.scheduler.advanceSettling(by: 10)
        #expect(viewModel.accessCode.value == codes[2], "Two ticks in 10 s")
        viewModel.viewWillDisappear()
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 0, "Cancelling the task stops the ticks")
        await test.scheduler.advanceSettling(by: 20)
        #expect(viewModel.accessCode.value == codes[2], "No ticks while away")
        viewModel.viewWillAppear()
        #expect(viewModel.accessCode.value == codes[3])
        viewModel.viewWillDisappear()
    }

    @Test("A tick that arrived just before viewWillDisappear(), its task not yet run, draws no code")
    func lateTick() async {
        let codes = test.expectedAccessCodes(2)
        viewModel.viewWillAppear()
        await test.scheduler.settle()
        test.scheduler.advance(by: 5)  // The tick's wait ends; the task has not run again yet.
        viewModel.viewWillDisappear()
        await test.scheduler.advanceSettling(by: 10)
        #expect(viewModel.accessCode.value == codes[0], "No code is drawn once the screen has gone")
        #expect(test.scheduler.pendingCount == 0)
        viewModel.viewWillAppear()
        #expect(viewModel.accessCode.value == codes[1], "The next code is the next one drawn, as in every variant")
        viewModel.viewWillDisappear()
    }

    @Test("Appearing twice in a row keeps one task of ticks: one new code per 5 s, not two")
    func oneTicker() async {
        let codes = test.expectedAccessCodes(3)
        viewModel.viewWillAppear()
        viewModel.viewWillAppear()
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 1, "The first appearance's task is cancelled")
        await test.scheduler.advanceSettling(by: 5)
        #expect(viewModel.accessCode.value == codes[2], "One tick in 5 s")
        viewModel.viewWillDisappear()
    }

    @Test("The ticks' task does not keep the view model alive, and ends with it")
    func ticksCaptureWeakly() async {
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        weak let watched = model
        model?.viewWillAppear()
        model = nil
        #expect(watched == nil, "The task must capture the view model weakly")
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 0, "The ticks stop once the view model is gone")
    }

    @Test("Signing in: waiting for 2 s, a second tap sends nothing, then the user and an empty form")
    func signIn() async {
        fill(username: "  analyst ", password: "Swift")
        viewModel.authenticateTapped()
        viewModel.authenticateTapped()
        #expect(viewModel.isLoading.value == true)
        #expect(viewModel.isAuthenticateEnabled.value == false)
        await test.scheduler.settle()
        #expect(test.scheduler.pendingCount == 1, "One sign-in in flight, not two")
        await test.scheduler.advanceSettling(by: 2)
        #expect(viewModel.signedInUser.value == User(username: "analyst"))
        #expect(viewModel.isLoading.value == false)
        #expect([viewModel.username.value, viewModel.password.value, viewModel.message.value] == ["", "", ""])
    }

    @Test("Wrong password: Invalid credentials. and the button enabled again")
    func wrongPassword() async {
        fill(username: "analyst", password: "swift")
        viewModel.authenticateTapped()
        await test.scheduler.advanceSettling(by: 2)
        #expect(viewModel.message.value == "Invalid credentials.")
        #expect(viewModel.isAuthenticateEnabled.value == true)
        #expect(viewModel.signedInUser.value == nil)
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
        #expect(viewModel.message.value == message)
        #expect(viewModel.isLoading.value == false)
        #expect(test.scheduler.pendingCount == 0, "An invalid form is not sent")
    }

    @Test("The protected username while not editing, the real one while editing")
    func protectedUsername() {
        fill(username: "analyst", password: "")
        #expect(viewModel.username.value == "****yst")
        viewModel.usernameDidBeginEditing()
        #expect(viewModel.username.value == "analyst")
    }
}
