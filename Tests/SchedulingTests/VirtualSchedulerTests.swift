import Scheduling
import Testing

@MainActor
@Suite("Virtual scheduler")
struct VirtualSchedulerTests {
    let scheduler = VirtualScheduler()

    @Test("An action runs when its time comes, not before")
    func runsWhenDue() {
        var ran: [Double] = []
        scheduler.schedule(after: 2) { ran.append(scheduler.now) }
        scheduler.advance(by: 1.999)
        #expect(ran.isEmpty, "An action due at 2 s must not run at 1.999 s")
        scheduler.advance(by: 0.001)
        #expect(ran == [2], "The action runs at exactly 2 s and sees the clock at its due time")
        #expect(scheduler.pendingCount == 0)
    }

    @Test("Actions run in order of due time, then in the order they were scheduled")
    func order() {
        var log: [String] = []
        scheduler.schedule(after: 3) { log.append("c") }
        scheduler.schedule(after: 1) { log.append("a") }
        scheduler.schedule(after: 3) { log.append("d") }
        scheduler.schedule(after: 2) { log.append("b") }
        scheduler.advance(by: 10)
        #expect(log == ["a", "b", "c", "d"])
        #expect(scheduler.now == 10, "The clock ends where it was advanced to")
    }

    @Test("nextDueTime is when the soonest action is due, the first of pendingActions; nil when nothing waits")
    func nextDueTime() {
        #expect(scheduler.nextDueTime == nil)
        let late = scheduler.schedule(after: 3) {}
        _ = scheduler.schedule(after: 1.5, repeatingEvery: 5, origin: ScheduleOrigin(fileID: #fileID, line: #line)) {}
        #expect(scheduler.nextDueTime == 1.5)
        #expect(scheduler.nextDueTime == scheduler.pendingActions.first?.dueTime)
        scheduler.advance(by: 2)
        #expect(scheduler.nextDueTime == 3, "The repeating action is next due at 6.5 s, after the one at 3 s")
        late.cancel()
        #expect(scheduler.nextDueTime == 6.5)
    }

    @Test("Ten waits of 0.1 s make exactly one second")
    func noDrift() {
        var ran = false
        scheduler.schedule(after: 1) { ran = true }
        for _ in 0..<10 { scheduler.advance(by: 0.1) }
        #expect(ran, "Virtual time counts whole microseconds, so 10 × 0.1 s reaches 1 s")
    }

    @Test("Work scheduled by an action runs within the same advance when it falls due")
    func chained() {
        var log: [Double] = []
        scheduler.schedule(after: 1) {
            log.append(scheduler.now)
            scheduler.schedule(after: 1) { log.append(scheduler.now) }
        }
        scheduler.advance(by: 2)
        #expect(log == [1, 2])
    }

    @Test("A repeating action runs every interval until cancelled")
    func repeating() {
        var ticks: [Double] = []
        let timer = scheduler.scheduleRepeating(every: 5) { ticks.append(scheduler.now) }
        scheduler.advance(by: 16)
        #expect(ticks == [5, 10, 15])
        #expect(scheduler.pendingActions.first?.interval == 5)
        timer.cancel()
        scheduler.advance(by: 20)
        #expect(ticks == [5, 10, 15], "No tick after cancel")
        #expect(scheduler.pendingCount == 0)
    }

    @Test("A timer for an owner holds it weakly and stops at the first tick after it is gone")
    func ownedTimer() {
        final class Owner {
            var ticks = 0
        }
        var owner: Owner? = Owner()
        weak let watched = owner
        _ = scheduler.scheduleRepeating(every: 5, for: owner!) { $0.ticks += 1 }
        scheduler.advance(by: 10)
        #expect(owner?.ticks == 2)
        owner = nil
        #expect(watched == nil, "The timer does not keep its owner alive")
        #expect(scheduler.pendingCount == 1)
        scheduler.advance(by: 5)
        #expect(scheduler.pendingCount == 0, "The next tick found the owner gone and cancelled the timer")
    }

    @Test("A repeating action may cancel itself while it runs")
    func cancelsItself() {
        var count = 0
        var timer: (any Cancellable)?
        timer = scheduler.scheduleRepeating(every: 1) {
            count += 1
            if count == 2 { timer?.cancel() }
        }
        scheduler.advance(by: 10)
        #expect(count == 2)
    }

    @Test("Cancelling before the action runs means it never runs; cancelling twice is harmless")
    func cancel() {
        var ran = false
        let action = scheduler.schedule(after: 1) { ran = true }
        action.cancel()
        action.cancel()
        scheduler.advance(by: 2)
        #expect(!ran)
    }

    @Test("A cancelled action releases what it captured")
    func cancelReleasesCapture() {
        final class Owner {}
        var owner: Owner? = Owner()
        weak let watched = owner
        let action = scheduler.schedule(after: 1) { [owner] in _ = owner }
        owner = nil
        #expect(watched != nil, "The scheduled action keeps its capture alive until it runs or is cancelled")
        action.cancel()
        #expect(watched == nil, "Cancelling must release the capture, or a cancelled timer still leaks its owner")
    }

    @Test("Pending actions name the line that scheduled them")
    func origin() {
        let line = #line + 1
        scheduler.schedule(after: 1.5) {}
        let pending = scheduler.pendingActions
        #expect(pending.count == 1)
        #expect(pending.first?.origin.line == line)
        #expect(pending.first?.origin.fileID.hasSuffix("VirtualSchedulerTests.swift") == true)
        #expect(
            pending.first?.description.hasPrefix("due at 1.5 s, from SchedulingTests/VirtualSchedulerTests.swift")
                == true)
    }

    @Test("An action that advances the clock itself never makes time go back")
    func nestedAdvance() {
        scheduler.schedule(after: 1) { scheduler.advance(by: 10) }
        scheduler.advance(by: 2)
        #expect(scheduler.now == 11)
    }

    @Test("Durations round to whole microseconds")
    func microseconds() {
        var ran = false
        scheduler.schedule(after: 5) { ran = true }
        scheduler.advance(by: 4.999_999)
        #expect(!ran, "4.999999 s is a microsecond short of 5 s")
        scheduler.advance(by: 0.000_001)
        #expect(ran)
    }

    @Test("Running until idle runs everything; a timer that never stops is reported")
    func runUntilIdle() throws {
        var ran = 0
        scheduler.schedule(after: 100) { ran += 1 }
        scheduler.schedule(after: 3) { ran += 1 }
        try scheduler.runUntilIdle()
        #expect(ran == 2)
        #expect(scheduler.now == 100)

        let timer = scheduler.scheduleRepeating(every: 1) {}
        #expect(throws: VirtualScheduler.NotIdleError.self) {
            try scheduler.runUntilIdle(maximumActions: 50)
        }
        timer.cancel()
    }
}

/// What a person sees when their code breaks one of the clock's rules: the program stops with the rule.
///
/// Scheduling is optimized in debug builds, where a failed `precondition` says only "precondition
/// failure"; each case runs in a program of its own (an exit test).
@Suite("Virtual scheduler: broken rules")
struct VirtualSchedulerRuleTests {
    @Test("Moving time backwards stops the program, saying so in its own words")
    func backwards() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { VirtualScheduler().advance(by: -1) }
        }
        let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(said.contains("Time cannot move backwards (advance by -1.0 s)."), "\(said)")
    }
}
