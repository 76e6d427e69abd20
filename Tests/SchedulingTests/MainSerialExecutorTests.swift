import Testing

@testable import Scheduling

/// What `MainSerialExecutor` promises: work main-actor code starts has run when `settle()` returns,
/// whatever the machine is doing, and waiting side by side does not keep anyone from settling.
@MainActor
@Suite("Main serial executor")
struct MainSerialExecutorTests {
    /// The hook must be in place before a test starts a task, or the task's first jobs go to the global
    /// pool uncounted (a test that runs first in the program would then settle too early).
    init() {
        MainSerialExecutor.install()
    }

    @Test("A main-actor for-await loop has seen each value by the time settle() returns, every time")
    func forAwaitSeesEachValue() async {
        MainSerialExecutor.install()
        var late = 0
        for trial in 0..<2_000 {
            let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
            var seen = -1
            let consumer = Task { for await value in stream { seen = value } }
            await MainSerialExecutor.settle()
            continuation.yield(trial)
            await MainSerialExecutor.settle()
            if seen != trial { late += 1 }
            continuation.finish()
            await consumer.value
        }
        #expect(late == 0, "Values not yet seen when settle() returned")
    }

    @Test("A hop into a nonisolated async function and back has happened by the time settle() returns")
    func hopsComeBack() async {
        var log: [String] = []
        let task = Task {
            log.append(await Self.nonisolatedAnswer())
        }
        await MainSerialExecutor.settle()
        #expect(log == ["answer"])
        await task.value
    }

    nonisolated private static func nonisolatedAnswer() async -> String {
        await Task.yield()
        return "answer"
    }

    @Test("Callers settling side by side all return: waiting is not counted as work")
    func settlersDoNotWaitForEachOther() async {
        let settlers = (0..<4).map { _ in Task { await MainSerialExecutor.settle() } }
        for settler in settlers { #expect(await settler.value, "Each caller settles") }
    }

    @Test("A task that never waits keeps it from settling; given a limit, settle says so and returns")
    func spinningTask() async {
        let spinningLine = #line + 2
        let spinner = Task {
            while !Task.isCancelled { await Task.yield() }
        }
        #expect(await MainSerialExecutor.settle(giveUpAfter: 1_000) == false)
        #expect(
            MainSerialExecutor.lastSpinningTask?.callerLocation
                == "SchedulingTests/MainSerialExecutorTests.swift:\(spinningLine)",
            "Where the task spins is named")
        spinner.cancel()
        await spinner.value
        // No limit here: tests running beside this one may keep the main queue busy for a while.
        #expect(await MainSerialExecutor.settle(), "Settled once the task has ended")
    }
}
