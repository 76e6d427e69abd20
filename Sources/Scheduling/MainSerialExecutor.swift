import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the work that main-actor code hands to the global executor on the main queue instead, in the
/// order it was handed over, and counts it, so that ``settle(giveUpAfter:)`` knows when it has all run.
///
/// It is what makes async code run the same way on an idle machine and under load, without a line in
/// the code under test: the kit's counterpart of swift-concurrency-extras' `withMainSerialExecutor`,
/// through the same runtime hook (`swift_task_enqueueGlobal_hook`). Measured (DESIGN.md, "Async
/// determinism"): without it a main-actor `for await` over an `AsyncStream` saw its value after up to
/// 318 turns of the main actor beside CPU hogs, because the consumer comes back through a thread of the
/// global pool; with it, always in the same turn.
///
/// Rules:
/// - **What moves**: a job handed to the global executor *while the main queue runs* (a task started or
///   resumed by main-actor code, a hop from the main actor into a `nonisolated` async function, a
///   `Task.yield()` on the main actor) runs on the main queue, after what is queued there already. Work
///   started elsewhere (another test's background work, a thread of its own) keeps the global executor.
///   This is the order SE-0461's `nonisolated(nonsending)` gives, applied to every hop from the main actor.
/// - **What is counted**: each moved job, from the moment it is handed over until it starts. Jobs the
///   runtime puts on the main actor directly bypass every hook; they are in the same queue, so they run
///   within ``quietTurns`` turns, and ``settle(giveUpAfter:)`` gives them those turns.
/// - **Process-wide**: the hook is one for the whole program. It is installed the first time a
///   ``VirtualScheduler`` is made (tests, `workshop play`, the graded exercises) or ``install()`` is called
///   (`workshop run`, before its app starts). Install it before the code it orders starts any task: a task
///   started earlier comes back through the global pool, unseen by ``settle(giveUpAfter:)``.
/// - **Settling groups**: tests running side by side each settle in a group of their own
///   (``withSettlingGroup(_:)``), and a settling in a group waits only for that group's jobs; outside
///   every group it waits for all.
///
/// Everything it keeps is read and written on the main queue only, which runs one thing at a time, so it
/// needs no lock.
public enum MainSerialExecutor {
    /// Turns in a row with nothing counted after which ``settle(giveUpAfter:)`` returns: they cover chains
    /// of jobs the runtime puts on the main actor directly (a task started by a task), one link a turn.
    public static let quietTurns = 2
    /// Turns after which ``settle(giveUpAfter:)``, given no limit, decides that a task never waits and
    /// stops the program (1.4 to 2.1 s measured on a 2-core machine, within a grader's 10 s for one test).
    public static let maximumTurns = 100_000

    /// Installs the hook, once; later calls do nothing.
    ///
    /// Call it on the main actor.
    @MainActor
    public static func install() {
        _ = installation
    }

    /// Lets every job counted so far run, and those they start, until ``quietTurns`` turns in a row pass
    /// with none counted; no thread sleeps and the clock does not move.
    ///
    /// Inside a settling group, only the group's jobs count (``withSettlingGroup(_:)``).
    ///
    /// A task that never waits for anything (a `while` loop that only awaits `Task.yield()`) keeps jobs
    /// counted forever. Given no limit, after ``maximumTurns`` turns it stops the program with a message
    /// that says so. Given a limit (`workshop run`, which must never stop the attendee's app), it returns
    /// instead.
    /// - Parameter turns: How many turns to give at most before returning unsettled; `nil` (the default)
    ///   means stop the program after ``maximumTurns``.
    /// - Returns: `true` once settled; `false` when the given `turns` passed first.
    @MainActor
    @discardableResult
    public static func settle(giveUpAfter turns: Int? = nil) async -> Bool {
        install()
        let group = settlingGroup
        var quiet = 0
        var turn = 0
        let limit = turns ?? maximumTurns
        var isWatching = false
        defer { if isWatching { state.stopWatching(group) } }
        while quiet < quietTurns {
            let countedAsTurnStarted = await oneTurn(counting: group)
            turn += 1
            // Looked at twice a turn, as the turn starts and as it ends, so that a job counted in between
            // (a task that yields over and over is counted every other job) is always seen.
            quiet = countedAsTurnStarted == 0 && state.counted(for: group) == 0 ? quiet + 1 : 0
            // In the last turns before giving up, note where the tasks that keep coming back resume.
            if turn == limit - watchedTurns {
                state.startWatching(group)
                isWatching = true
            }
            if let turns, turn >= turns {
                state.lastSpinning = spinningTask(in: group)
                return false
            }
            if turn == maximumTurns {
                // `fatalError` keeps its message in optimized builds, which this library is in debug builds too.
                fatalError(spinningMessage(for: spinningTask(in: group)))
            }
        }
        return true
    }

    /// Turns at the end of a ``settle(giveUpAfter:)`` that gives up in which it notes where tasks resume.
    static let watchedTurns = 200

    /// Of the tasks of `group` resumed in the watched turns of its settling, the one resumed most often
    /// (the one that spins); `nil` outside them or when none was a task.
    static func spinningTask(in group: Int?) -> ResumePoints? {
        state.spinning[group]?.resumes.max { $0.value < $1.value }?.key
    }

    /// Where the task resumed most often in the last turns of the latest ``settle(giveUpAfter:)`` that
    /// gave up: the loop that kept it from settling; `nil` if none has given up or none was a task.
    @MainActor
    public static var lastSpinningTask: ResumePoints? { state.lastSpinning }

