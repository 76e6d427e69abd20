import Scheduling
import Testing

@MainActor
@Suite("Work in flight")
struct WorkInFlightTests {
    let scheduler = VirtualScheduler()

    /// A consumer like `Output.bind`: a main-actor `for await` loop that reports each value it handled.
    private func consume(
        _ values: AsyncStream<Int>,
        reportingTo inFlight: WorkInFlight,
        into shown: @escaping @MainActor (Int) -> Void
    ) -> Task<Void, Never> {
        Task.immediate {
            inFlight.consumerStarted()
            for await value in values {
                shown(value)
                inFlight.taken()
            }
            inFlight.consumerEnded()
        }
    }

    @Test("settle() returns only once the consumer has handled every value sent to it")
    func settleWaitsForTheConsumer() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let inFlight = WorkInFlight.Group.$current.withValue(scheduler.workInFlight) { WorkInFlight() }
        var shown: [Int] = []
        let consumer = consume(values, reportingTo: inFlight) { shown.append($0) }
        for value in 1...50 {
            continuation.yield(value)
            inFlight.sent()
            await scheduler.settle()
            #expect(shown.last == value, "After settling, the value sent last is shown")
        }
        consumer.cancel()
        await scheduler.settle()
    }

    @Test("Values sent to a stream nobody iterates keep nobody waiting")
    func unconsumedStreamsDoNotCount() async {
        let (_, continuation) = AsyncStream.makeStream(of: Int.self)
        let inFlight = WorkInFlight.Group.$current.withValue(scheduler.workInFlight) { WorkInFlight() }
        continuation.yield(1)
        inFlight.sent()
        await scheduler.settle()  // Returns: it would stop the test run if it waited for this value.
    }

    @Test("Given a number of turns, settling goes on unsettled when a consumer stops taking values")
    func settleGoesOnWhenAsked() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let inFlight = WorkInFlight.Group.$current.withValue(scheduler.workInFlight) { WorkInFlight() }
        inFlight.consumerStarted()  // A consumer that never takes what it is sent.
        continuation.yield(1)
        inFlight.sent()
        #expect(await WorkInFlight.settle(scheduler.workInFlight, orGoOnAfter: 100) == false)
        inFlight.taken()
        inFlight.consumerEnded()
        // Without a number of turns it would settle now: the value is taken. (With one, the other tests
        // running side by side, whose streams settling also waits for, may keep it busy longer.)
        await scheduler.settle()
        _ = values
    }

    @Test("A sleep is waited for until its task is back, and the task goes on before the clock moves")
    func settleWaitsForSleeps() async {
        let clock = SchedulerClock(scheduler: scheduler)
        var wokenAt: [Double] = []
        let sleeper = WorkInFlight.Group.$current.withValue(scheduler.workInFlight) {
            Task.immediate {
                for _ in 0..<20 {
                    try? await clock.sleep(for: .seconds(1))
                    wokenAt.append(scheduler.now)
                }
            }
        }
        await scheduler.advanceSettling(by: 20)
        #expect(wokenAt == (1...20).map(Double.init), "Each wake-up runs at its own second")
        sleeper.cancel()
    }
}
