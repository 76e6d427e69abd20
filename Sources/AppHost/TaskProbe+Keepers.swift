import ThreatKit

extension TaskProbe {
    /// A task found unfinished whose ending released objects that should have gone already: what its
    /// closure captures keeps them alive.
    public struct Keeper {
        /// Where the task is kept, as `Type.property`: `ThreatsViewController.bindings`.
        public let name: String
        /// Where it was suspended before it was cancelled: its `await`, and its callers'.
        public let waitingAt: ResumePoints
        /// The places it was started from, innermost first, as the caller of ``keepers(of:startedAt:)``
        /// knew them; empty when unknown.
        public let startedAt: [String]
        /// The type names of the objects released once it ended, in the order they were given.
        public let released: [String]
    }

    /// Which of the unfinished tasks keep the `watched` objects alive, found by cancelling them one at a time.
    ///
    /// Each task is cancelled in turn and given turns of the main actor to end (as
    /// ``running(givingEndingTasks:)`` gives them), then a few more for what its end releases to go; a
    /// task after whose end some of the objects are gone is a keeper. Call it only once the objects
    /// should have gone (a failure is being reported): the tasks it cancels do not come back.
    /// - Parameters:
    ///   - watched: The objects to watch, each with its type's name.
    ///   - startedAt: Where a task was started from, innermost first (a test's `TaskCensus` knows).
    /// - Returns: The keepers, in the order they were found; empty when no task's end released anything.
    public func keepers(
        of watched: [WeakObject],
        startedAt: (Task<Void, Never>) -> [String]
    ) async -> [Keeper] {
        var keepers: [Keeper] = []
        for index in tasks.indices where !finished.contains(index) {
            let alive = watched.indices.filter { watched[$0].object != nil }
            guard !alive.isEmpty else { break }
            let task = tasks[index].task
            let waitingAt = ResumePoints(unfinished: task)
            let started = startedAt(task)
            task.cancel()
            for _ in 0..<Self.turnsForEndingTasks where !finished.contains(index) {
                await MainSerialExecutor.nextTurn()
            }
            // What the task's end released goes in a turn or two more (an isolated deinit runs as a job).
            for _ in 0..<Self.turnsForReleasing { await MainSerialExecutor.nextTurn() }
            let released = alive.filter { watched[$0].object == nil }.map { watched[$0].name }
            if !released.isEmpty {
                keepers.append(
                    Keeper(name: tasks[index].name, waitingAt: waitingAt, startedAt: started, released: released))
            }
        }
        return keepers
    }

    /// Turns given, after a task has ended, for the objects its end released to be deinitialized.
    private static let turnsForReleasing = 10

    /// An object held weakly, named after its type: its going is not held up by whoever holds this.
    public struct WeakObject {
        /// The type's name, as `ThreatsViewModel`.
        public let name: String
        /// The object; `nil` once it has gone.
        public weak var object: AnyObject?

        /// Holds `object` weakly, as `name`.
        public init(name: String, object: AnyObject?) {
            self.name = name
            self.object = object
        }
    }
}

extension TaskProbe {
    /// Which of `watched` are still alive, and which of the unfinished tasks keep them (see
    /// ``keepers(of:startedAt:)``): for a test that lets view models go and checks they went.
    ///
    /// When something is alive, the tasks are cancelled one at a time to find the keepers, so take it only
    /// where the objects should be gone, as a test's last look.
    /// - Parameters:
    ///   - watched: The objects that should be gone, each with its type's name.
    ///   - startedAt: Where a task was started from, innermost first (`{ census.startLocations(of: $0) }`).
    /// - Returns: The survivors and their keepers; empty when every one has gone.
    public func keptAlive(
        _ watched: [WeakObject], startedAt: (Task<Void, Never>) -> [String] = { _ in [] }
    ) async -> LifetimeProbe.KeptAlive {
        let alive = watched.filter { $0.object != nil }
        guard !alive.isEmpty else { return LifetimeProbe.KeptAlive(survivors: [], keepers: []) }
        let keepers = await keepers(of: alive, startedAt: startedAt)
        return LifetimeProbe.KeptAlive(survivors: alive.map(\.name), keepers: keepers)
    }
}
