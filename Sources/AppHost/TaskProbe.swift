/// The tasks some objects hold in their stored properties (`Task<Void, Never>`, alone, optional or in an
/// array), found with `Mirror`, and which of them have not finished.
///
/// A watcher task per task notes when it has finished; the probe keeps the tasks' handles, not their
/// owners, so it keeps nothing alive. ``LifetimeProbe`` uses one; tests of async view models and screens
/// use one directly.
@MainActor
public final class TaskProbe {
    private var tasks: [(name: String, task: Task<Void, Never>)] = []
    private var finished: Set<Int> = []

    /// Turns of the main actor a cancelled task is given to end before ``running`` reports it.
    ///
    /// A cancelled task ends at its next suspension point; a `for await` loop over an `AsyncStream`
    /// gets there through the global executor, some turns later (up to 82 measured under load). A task
    /// that ignores its cancellation never ends, and is reported after these turns (about 0.15 s).
    public static let turnsForCancelledTasks = 10_000

    /// Collects the tasks `objects` hold now (their superclasses' stored properties included), named
    /// `Type.property`.
    public init(_ objects: [AnyObject]) {
        for object in objects {
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                for child in current.children {
                    let name = "\(type(of: object)).\(child.label ?? "?")"
                    for task in Self.tasks(in: child.value) {
                        tasks.append((name, task))
                    }
                }
                mirror = current.superclassMirror
            }
        }
        for (index, entry) in tasks.enumerated() {
            // Resumes only once the task has finished.
            Task { [weak self] in
                await entry.task.value
                self?.finished.insert(index)
            }
        }
    }

    /// How many tasks were found.
    public var count: Int { tasks.count }

    /// The names of the tasks that have not finished, as `Type.property`; a cancelled one is marked
    /// `(cancelled, still running)`.
    ///
    /// Cancelled tasks are given turns of the main actor to end first, so a task stopped the right way,
    /// by cancellation, is never reported for being slow to see it.
    /// - Parameter turns: How many turns cancelled tasks are given at most; leave the default.
    /// - Returns: The unfinished tasks' names, in the order they were found; empty when all have finished.
    public func running(givingCancelledTasks turns: Int = turnsForCancelledTasks) async -> [String] {
        for _ in 0..<turns {
            guard tasks.indices.contains(where: { !finished.contains($0) && tasks[$0].task.isCancelled }) else {
                break
            }
            await Task.yield()
        }
        return tasks.indices.filter { !finished.contains($0) }.map { index in
            tasks[index].name + (tasks[index].task.isCancelled ? " (cancelled, still running)" : "")
        }
    }

    private static func tasks(in value: Any) -> [Task<Void, Never>] {
        if let task = value as? Task<Void, Never> { return [task] }
        if let task = value as? Task<Void, Never>? { return task.map { [$0] } ?? [] }
        if let tasks = value as? [Task<Void, Never>] { return tasks }
        return []
    }
}
