import Dispatch
import Scheduling
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// `WorkerThread`: a command's blocking work runs off the main queue, even in the tests, where the main
/// serial executor runs every hop from the main actor there.
@MainActor
@Suite("Worker thread", .settlesItsOwnTasks)
struct WorkerThreadTests {
    /// Set on the main queue for the test, to tell where work ran (a key is only ever compared).
    private nonisolated static let mainQueue = DispatchSpecificKey<String>()

    /// Where a `nonisolated` async function runs when the main actor calls it.
    private nonisolated static func queueOfHop() async -> String? {
        DispatchQueue.getSpecific(key: mainQueue)
    }

    @Test("Work handed to a worker thread runs off the main queue and returns its result; a plain hop does not")
    func runsOffTheMainQueue() async {
        MainSerialExecutor.install()
        DispatchQueue.main.setSpecific(key: Self.mainQueue, value: "main")
        defer { DispatchQueue.main.setSpecific(key: Self.mainQueue, value: nil) }
        #expect(await Self.queueOfHop() == "main", "A hop from the main actor runs on the main queue in the tests")
        let (queue, sum) = await WorkerThread.run {
            (DispatchQueue.getSpecific(key: Self.mainQueue), (1...10).reduce(0, +))
        }
        #expect(queue == nil, "The work ran on the main queue")
        #expect(sum == 55)
    }
}
