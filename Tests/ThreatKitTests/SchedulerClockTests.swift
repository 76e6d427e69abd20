import TestSupport
import Testing
import ThreatKit

@MainActor
@Suite("Scheduler clock", .settlesItsOwnTasks)
struct SchedulerClockTests {
    let scheduler = VirtualScheduler()
    var clock: SchedulerClock { SchedulerClock(scheduler: scheduler) }

    @Test("A sleep of 2 s ends when virtual time passes 2 s, not before, and the woken task runs on")
    func sleepEndsOnVirtualTime() async {
        var log: [String] = []
        let clock = clock
        let task = Task.immediate {
            log.append("asleep")
            try await clock.sleep(for: .seconds(2))
            log.append("awake at \(scheduler.now)")
        }
        #expect(log == ["asleep"], "Task.immediate runs the task up to its first suspension")
        await scheduler.advanceSettling(by: 1.999)
        #expect(log == ["asleep"], "The sleep must not end before 2 s")
        await scheduler.advanceSettling(by: 0.001)
        #expect(log == ["asleep", "awake at 2.0"], "The woken task has run once the scheduler has settled")
        #expect(scheduler.pendingCount == 0)
        task.cancel()
    }

    @Test("Cancelling a sleeping task ends its sleep with CancellationError and leaves nothing scheduled")
    func cancellingEndsTheSleep() async {
        var outcome = "sleeping"
        let clock = clock
        let task = Task.immediate {
            do {
                try await clock.sleep(for: .seconds(5))
                outcome = "woke"
            } catch {
                outcome = error is CancellationError ? "cancelled" : "other error"
            }
        }
        #expect(scheduler.pendingCount == 1, "The sleep is one scheduled action")
        task.cancel()
        await scheduler.settle()
        #expect(outcome == "cancelled")
        #expect(scheduler.pendingCount == 0, "A cancelled sleep leaves no action behind")
    }

    @Test("A pending sleep is named after the line that awaits it, not a line of the clock")
    func pendingSleepNamesItsAwait() async {
        let clock = clock
        let awaitingLine = #line + 2
        let task = Task.immediate {
            try await clock.sleep(for: .seconds(5))
        }
        #expect(
            scheduler.pendingActions.map(\.origin.description) == [
                "ThreatKitTests/SchedulerClockTests.swift:\(awaitingLine)"
            ])
        task.cancel()
        await scheduler.settle()
    }

    @Test("A tick of clock.timer(interval:) that is pending is named after the for-await loop's line")
    func pendingTickNamesItsLoop() async {
        let ticks = clock.timer(interval: .seconds(5))
        let loopLine = #line + 2
        let task = Task.immediate {
            for await _ in ticks {}
        }
        #expect(
            scheduler.pendingActions.map(\.origin.description) == [
                "ThreatKitTests/SchedulerClockTests.swift:\(loopLine)"
            ])
        task.cancel()
        await scheduler.settle()
    }

    @Test("A sleep awaited through a service's async form is named after the caller's line")
    func pendingSleepThroughAServiceNamesItsCaller() async {
        let service = LoginService(scheduler: scheduler)
        let awaitingLine = #line + 2
        let task = Task.immediate {
            _ = try? await service.logIn(Credentials(username: "analyst", password: "secret"))
        }
        #expect(
            scheduler.pendingActions.map(\.origin.description) == [
                "ThreatKitTests/SchedulerClockTests.swift:\(awaitingLine)"
            ])
        task.cancel()
        await scheduler.settle()
    }

    @Test("A loop of sleeps ticks every 5 s on virtual time, counting from each wake-up")
    func repeatedSleepsTick() async {
        var ticks: [Double] = []
        let clock = clock
        let task = Task.immediate {
            while !Task.isCancelled {
                try await clock.sleep(for: .seconds(5))
                ticks.append(scheduler.now)
            }
        }
        await scheduler.advanceSettling(by: 16)
        #expect(ticks == [5, 10, 15], "Each wake-up runs before time moves on, so the next sleep starts on time")
        task.cancel()
        await scheduler.settle()
        #expect(scheduler.pendingCount == 0)
    }

    @Test("A task cancelled before it sleeps does not sleep at all")
    func cancelledBeforeSleeping() async {
        var outcome = "not run"
        let clock = clock
        let task = Task {
            do {
                try await clock.sleep(for: .seconds(1))
                outcome = "slept"
            } catch {
                outcome = error is CancellationError ? "cancelled" : "other error"
            }
        }
        task.cancel()
        await scheduler.settle()
        #expect(outcome == "cancelled")
        #expect(scheduler.pendingCount == 0, "Nothing was scheduled for a sleep that never began")
    }

    @Test("The clock reads the scheduler's time")
    func now() {
        scheduler.advance(by: 1.5)
        #expect(clock.now.offset == .milliseconds(1500))
        #expect(clock.minimumResolution == .microseconds(1))
    }
}

/// `clock.timer(interval:)` on the kit's clock, as lesson code holds it: an `any Clock<Duration>`.
@MainActor
@Suite("Clock timer", .settlesItsOwnTasks)
struct ClockTimerTests {
    let scheduler = VirtualScheduler()
    var clock: any Clock<Duration> { SchedulerClock(scheduler: scheduler) }

    @Test("Nothing is scheduled until the loop starts; then a tick every 5 s, on time, and none after cancel")
    func ticks() async {
        let timer = clock.timer(interval: .seconds(5))
        #expect(scheduler.pendingCount == 0, "Making the timer schedules nothing")
        var ticks: [Double] = []
        let task = Task.immediate {
            for await _ in timer { ticks.append(scheduler.now) }
        }
        #expect(scheduler.pendingActions.map(\.dueTime) == [5], "The first tick is 5 s after the loop starts")
        await scheduler.advanceSettling(by: 16)
        #expect(ticks == [5, 10, 15])
        task.cancel()
        await scheduler.settle()
        #expect(scheduler.pendingCount == 0, "Cancelling the task stops the timer")
    }

    @Test("A tick whose wait ended just before its task was cancelled is not delivered")
    func noLateTick() async {
        var ticks = 0
        let timer = clock.timer(interval: .seconds(5))
        let task = Task.immediate {
            for await _ in timer { ticks += 1 }
        }
        scheduler.advance(by: 5)  // The wait ends; the task has not run again yet.
        task.cancel()
        await scheduler.settle()
        #expect(ticks == 0)
        await task.value
    }

    @Test("A sleep whose time came just before its task was cancelled throws CancellationError")
    func noLateWakeUp() async {
        var outcome = "sleeping"
        let clock = clock
        let task = Task.immediate {
            do {
                try await clock.sleep(for: .seconds(2))
                outcome = "went on"
            } catch {
                outcome = error is CancellationError ? "cancelled" : "other error"
            }
        }
        scheduler.advance(by: 2)
        task.cancel()
        await scheduler.settle()
        #expect(outcome == "cancelled")
        await task.value
    }
}
