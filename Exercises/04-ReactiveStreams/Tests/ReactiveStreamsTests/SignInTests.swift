import AppHost
import Conformance
import Streams
import TestSupport
import Testing
import ThreatKit

@testable import ReactiveStreams

/// Sending the form: the login service answers after 2 seconds of virtual time.
@MainActor
@Suite("04.2 Signing in")
struct SignInTests {
    let test = TestEnvironment()
    let viewModel: LoginViewModel

    init() {
        viewModel = LoginViewModel(environment: test.environment)
    }

    @Test("A successful sign-in: 2 s of loading, then the user once, a clean form and no message")
    func success() {
        viewModel.fill(username: "  analyst ", password: "Swift")
        let messages = Recorder(viewModel.message)
        let loading = Recorder(viewModel.isLoading)
        let enabled = Recorder(viewModel.isAuthenticateEnabled)
        let users = Recorder(viewModel.signedIn)
        let username = Recorder(viewModel.username)
        viewModel.authenticateTapped()
        #expect(loading.values == [false, true], "isLoading replays false, then turns true as the request starts")
        #expect(enabled.values == [true, false], "isAuthenticateEnabled is !isLoading")
        test.scheduler.advance(by: 1.9)
        #expect(users.values.isEmpty, "The answer takes 2 s")
        test.scheduler.advance(by: 0.1)
        #expect(loading.values == [false, true, false], "distinctUntilChanged keeps each change once")
        #expect(enabled.values == [true, false, true])
        #expect(users.values == [User(username: "analyst")], "The username is trimmed before sign-in")
        #expect(messages.values == ["", "", ""], "Sending clears the message; success leaves it empty")
        #expect(username.last == "", "The form is cleared")
        #expect(Recorder(viewModel.signedIn).values.isEmpty, "A sign-in is an event: a late subscriber hears nothing")
    }

    @Test("A failed sign-in: Invalid credentials., Authenticate enabled again, and the next tap still works")
    func failure() {
        viewModel.fill(username: "analyst", password: "swift")
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
        #expect(
            users.values == [User(username: "analyst")],
            "Catch the error inside flatMapLatest (catchAndReturn): an error outside ends the taps stream for good"
        )
    }

    @Test("A second tap while signing in sends nothing")
    func doubleTap() {
        viewModel.fill(username: "analyst", password: "Swift")
        let loading = Recorder(viewModel.isLoading)
        let users = Recorder(viewModel.signedIn)
        viewModel.authenticateTapped()
        test.scheduler.advance(by: 1)
        viewModel.authenticateTapped()
        #expect(test.scheduler.pendingCount == 1, "One request in flight, not two")
        test.scheduler.advance(by: 1)
        #expect(
            users.values.count == 1,
            "The first request answers at 2 s: filter out taps while signing in, so none sends again or restarts it"
        )
        test.scheduler.advance(by: 5)
        #expect(loading.values == [false, true, false])
        #expect(users.values.count == 1, "One sign-in, one user")
    }

    @Test(
        "The sign-in screen behaves as the kit's: the form, then signing in",
        .showsScenarioSteps, arguments: Scenario.all(in: .login) + Scenario.all(in: .signIn)
    )
    func screen(scenario: Scenario) throws {
        try scenario.run(on: .exercise)
    }
}
