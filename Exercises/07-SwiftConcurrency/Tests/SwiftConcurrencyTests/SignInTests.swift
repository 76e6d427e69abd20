import AppHost
import TestSupport
import Testing
import ThreatKit

@testable import SwiftConcurrency

/// A sign-in view model on virtual time.
///
/// `advanceSettling` moves the clock and lets the tasks it wakes run, as the main actor would between
/// two events; `settle` lets queued tasks run without moving it.
@MainActor
struct SignInFixture {
    let test = TestEnvironment()
    let viewModel: LoginViewModel

    init() {
        viewModel = LoginViewModel(environment: test.environment)
    }

    /// Types a valid or invalid form as the screen would report it.
    func fill(username: String, password: String) {
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(username)
        viewModel.usernameDidEndEditing()
        viewModel.passwordChanged(password)
    }
}

@MainActor
@Suite("07.1 Sign in with async/await, stopped by cancellation")
struct SignInTests {
    let fixture = SignInFixture()

    @Test("Authenticate waits 2 s for the login service, then gives the user and clears the form")
    func signsIn() async {
        let viewModel = fixture.viewModel
        fixture.fill(username: "  analyst ", password: "Swift")
        viewModel.authenticateTapped()
        let signIn = TaskProbe([viewModel])
        #expect(viewModel.isLoading.value == true, "While signing in the activity indicator should spin")
        #expect(viewModel.isAuthenticateEnabled.value == false, "While signing in Authenticate is disabled")
        await fixture.test.scheduler.advanceSettling(by: 2)
        #expect(
            viewModel.signedInUser.value == User(username: "analyst"),
            """
            After 2 s the task should have the user from `try await loginService.logIn(_:)`\
            \(signIn.unfinishedNote("signIn"))
            """)
        #expect(viewModel.isLoading.value == false)
        #expect([viewModel.username.value, viewModel.password.value] == ["", ""], "The form is cleared")
    }

    @Test("A wrong password shows Invalid credentials. and enables Authenticate again")
    func wrongPassword() async {
        let viewModel = fixture.viewModel
        fixture.fill(username: "analyst", password: "swift")
        viewModel.authenticateTapped()
        let signIn = TaskProbe([viewModel])
        await fixture.test.scheduler.advanceSettling(by: 2)
        #expect(
            viewModel.message.value == "Invalid credentials.",
            """
            For .failed, call signInFailed(): in do throws(RequestError<LoginError>), switch over the caught error\
            \(signIn.unfinishedNote("signIn"))
            """)
        #expect(viewModel.isAuthenticateEnabled.value == true)
    }

    @Test("The request goes out as Authenticate is tapped, not a turn later: Task.immediate")
    func requestGoesOutAtOnce() {
        fixture.fill(username: "analyst", password: "Swift")
        fixture.viewModel.authenticateTapped()
        #expect(
            fixture.test.scheduler.pendingCount == 1,
            """
            The sign-in should wait on the clock as soon as authenticateTapped() returns. Task { } starts on a later \
            turn of the main actor; Task.immediate { } runs now, up to its first await
            """)
    }

    @Test("A second tap while signing in sends nothing: one task, one request")
    func secondTap() async {
        let viewModel = fixture.viewModel
        fixture.fill(username: "analyst", password: "Swift")
        viewModel.authenticateTapped()
        viewModel.authenticateTapped()
        await fixture.test.scheduler.settle()
        #expect(fixture.test.scheduler.pendingCount == 1, "Exactly one sign-in should be waiting on the clock")
        await fixture.test.scheduler.advanceSettling(by: 2)
        #expect(viewModel.signedInUser.value == User(username: "analyst"))
    }

    @Test("A view model that goes away cancels its sign-in: the wait ends at once, nothing is left scheduled")
    func goingAwayCancels() async {
        var viewModel: LoginViewModel? = LoginViewModel(environment: fixture.test.environment)
        viewModel?.usernameChanged("analyst")
        viewModel?.passwordChanged("Swift")
        viewModel?.authenticateTapped()
        await fixture.test.scheduler.settle()
        #expect(fixture.test.scheduler.pendingCount == 1, "The sign-in should be waiting on the clock")
        weak let watched = viewModel
        viewModel = nil
        #expect(
            watched == nil,
            """
            The waiting task keeps the view model alive: it holds a strong self across its await (no [weak self], \
            or a guard let self before the await). Capture [weak self] and write self?.signedIn(as:) after it
            """)
        await fixture.test.scheduler.settle()
        #expect(
            fixture.test.scheduler.pendingCount == 0,
            "Cancelling the task (in deinit) should end the clock's wait: \(fixture.test.scheduler.pendingActions)")
    }
}
