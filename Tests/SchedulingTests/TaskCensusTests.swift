import Foundation
import Synchronization
import TestSupport
import Testing

/// An object whose going is seen.
private final class Owner: Sendable {
    static let alive = Atomic<Int>(0)
    init() { Self.alive.add(1, ordering: .relaxed) }
    deinit { Self.alive.subtract(1, ordering: .relaxed) }
    func work() {}
}

/// How many tasks have suspended, as each says so.
private final class Suspensions: Sendable {
    let count = Atomic<Int>(0)
}

/// An object that keeps a task's handle.
@MainActor
private final class Keeper {
    var task: Task<Void, Never>?
}

@Suite(
    "A census of the tasks started",
    .enabled(if: TaskCensus.seesTasks, "a program sees the tasks it creates only on Linux (TaskCreationHook.h)"),
    .serialized
)
@MainActor
struct TaskCensusTests {
    /// This file: the tasks started here count (the kit's other tests run beside these and start tasks).
    let folder = #filePath

    @Test("A task nothing keeps, waiting for a continuation never resumed, is named at its await")
    func unstoredWaitingTask() async {
        let census = TaskCensus()
        let line = #line + 1
        Task { await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in } }
        await Task.yield()
        #expect(census.unfinished(startedIn: folder, sparing: []) == ["SchedulingTests/TaskCensusTests.swift:\(line)"])
    }

    @Test("A detached task that loops on a real sleep is named at the sleep")
    func loopingDetachedTask() async {
        let census = TaskCensus()
        let line = #line + 2
        let loop = Task.detached {
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
        }
        defer { loop.cancel() }
        // The loop starts on a thread of its own; give it turns to reach its first sleep.
        var found: [String] = []
        for _ in 0..<100_000 where found.isEmpty {
            await Task.yield()
            found = census.unfinished(startedIn: folder, sparing: [])
        }
        #expect(found == ["SchedulingTests/TaskCensusTests.swift:\(line)"])
    }

    @Test("A task that has finished is not named, and the census keeps nothing it captured alive")
    func finishedTask() async {
        let before = Owner.alive.load(ordering: .relaxed)
        let census = TaskCensus()
        do {
            let owner = Owner()
            await Task { owner.work() }.value
        }
        #expect(census.unfinished(startedIn: folder, sparing: []).isEmpty)
        #expect(Owner.alive.load(ordering: .relaxed) == before, "A finished task's captures are released")
    }

    @Test(
        "A task started where no test is current (a thread of its own, a queue) counts, as does one a detached task starts"
    )
    func tasksWithoutATest() async {
        let census = TaskCensus()
        // Each task says so as it suspends (the global executor may be busy with the tests beside this one).
        let suspended = Suspensions()
        Thread.detachNewThread {
            Task {
                await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in
                    suspended.count.add(1, ordering: .releasing)
                }
            }
        }
        var found = await Self.unfinished(census, in: folder, once: suspended, reaches: 1)
        #expect(found.count == 1, "A thread's task, waiting here")
        let line = #line + 3
        Task.detached {
            Task {
                await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in
                    suspended.count.add(1, ordering: .releasing)
                }
            }
        }
        found = await Self.unfinished(census, in: folder, once: suspended, reaches: 2)
        #expect(found.filter { $0 == "SchedulingTests/TaskCensusTests.swift:\(line)" }.count == 1, "\(found)")
    }

    /// What `census` finds unfinished in `folder` once `suspensions` reaches `target`: the tasks that add to it
    /// have suspended by then, or are about to (a few turns more).
    private static func unfinished(
        _ census: TaskCensus, in folder: String, once suspensions: Suspensions, reaches target: Int
    ) async -> [String] {
        while suspensions.count.load(ordering: .acquiring) < target { await Task.yield() }
        var found: [String] = []
        for _ in 0..<100_000 where found.count < target {
            await Task.yield()
            found = census.unfinished(startedIn: folder, sparing: [])
        }
        return found
    }

    @Test("A task whose handle an object keeps is left to that object, and code elsewhere does not count")
    func sparedAndElsewhere() async {
        let census = TaskCensus()
        let keeper = Keeper()
        keeper.task = Task { await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in } }
        Task { await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in } }
        await Task.yield()
        #expect(census.unfinished(startedIn: folder, sparing: [keeper]).count == 1)
        let elsewhere = folder.replacingOccurrences(of: "SchedulingTests/", with: "Elsewhere/")
        #expect(census.unfinished(startedIn: elsewhere, sparing: []).isEmpty)
        #expect(census.unfinished(startedIn: folder, sparing: []).count == 2)
    }

    @Test("Cases side by side, each run as a case of its own, count their own tasks, and say where each started")
    func casesOfTheirOwn() async {
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let first = Task { @MainActor in
            await TaskCensus.withCaseOfItsOwn {
                let census = TaskCensus()
                let keeper = Keeper()
                let line = #line + 1
                keeper.task = Task { await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in } }
                // The other case takes its census and starts its task while this one's is taken.
                for await _ in gate { break }
                let started = census.startLocations(of: keeper.task!)
                return (
                    census.unfinished(startedIn: folder, sparing: []).count,
                    started.contains(where: {
                        $0 == "SchedulingTests/TaskCensusTests.swift:\(line)"
                    })
                )
            }
        }
        await TaskCensus.withCaseOfItsOwn {
            let census = TaskCensus()
            Task { await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in } }
            Task { await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in } }
            await Task.yield()
            open.yield()
            #expect(census.unfinished(startedIn: folder, sparing: []).count == 2, "This case's two tasks")
        }
        let (count, placed) = await first.value
        #expect(count == 1, "The first case's one task, the other case's census beside it notwithstanding")
        #expect(placed, "Where the task was started, among its start locations")
    }
}

@Suite("A census's places, as a message")
struct TaskCensusMessageTests {
    @Test("One task, several at one place, several places; nothing for none")
    func describe() {
        #expect(TaskCensus.describe([]) == "")
        #expect(
            TaskCensus.describe(["A.swift:1"]) == "a task that nothing keeps is still running, waiting at A.swift:1")
        #expect(
            TaskCensus.describe(["A.swift:1", "A.swift:1"])
                == "2 tasks that nothing keeps are still running, waiting at A.swift:1")
        #expect(
            TaskCensus.describe(["A.swift:1", "B.swift:2", "A.swift:1"])
                == "3 tasks that nothing keeps are still running, waiting at A.swift:1 and B.swift:2")
    }
}
