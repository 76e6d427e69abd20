import ThreatKit

/// The tasks some objects hold in their stored properties (`Task<Void, Never>`, alone, optional or in an
/// array), found with `Mirror`, and which of them have not finished.
///
/// A watcher task per task notes when it has finished; the probe keeps the tasks' handles, not their
/// owners, so it keeps nothing alive. ``LifetimeProbe`` uses one; tests of async view models and screens
/// use one directly.
@MainActor
public final class TaskProbe {
    /// A task found, and the object holding it, held weakly: once that object is gone, the task should end.
    struct Entry {
        let name: String
        let task: Task<Void, Never>
        weak var owner: AnyObject?
    }

    /// What was found, in order.
    private(set) var tasks: [Entry] = []
    /// The positions in ``tasks`` of those that have finished.
    private(set) var finished: Set<Int> = []

    /// Turns of the main actor a task that should be ending is given to end before
    /// ``running(givingEndingTasks:)`` reports it.
    ///
    /// A task ends some turns after what ends it: a cancelled task at its next suspension point, a
    /// `for await` loop when its stream finishes (its view model is gone, as `Output` documents). Under
    /// ``MainSerialExecutor`` that takes the same few turns on every machine; a task that ignores its
    /// cancellation, or that its owner's going does not end, is reported after these turns.
    public static let turnsForEndingTasks = 100

    /// Collects the tasks `objects` hold now (their superclasses' stored properties included), named
    /// `Type.property`, and `others`, each with its name and the object whose going should end it.
    public init(_ objects: [AnyObject], others: [(name: String, task: Task<Void, Never>, owner: AnyObject)] = []) {
        for object in objects {
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                for child in current.children {
                    let name = "\(type(of: object)).\(child.label ?? "?")"
                    for task in Self.tasks(in: child.value) {
                        tasks.append(Entry(name: name, task: task, owner: object))
                    }
                }
                mirror = current.superclassMirror
            }
        }
        tasks += others.map { Entry(name: $0.name, task: $0.task, owner: $0.owner) }
        for (index, entry) in tasks.enumerated() {
            // Resumes only once the task has finished; it keeps the task's handle, not its owner.
            let task = entry.task
            Task { [weak self] in
                await task.value
                self?.finished.insert(index)
            }
        }
    }

    /// How many tasks were found.
    public var count: Int { tasks.count }

    /// The tasks that have not finished, each named as `Type.property`, with where it waits.
    ///
    /// Tasks that should be ending (cancelled ones, and those whose owner is gone) are given turns of the
    /// main actor to end first, so a task stopped the right way, by cancellation or by its stream finishing
    /// with its view model, is never reported for being slow to see it.
    /// - Parameter turns: How many turns those tasks are given at most; leave the default.
    /// - Returns: The unfinished tasks, in the order they were found; empty when all have finished.
    public func running(givingEndingTasks turns: Int = turnsForEndingTasks) async -> RunningTasks {
        for _ in 0..<turns {
            guard tasks.indices.contains(where: { !finished.contains($0) && shouldBeEnding(tasks[$0]) }) else {
                break
            }
            // Not counted as the app's work, so tests settling side by side do not wait for this one.
            await MainSerialExecutor.nextTurn()
        }
        return RunningTasks(unfinished)
    }

    /// For a failure message about work that should be over by now (the clock moved past its wait and the
    /// app settled): where the tasks kept in `property` that have not finished wait, such as
    /// ` (signIn has not finished: it waits at SwiftConcurrency/LoginViewModel.swift:113)`; empty when all
    /// of them have finished, or none was found.
    ///
    /// Unlike ``running(givingEndingTasks:)``, it gives no turns: it says how things stand now. A task
    /// waiting for something that never comes (a continuation never resumed) is named at its `await`.
    /// - Parameter property: The stored property's name, such as `signIn`.
    /// - Returns: The note, starting with a space, or an empty string.
    public func unfinishedNote(_ property: String) -> String {
        let waiting = unfinished.filter { $0.name.hasSuffix(".\(property)") }
        guard !waiting.isEmpty else { return "" }
        let places = waiting.map { $0.waitingAt.callerLocation ?? "an unknown place" }
        return " (\(property) has not finished: it waits at \(places.joined(separator: " and ")))"
    }

    /// The tasks that have not finished as things stand now, in the order they were found.
    private var unfinished: [RunningTask] {
        tasks.indices.filter { !finished.contains($0) }.map { index in
            let task = tasks[index].task
            return RunningTask(
                name: tasks[index].name, isCancelled: task.isCancelled, waitingAt: ResumePoints(unfinished: task))
        }
    }

    private func shouldBeEnding(_ entry: Entry) -> Bool {
        entry.task.isCancelled || entry.owner == nil
    }

    private static func tasks(in value: Any) -> [Task<Void, Never>] {
        if let task = value as? Task<Void, Never> { return [task] }
        if let task = value as? Task<Void, Never>? { return task.map { [$0] } ?? [] }
        if let tasks = value as? [Task<Void, Never>] { return tasks }
        return []
    }
}