    /// What the program says as it stops because a task never waits, spinning at `location` if known.
    ///
    /// Short enough that with Swift's `Fatal error: ` before it and the grader's `(at FILE:LINE)` after it,
    /// the line a person reads first stays under 300 characters.
    static func spinningMessage(at location: String?, awaiting: SpinningAwait) -> String {
        "A task never waits" + (location.map { " at \($0)" } ?? "") + ": " + awaiting.advice
    }

    /// ``spinningMessage(at:awaiting:)`` for `task`, which spins.
    static func spinningMessage(for task: ResumePoints?) -> String {
        spinningMessage(at: task?.callerLocation, awaiting: SpinningAwait(at: task?.callerPlace))
    }

    /// One turn of the main queue: returns once everything queued there before the call has run.
    ///
    /// It is not counted, so that callers waiting side by side (tests running in parallel) do not keep
    /// each other from settling.
    @MainActor
    public static func nextTurn() async {
        install()
        _ = await oneTurn(counting: settlingGroup)
    }

    /// One turn of the main queue, as ``nextTurn()``; returns what was counted for `group` as it started.
    @MainActor
    private static func oneTurn(counting group: Int?) async -> Int {
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Int, Never>) in
            DispatchQueue.main.async {
                let counted = state.counted(for: group)
                state.resumingUncounted = true
                continuation.resume(returning: counted)
                state.resumingUncounted = false
            }
        }
    }

    // MARK: - The hook

    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// What the hook keeps: touched only while the main queue runs.
    struct State {
        /// Jobs moved to the main queue that have not started yet, in all.
        var counted = 0
        /// Of ``counted``, those of no settling group.
        var countedOutsideGroups = 0
        /// Of ``counted``, those of each settling group, by its number; a group with none has no entry.
        var countedByGroup: [Int: Int] = [:]
        /// Set while ``nextTurn()`` resumes its caller: that job is not counted.
        var resumingUncounted = false
        /// In the last turns of a settling that may give up, how often each task it waits for was
        /// resumed, by where it resumes; by the settling's group (`nil`: outside every group, which waits
        /// for all), and present only in those turns.
        var spinning: [Int?: Watch] = [:]
        /// ``MainSerialExecutor/spinningTask`` when a settling last gave up.
        var lastSpinning: ResumePoints?

        /// The watch of one group's tasks: kept until the last settling in its watched turns ends, so
        /// that settlings side by side share the notes rather than wipe them.
        struct Watch {
            /// The settlings of the group in their watched turns.
            var settlings = 0
            /// How often each task was resumed, by where it resumes.
            var resumes: [ResumePoints: Int] = [:]
        }

        /// Starts noting where `group`'s tasks resume, or joins the settling already noting them.
        mutating func startWatching(_ group: Int?) {
            spinning[group, default: Watch()].settlings += 1
        }

        /// Ends a settling's watch of `group`; the last one to end drops the notes.
        mutating func stopWatching(_ group: Int?) {
            spinning[group]?.settlings -= 1
            if spinning[group]?.settlings ?? 0 <= 0 { spinning[group] = nil }
        }

        /// What a settling in `group` waits for: the group's jobs; outside every group, all jobs.
        ///
        /// Jobs of no group are Swift Testing's own (a test's task hopping as it starts or ends), a
        /// detached task's, or not a task's (an actor starting to run): waiting for them in every group
        /// made each test wait until no test beside it was starting or ending, some 290,000 turns a run
        /// of the kit's suite against 40,615 with them left out (the same count as one test at a time).
        /// Only if this runtime's task-local bindings cannot be read (``groupsAreReadable``) does a
        /// group wait for them too, as then its own tasks' hops would read as no group.
        func counted(for group: Int?) -> Int {
            guard let group else { return counted }
            let own = countedByGroup[group, default: 0]
            return MainSerialExecutor.groupsAreReadable.load(ordering: .relaxed) ? own : own + countedOutsideGroups
        }

        /// Counts one more job of `group`, or one less when `change` is -1.
        mutating func count(_ change: Int, in group: Int?) {
            counted += change
            guard let group else {
                countedOutsideGroups += change
                return
            }
            let left = countedByGroup[group, default: 0] + change
            countedByGroup[group] = left == 0 ? nil : left
        }
    }

    nonisolated(unsafe) static var state = State()

    private static let mainQueueKey = DispatchSpecificKey<Bool>()

    @MainActor
    private static let installation: Void = {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else {
            fatalError("This Swift runtime has no swift_task_enqueueGlobal_hook.")
        }
        symbol.assumingMemoryBound(to: Hook?.self).pointee = { job, original in
            enqueue(job, otherwise: original)
        }
    }()

    private static func enqueue(_ job: UnownedJob, otherwise original: Original) {
        guard DispatchQueue.getSpecific(key: mainQueueKey) == true else {
            original(job)
            return
        }
        let isCounted = !state.resumingUncounted
        let group = isCounted ? settlingGroup(of: job) : nil
        if isCounted { state.count(1, in: group) }
        if isCounted, !state.spinning.isEmpty {
            let resumes = ResumePoints.of(job)
            // Noted for a settling of its own group, and for one outside every group, which waits for
            // every job.
            for watcher in state.spinning.keys where watcher == nil || watcher == group {
                if !resumes.offsets.isEmpty { state.spinning[watcher]?.resumes[resumes, default: 0] += 1 }
            }
        }
        DispatchQueue.main.async {
            if isCounted { state.count(-1, in: group) }
            job.runSynchronously(on: MainActor.sharedUnownedExecutor)
        }
    }
}
