/// For 07.4: the tasks an object holds in its stored properties (alone, optional or in an array), found with
/// `Mirror`, and a way to ask which have finished.
@MainActor
final class TaskProbe {
    private var tasks: [(name: String, task: Task<Void, Never>)] = []
    private var finished: Set<Int> = []

    /// Collects the tasks `objects` hold now, named `Type.property`.
    init(_ objects: [AnyObject]) {
        for object in objects {
            for child in Mirror(reflecting: object).children {
                let name = "\(type(of: object)).\(child.label ?? "?")"
                for task in Self.tasks(in: child.value) {
                    tasks.append((name, task))
                }
            }
        }
        for (index, entry) in tasks.enumerated() {
            // A watcher per task: it resumes only once the task has finished.
            Task { [weak self] in
                await entry.task.value
                self?.finished.insert(index)
            }
        }
    }

    /// How many tasks were found.
    var count: Int { tasks.count }

    /// The names of the tasks that have not finished (as of the watchers' last turn).
    var running: [String] {
        tasks.indices.filter { !finished.contains($0) }.map { tasks[$0].name }
    }

    private static func tasks(in value: Any) -> [Task<Void, Never>] {
        if let task = value as? Task<Void, Never> { return [task] }
        if let task = value as? Task<Void, Never>? { return task.map { [$0] } ?? [] }
        if let tasks = value as? [Task<Void, Never>] { return tasks }
        return []
    }
}
