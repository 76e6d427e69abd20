import TestSupport
import Testing

@testable import Scheduling

/// What `MainSerialExecutor` promises: work main-actor code starts has run when `settle()` returns,
/// whatever the machine is doing, and waiting side by side does not keep anyone from settling.
@MainActor
@Suite("Main serial executor", .settlesItsOwnTasks)
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

    @Test(
        "A task that never waits keeps it from settling; given a limit, settle says so and returns, and names where it spins, side by side with another settling too",
        .linuxOnly("where a task spins is read through /proc/PID/maps, which macOS does not have")
    )
    func spinningTask() async {
        let spinningLine = #line + 2
        let spinner = Task {
            while !Task.isCancelled { await Task.yield() }
        }
        // Two settlings at once, as `workshop run` has (a key's and a redraw's): the first to end must not
        // take away what the other noted.
        async let first = MainSerialExecutor.settle(giveUpAfter: 1_000)
        async let second = MainSerialExecutor.settle(giveUpAfter: 1_100)
        let (firstSettled, firstPlace) = (await first, MainSerialExecutor.lastSpinningTask?.callerLocation)
        #expect(await second == false && !firstSettled)
        let place = "SchedulingTests/MainSerialExecutorTests.swift:\(spinningLine)"
        #expect(firstPlace == place, "Where the task spins is named")
        #expect(MainSerialExecutor.lastSpinningTask?.callerLocation == place, "By the settling that ends last too")
        #expect(
            MainSerialExecutor.lastSpinningTask?.callerPlace?.path.hasSuffix(
                "/Tests/SchedulingTests/MainSerialExecutorTests.swift") == true,
            "Its file's whole path, for a message to say it from the reader's folder")
        spinner.cancel()
        await spinner.value
        // No limit here: tests running beside this one may keep the main queue busy for a while.
        #expect(await MainSerialExecutor.settle(), "Settled once the task has ended")
    }

    @Test("The message a spinning task stops the program with says where and what to do, in one short line")
    func spinningMessage() {
        let location = "SwiftConcurrency/LoginViewModel.swift:113"
        #expect(
            MainSerialExecutor.spinningMessage(at: location, awaiting: .yield)
                == "A task never waits at SwiftConcurrency/LoginViewModel.swift:113: a loop that only awaits"
                + " Task.yield() never ends. Await the clock or loop over an async sequence instead.")
        #expect(
            MainSerialExecutor.spinningMessage(at: location, awaiting: .sleepIgnoringCancellation)
                == "A task never waits at SwiftConcurrency/LoginViewModel.swift:113: its `try? await Task.sleep`"
                + " returns at once after cancellation. Use `try await`, or check Task.isCancelled, to end the loop.")
        for awaiting in [SpinningAwait.yield, .sleepIgnoringCancellation, .unknown] {
            // As the grader shows it: Swift's prefix, and where the test that stopped is.
            let shown =
                "Fatal error: \(MainSerialExecutor.spinningMessage(at: location, awaiting: awaiting))"
                + " (at Exercises/07-SwiftConcurrency/Tests/SwiftConcurrencyTests/SignInTests.swift:41)"
            #expect(shown.count < 300, "\(shown.count) characters: \(shown)")
        }
        #expect(
            MainSerialExecutor.spinningMessage(at: nil, awaiting: .unknown).hasPrefix("A task never waits: its awaits"))
    }

    @Test(
        "What a spinning loop awaits is read from its line: a sleep whose error is dropped, a yield, or neither",
        arguments: [
            ("    try? await Task.sleep(for: .milliseconds(5))", SpinningAwait.sleepIgnoringCancellation),
            ("try? await clock.sleep(for: .seconds(1))  // tick", .sleepIgnoringCancellation),
            ("        await Task.yield()", .yield),
            ("        try await Task.sleep(for: .seconds(1))", .unknown),
            ("        await next()  // try? sleep", .unknown),
        ])
    func spinningAwait(line: String, awaiting: SpinningAwait) {
        #expect(SpinningAwait(line: line) == awaiting)
    }

    @Test("A task that hops away and back a hundred times has done so by the time settle() returns")
    func manyHopsComeBack() async {
        var answers = 0
        let task = Task {
            for _ in 0..<100 where await Self.nonisolatedAnswer() == "answer" { answers += 1 }
        }
        await MainSerialExecutor.settle()
        #expect(answers == 100, "Each hop is counted in this test's settling group")
        await task.value
    }

    @Test("A child task's hops away and back are waited for in its parent's settling group")
    func childTaskHopsComeBack() async {
        var answers = 0
        let task = Task {
            async let child = Self.nonisolatedAnswers(100)
            answers = await child
        }
        await MainSerialExecutor.settle()
        #expect(answers == 100, "The child's hops are counted in this test's group")
        await task.value
    }

    nonisolated private static func nonisolatedAnswers(_ count: Int) async -> Int {
        var answers = 0
        for _ in 0..<count where await nonisolatedAnswer() == "answer" { answers += 1 }
        return answers
    }

    @Test(
        "A task spinning in another settling group, or in none, keeps only that group, and settling outside groups, waiting",
        arguments: ["another group", "a detached task"])
    func groupsSettleApart(spinnerIn place: String) async {
        let spinner: Task<Void, Never>
        if place == "a detached task" {
            spinner = Task.detached { await Self.spin() }
        } else {
            spinner = Task { await MainSerialExecutor.withSettlingGroup { @MainActor in await Self.spin() } }
        }
        #expect(await MainSerialExecutor.settle(giveUpAfter: 1_000), "This test's group has nothing left to run")
        let outsideGroups = await MainSerialExecutor.$settlingGroup.withValue(nil) {
            await MainSerialExecutor.settle(giveUpAfter: 1_000)
        }
        #expect(!outsideGroups, "A settling outside every group waits for the spinning task too")
        spinner.cancel()
        await spinner.value
    }

    /// Yields on the main actor until cancelled: a task that never waits.
    private static func spin() async {
        while !Task.isCancelled { await Task.yield() }
    }

    @Test("A task's settling group is read from its bindings as TaskLocal reads it, a child task's from its parent's")
    func groupsAreReadAsBound() async throws {
        let seen = await MainSerialExecutor.withSettlingGroup {
            let group = MainSerialExecutor.settlingGroup
            var seen: [String: Int?] = ["group": group]
            seen["Task"] = await Task { MainSerialExecutor.groupReadFromRunningTask() }.value
            seen["Task.immediate"] = await Task.immediate { MainSerialExecutor.groupReadFromRunningTask() }.value
            seen["Task.detached"] = await Task.detached { MainSerialExecutor.groupReadFromRunningTask() }.value
            async let child = MainSerialExecutor.groupReadFromRunningTask()
            seen["async let"] = await child
            seen["child binding its own"] = await withTaskGroup(of: Int?.self) { children in
                children.addTask {
                    await MainSerialExecutor.withSettlingGroup { MainSerialExecutor.groupReadFromRunningTask() }
                }
                return await children.next() ?? nil
            }
            return seen
        }
        let group = try #require(seen["group"] ?? nil)
        #expect(seen["Task"] == group && seen["Task.immediate"] == group, "A task started in the group belongs to it")
        #expect(seen["Task.detached"] == .some(nil), "A detached task inherits no group")
        #expect(seen["async let"] == group, "A child task that binds nothing reads its parent's group")
        let own = try #require(seen["child binding its own"] ?? nil, "A child task's own group is read")
        #expect(own > group, "The child's group is the newer one")
        let readable = MainSerialExecutor.groupsAreReadable.load(ordering: .relaxed)
        #expect(readable, "Each group made was read back as bound, so settling in a group leaves jobs of no group out")
    }
}
