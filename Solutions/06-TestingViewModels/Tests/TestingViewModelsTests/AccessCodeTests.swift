import TestSupport
import Testing
import ThreatKit

@testable import TestingViewModels

@MainActor
@Suite("06.3 The access code and its timer")
struct AccessCodeTests {
    let test = TestEnvironment()
    let viewModel: LoginViewModel

    init() {
        viewModel = LoginViewModel(environment: test.environment)
    }

    @Test("A fresh code on appearing, one every 5 s while up, none while away")
    func timer() {
        let codes = Recorder(viewModel.accessCode)
        let expected = test.expectedAccessCodes(4)
        viewModel.viewWillAppear()
        #expect(codes.values == ["", expected[0]], "A code at once")
        test.scheduler.advance(by: 4.9)
        #expect(codes.values == ["", expected[0]], "None before 5 s")
        test.scheduler.advance(by: 5.1)
        #expect(codes.values == ["", expected[0], expected[1], expected[2]], "One at 5 s and one at 10 s")
        viewModel.viewWillDisappear()
        test.scheduler.advance(by: 60)
        #expect(codes.values.count == 4, "No code while the screen is away")
        #expect(test.scheduler.pendingCount == 0, "The timer is cancelled, not left running")
    }

    @Test("Appearing twice in a row keeps one timer")
    func oneTimer() {
        let codes = Recorder(viewModel.accessCode)
        viewModel.viewWillAppear()
        viewModel.viewWillAppear()
        test.scheduler.advance(by: 5)
        #expect(codes.values == [""] + test.expectedAccessCodes(3))
        #expect(test.scheduler.pendingCount == 1)
        viewModel.viewWillDisappear()
    }

    @Test("The timer does not keep the view model alive")
    func weakTimer() {
        var model: LoginViewModel? = LoginViewModel(environment: test.environment)
        weak let watched = model
        model?.viewWillAppear()
        model = nil
        #expect(watched == nil, "The repeating action must not hold the view model")
        test.scheduler.advance(by: 10)
        #expect(test.scheduler.pendingCount == 0, "A timer whose view model is gone stops at its next tick")
    }
}
