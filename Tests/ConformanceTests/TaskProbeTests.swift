import AppHost
import TestSupport
import Testing

/// `TaskProbe`, which the lifetime scenarios and the async variant's tests use to find tasks left running.
@MainActor
@Suite("Task probe", .settlesItsOwnTasks)
struct TaskProbeTests {
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
        owner.single = Task { for await _ in first {} }
        owner.many = [Task { for await _ in second {} }]
        let probe = TaskProbe([owner])
        #expect(probe.count == 2)
        #expect(await probe.running() == ["Owner.single", "Owner.many"])

        owner.single?.cancel()
        #expect(await probe.running() == ["Owner.many"], "A cancelled loop is given the turns it needs to end")
        owner.many[0].cancel()
        #expect(await probe.running().isEmpty)
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
            await probe.running(givingEndingTasks: 1_000) == ["Owner.many"],
            "A loop whose stream finished is given the turns it needs to end; one that nothing ends is named")
        foreverContinuation.finish()
    }

    @Test("A task that ignores its cancellation is reported as cancelled and still running")
    func ignoredCancellation() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let owner = Owner()
        // Waits for a value that never comes, in a way cancellation cannot end (a continuation resumed
        // only by the stream's end).
        owner.single = Task {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Task.detached {
                    for await _ in values {}
                    done.resume()
                }
            }
        }
        let probe = TaskProbe([owner])
        owner.single?.cancel()
        #expect(await probe.running(givingEndingTasks: 100) == ["Owner.single (cancelled, still running)"])
        continuation.finish()
    }
}
