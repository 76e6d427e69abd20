import AppHost
import Conformance
import Streams
import TestSupport
import Testing
import ThreatKit

@testable import ReactiveStreams

/// The access code: a timer stream that follows the screen, shared by everyone who shows it.
@MainActor
@Suite("04.3 The access code")
struct AccessCodeTests {
    let test = TestEnvironment()
    let viewModel: LoginViewModel

    init() {
        viewModel = LoginViewModel(environment: test.environment)
    }

    @Test("The access code: none before appearing, fresh on appearing, every 5 s while up, none while away")
    func accessCodeTimer() {
        let codes = Recorder(viewModel.accessCode)
        let expected = test.expectedAccessCodes(5)
        #expect(codes.values.isEmpty, "No code until the screen appears")
        #expect(test.scheduler.pendingCount == 0, "Nothing ticks until the screen appears")
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 4.9)
        #expect(codes.values == [expected[0]], "A code at once (startWith), the next one only at 5 s")
        test.scheduler.advance(by: 5.1)
        #expect(codes.values == Array(expected.prefix(3)), "A new code every 5 s: scheduler.ticks(every: 5)")
        viewModel.viewWillDisappear()
        test.scheduler.advance(by: 60)
        #expect(codes.values.count == 3, "No ticks while the screen is away")
        #expect(test.scheduler.pendingCount == 0, "The timer is disposed, not left running: flatMapLatest to .empty()")
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 5)
        #expect(codes.values == expected, "Back on top: a fresh code at once, and the 5 s count starts again")
        #expect(!codes.hasStopped, "The access code never completes; the screen may come back")
        viewModel.viewWillDisappear()
    }

    @Test("Two subscribers share one timer and see the same codes; a late one hears the current code")
    func sharedCodes() {
        let first = Recorder(viewModel.accessCode)
        viewModel.viewWillAppear()
        let second = Recorder(viewModel.accessCode)
        test.scheduler.advance(by: 5)
        #expect(first.values.count == 2, "A code on appearing, another at 5 s")
        #expect(
            second.values == first.values,
            "The late subscriber hears the current code, then the same ones: share(replay: 1)"
        )
        #expect(test.scheduler.pendingCount == 1, "One timer for everyone")
        viewModel.viewWillDisappear()
    }

    @Test("Appearing twice in a row keeps one timer")
    func oneTimer() {
        let codes = Recorder(viewModel.accessCode)
        viewModel.viewWillAppear()
        viewModel.viewWillAppear()
        #expect(codes.values.count == 1, "A repeated appearance is no change: distinctUntilChanged")
        #expect(test.scheduler.pendingCount == 1, "One timer, not two")
        viewModel.viewWillDisappear()
    }

    @Test(
        "The access code on screen behaves as the kit's", .showsScenarioSteps, arguments: Scenario.all(in: .accessCode))
    func screen(scenario: Scenario) throws {
        try scenario.run(on: .exercise)
    }
}
