import AppHost
import TestSupport
import Testing
import ThreatKit

@testable import SwiftConcurrency

@MainActor
@Suite("07.2 The access code from an async sequence of ticks")
struct AccessCodeTests {
    let fixture = SignInFixture()

    @Test("A fresh code on appearing, then a new one every 5 s from the clock's ticks")
    func ticks() async {
        let viewModel = fixture.viewModel
        let codes = fixture.test.expectedAccessCodes(4)
        viewModel.viewWillAppear()
        #expect(viewModel.accessCode.value == codes[0])
        await fixture.test.scheduler.advanceSettling(by: 4.9)
        #expect(viewModel.accessCode.value == codes[0], "No new code before 5 s")
        await fixture.test.scheduler.advanceSettling(by: 10.1)
        #expect(viewModel.accessCode.value == codes[3], "Three ticks in 15 s: for await _ in clock.timer(interval:)")
        viewModel.viewWillDisappear()
    }

    @Test("Leaving the screen cancels the task: the ticks stop; coming back starts them again")
    func stopsWithTheScreen() async {
        let viewModel = fixture.viewModel
        let codes = fixture.test.expectedAccessCodes(3)
        viewModel.viewWillAppear()
        #expect(
            fixture.test.scheduler.pendingActions.map(\.dueTime) == [5],
            """
            The timer should wait for its first tick, 5 s on, as soon as viewWillAppear() returns. Task { } starts on \
            a later turn of the main actor; Task.immediate { } runs now, up to its first await
            """)
        await fixture.test.scheduler.settle()
        viewModel.viewWillDisappear()
        await fixture.test.scheduler.settle()
        #expect(fixture.test.scheduler.pendingCount == 0, "Cancelling the task should stop the ticks")
        await fixture.test.scheduler.advanceSettling(by: 20)
        #expect(viewModel.accessCode.value == codes[0], "No ticks while another screen is on top")
        viewModel.viewWillAppear()
        await fixture.test.scheduler.advanceSettling(by: 5)
        #expect(viewModel.accessCode.value == codes[2], "A fresh code on return, and ticking again")
        viewModel.viewWillDisappear()
    }

    @Test("A view model that goes away while its ticks wait is released: the task holds it weakly, tick by tick")
    func releasedWhileTicking() async {
        let census = TaskCensus()
        var viewModel: LoginViewModel? = LoginViewModel(environment: fixture.test.environment)
        viewModel?.viewWillAppear()
        await fixture.test.scheduler.settle()
        #expect(fixture.test.scheduler.pendingCount == 1, "The ticks should be waiting on the clock")
        let probe = viewModel.map { TaskProbe([$0]) }
        let waiting = probe?.unfinishedNote("accessCodeTicks") ?? ""
        weak let watched = viewModel
        viewModel = nil
        let released = watched == nil
        // Another task of the view model's may be what keeps it: then that one is named.
        let kept = await probe?.keptAlive(
            [TaskProbe.WeakObject(name: "LoginViewModel", object: watched)],
            startedAt: { census.startLocations(of: $0) })
        let others = kept?.keepers.filter { !$0.name.hasSuffix(".accessCodeTicks") } ?? []
        #expect(
            released,
            others.isEmpty
                ? """
                The ticks task keeps LoginViewModel alive\(waiting): its closure holds a strong self for the whole \
                loop (no [weak self], or a guard let self at its top, which undoes it). Capture [weak self] and use \
                self only inside the loop, one tick at a time: `for await _ in ticks { self?.showNewAccessCode() }`
                """ : "Once let go, \(kept.map(String.init(describing:)) ?? "")")
    }

    @Test("A tick that arrived just before viewWillDisappear(), its task not yet run, draws no code")
    func noLateTick() async {
        let viewModel = fixture.viewModel
        let codes = fixture.test.expectedAccessCodes(2)
        viewModel.viewWillAppear()
        await fixture.test.scheduler.settle()
        #expect(fixture.test.scheduler.pendingCount == 1, "The timer should be waiting for its first tick")
        fixture.test.scheduler.advance(by: 5)  // The tick's wait ends; the task has not run again yet.
        viewModel.viewWillDisappear()
        await fixture.test.scheduler.advanceSettling(by: 10)
        #expect(viewModel.accessCode.value == codes[0], "No code is drawn once the screen has gone")
        viewModel.viewWillAppear()
        #expect(viewModel.accessCode.value == codes[1], "The next code is the next one drawn, as in every variant")
        viewModel.viewWillDisappear()
    }
}
