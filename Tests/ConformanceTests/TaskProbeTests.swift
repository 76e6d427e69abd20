import AppHost
import TestSupport
import Testing
import ThreatKit

/// `TaskProbe`, which the lifetime scenarios and the async variant's tests use to find tasks left running.
@MainActor
@Suite("Task probe", .settlesItsOwnTasks)
struct TaskProbeTests {
    /// The line of the `await` in ``waitForTheEnd(of:)``: where a task that calls it is named as waiting.
    private static let waitLine = #line + 4
    /// Waits for a value that never comes, in a way cancellation cannot end: a continuation that only
    /// the end of `values` resumes.
    private static func waitForTheEnd(of values: AsyncStream<Int>) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Task.detached {
                for await _ in values {}
                done.resume()
            }
        }
    }

    /// An owner of tasks, as a controller keeps its bindings.
    private final class Owner {
        var single: Task<Void, Never>?
        var many: [Task<Void, Never>] = []
    }

    @Test("Tasks still running are named; those stopped by cancellation are not, however late they end")
    func namesRunningTasks() async {
        let (first, _) = AsyncStream.makeStream(of: Int.self)
        let (second, _) = AsyncStream.makeStream(of: Int.self)
        let owner = Owner()
        // Loops that run until cancelled; each ends some turns after its cancellation, through the
        // global executor.
        let loopLine = #line + 1
        owner.single = Task { for await _ in first {} }
        owner.many = [Task { for await _ in second {} }]
        let probe = TaskProbe([owner])
        #expect(probe.count == 2)
        await MainSerialExecutor.settle()  // The loops start, and wait for values.
        let running = await probe.running()
        #expect(running.map(\.name) == ["Owner.single", "Owner.many"])
        #expect(
            running.first?.description == "Owner.single (waiting at ConformanceTests/TaskProbeTests.swift:\(loopLine))",
            "Where it waits, by the line of its for await loop")

        owner.single?.cancel()
        #expect(
            await probe.running().map(\.name) == ["Owner.many"], "A cancelled loop is given the turns it needs to end")
        owner.many[0].cancel()
        #expect(await probe.running().isEmpty)
    }

    @Test("A task whose closure holds its owner is found as what keeps it alive, with the line that started it")
    func keeperFound() async throws {
        let census = TaskCensus()
        let (values, _) = AsyncStream.makeStream(of: Int.self)
        let (others, _) = AsyncStream.makeStream(of: Int.self)
        var owner: Owner? = Owner()
        let startLine = #line + 2
        owner?.many = [Task { for await _ in others {} }]
        owner?.single = Task { [owner] in for await _ in values { _ = owner } }
        let probe = TaskProbe([try #require(owner)])
        weak let watched = owner
        owner = nil
        await MainSerialExecutor.settle()
        #expect(watched != nil, "The task's closure keeps its owner")
        let keepers = await probe.keepers(
            of: [TaskProbe.WeakObject(name: "Owner", object: watched)], startedAt: { census.startLocations(of: $0) })
        #expect(watched == nil, "Cancelling the task that keeps it lets it go")
        #expect(keepers.map(\.name) == ["Owner.single"], "The loop that does not hold the owner is not named")
        #expect(keepers.first?.released == ["Owner"])
        if TaskCensus.seesTasks {
            #expect(
                keepers.first?.startedAt.first { $0.hasPrefix("ConformanceTests/") }
                    == "ConformanceTests/TaskProbeTests.swift:\(startLine)")
        }
    }

    @Test("Tasks that wait at the same line are said once, with how many there are")
    func sameTasksSaidOnce() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let owner = Owner()
        let loopLine = #line + 1
        owner.many = (0..<3).map { _ in Task { for await _ in values {} } }
        owner.single = Task { for await _ in values {} }
        let probe = TaskProbe([owner])
        await MainSerialExecutor.settle()
        let running = await probe.running()
        #expect(running.count == 4)
        #expect(
            "\(running)" == "Owner.single (waiting at ConformanceTests/TaskProbeTests.swift:\(loopLine + 1));"
                + " Owner.many (waiting at ConformanceTests/TaskProbeTests.swift:\(loopLine)) ×3")
        continuation.finish()
        await MainSerialExecutor.settle()
        let ended = await probe.running()
        #expect(ended.isEmpty, "The loops end with their stream: \(ended)")
    }

    @Test("A binding let go without being cancelled is given the turns to end as its stream finishes; a leak is named")
    func endedByItsStream() async throws {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let (forever, foreverContinuation) = AsyncStream.makeStream(of: Int.self)
        var owner: Owner? = Owner()
        // Bindings a controller keeps and never cancels: `Output`'s other way to end is its view model going,
        // which finishes the stream. The second stream never finishes: that task outlives its owner.
        owner?.single = Task { for await _ in values {} }
        owner?.many = [Task { for await _ in forever {} }]
        let probe = TaskProbe([try #require(owner)])
        owner = nil
        continuation.finish()
        #expect(
            await probe.running(givingEndingTasks: 1_000).map(\.name) == ["Owner.many"],
            "A loop whose stream finished is given the turns it needs to end; one that nothing ends is named")
        foreverContinuation.finish()
    }

    @Test("A task that ignores its cancellation is reported as cancelled and still running")
    func ignoredCancellation() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let owner = Owner()
        owner.single = Task { await Self.waitForTheEnd(of: values) }
        let probe = TaskProbe([owner])
        owner.single?.cancel()
        #expect(
            await probe.running(givingEndingTasks: 100).map(\.description) == [
                "Owner.single (cancelled, still running, waiting at ConformanceTests/TaskProbeTests.swift:\(Self.waitLine))"
            ], "A task that waits forever is named with the line it waits at")
        continuation.finish()
    }

    @Test("The note for a failure names where the tasks of one property still wait, and is empty once they finish")
    func unfinishedNote() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let owner = Owner()
        owner.single = Task { await Self.waitForTheEnd(of: values) }
        owner.many = [Task {}]
        let probe = TaskProbe([owner])
        await MainSerialExecutor.settle()
        #expect(probe.unfinishedNote("many").isEmpty, "A finished task is not named")
        #expect(
            probe.unfinishedNote("single")
                == " (single has not finished: it waits at ConformanceTests/TaskProbeTests.swift:\(Self.waitLine))")
        continuation.finish()
        await owner.single?.value
        await MainSerialExecutor.settle()
        #expect(probe.unfinishedNote("single").isEmpty, "Nothing is said once it has finished")
    }
}
