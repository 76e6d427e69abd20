import TestSupport
import Testing
import ThreatKit

@testable import BindingWithBoxes

/// The access code moves from the controller into the view model, where virtual time can test it.
///
/// These tests read `accessCode.value` after each step rather than binding to it, so they hold the
/// timer to account whatever state `Box` is in.
@MainActor
@Suite("02.2 The access code ticks in the view model")
struct AccessCodeTests {
    let test = TestEnvironment()

    @Test("The access code: fresh on appearing, every 5 s while up, none while away, fresh on return")
    func accessCodeTimer() {
        let viewModel = LoginViewModel(environment: test.environment)
        let expected = test.expectedAccessCodes(5)
        #expect(viewModel.accessCode.value == "", "Nothing ticks before appearing")
        #expect(test.scheduler.pendingCount == 0, "Nothing ticks before appearing")
        viewModel.viewWillAppear()
        #expect(viewModel.accessCode.value == expected[0], "viewWillAppear() should show a fresh code at once")
        #expect(test.scheduler.pendingCount == 1, "viewWillAppear() should start one repeating timer")
        test.scheduler.advance(by: 4.9)
        #expect(viewModel.accessCode.value == expected[0], "No new code before 5 s")
        test.scheduler.advance(by: 0.1)
        #expect(viewModel.accessCode.value == expected[1], "A new code at 5 s: scheduleRepeating(every: 5, …)")
        test.scheduler.advance(by: 5)
        #expect(viewModel.accessCode.value == expected[2], "…and another at 10 s: the timer repeats")
        viewModel.viewWillDisappear()
        #expect(test.scheduler.pendingCount == 0, "viewWillDisappear() should cancel the timer, not leave it running")
        test.scheduler.advance(by: 60)
        #expect(viewModel.accessCode.value == expected[2], "No ticks while the screen is away")
        viewModel.viewWillAppear()
        #expect(viewModel.accessCode.value == expected[3], "Coming back shows a fresh code at once")
        test.scheduler.advance(by: 5)
        #expect(viewModel.accessCode.value == expected[4], "…and the 5 s count starts again")
        viewModel.viewWillDisappear()
    }

    @Test("Appearing twice in a row keeps one timer")
    func oneTimer() {
        let viewModel = LoginViewModel(environment: test.environment)
        let expected = test.expectedAccessCodes(3)
        viewModel.viewWillAppear()
        viewModel.viewWillAppear()
        #expect(viewModel.accessCode.value == expected[1], "Each viewWillAppear() shows a fresh code")
        #expect(test.scheduler.pendingCount == 1, "Cancel the old timer before starting a new one: one timer, not two")
        test.scheduler.advance(by: 5)
        #expect(viewModel.accessCode.value == expected[2], "One tick at 5 s, not one per viewWillAppear()")
        viewModel.viewWillDisappear()
    }

    @Test("The timer does not keep the view model alive")
    func timerCapturesWeakly() {
        var viewModel: LoginViewModel? = LoginViewModel(environment: test.environment)
        viewModel?.viewWillAppear()
        #expect(test.scheduler.pendingCount == 1, "viewWillAppear() should start the access-code timer")
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "The timer must not keep it: scheduleRepeating(every:for:) holds its owner weakly")
        test.scheduler.advance(by: 10)
        #expect(test.scheduler.pendingCount == 0, "A timer whose view model is gone stops at its next tick")
    }
}

/// The talk's last step: the username field is driven by a box too, so typing, protecting and
/// clearing all reach the screen without the controller doing anything but binding.
@MainActor
@Suite("02.4 The username as a box")
struct UsernameBoxTests {
    let test = TestEnvironment()

    @Test("The username box shows the name as typed while editing and protected after: ecerney → ****ney")
    func protectedUsername() {
        let viewModel = LoginViewModel(environment: test.environment)
        let username = Recorder(viewModel.username)
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged("e")
        viewModel.usernameChanged("ecerney")
        viewModel.usernameDidEndEditing()
        viewModel.usernameDidBeginEditing()
        #expect(
            username.values == ["", "", "e", "ecerney", "****ney", "ecerney"],
            "Each of the three username inputs should assign username.value (bind, begin, 2 keystrokes, end, begin)")
    }

    @Test(
        "Protection counts characters as a person sees them, and uses the trimmed name",
        arguments: [
            ("abc", "abc"), ("abcd", "*bcd"), ("xy👍🏽z1", "**👍🏽z1"), ("jose\u{301}", "*ose\u{301}"),
            ("👨‍👩‍👧ab", "👨‍👩‍👧ab"), ("  analyst  ", "****yst"), ("", ""),
        ]
    )
    func protection(typed: String, shown: String) {
        let viewModel = LoginViewModel(environment: test.environment)
        let username = Recorder(viewModel.username)
        viewModel.usernameDidBeginEditing()
        viewModel.usernameChanged(typed)
        viewModel.usernameDidEndEditing()
        #expect(
            username.values == ["", "", typed, shown],
            "The box should announce the name as typed, then protectedUsername once editing ends")
        #expect(viewModel.username.value == shown, "usernameDidEndEditing() should leave the protected name in the box")
    }
}
