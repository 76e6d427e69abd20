import Foundation
import Synchronization
import TaskCreationHook
import Testing
import ThreatKit

extension TaskCensus {
    /// A task that the census could not place as it was created.
    ///
    /// It was started by a task no census held yet, where no test is current. A detached task runs at once, on another thread, and may start tasks
    /// before its own note lands; when it does land, its tasks here go to its census.
    struct Pending {
        let task: UInt
        /// The task that started it.
        let parent: UInt
        let stack: CallStack
    }

    /// The tasks waiting for their starter to be placed, each retained, the oldest first.
    ///
    /// At most ``pendingLimit``, the oldest let go beyond; read and written holding ``censuses``' lock.
    nonisolated static let pending = Mutex<[Pending]>([])

    /// How many tasks wait for their starter at most: a starter's note lands microseconds after its tasks'.
    nonisolated static let pendingLimit = 64

    /// Notes `task`, just created, if a census is being taken, it was started by the census's test, and it
    /// is a task of its own (not a child of another, which its parent waits for).
    ///
    /// A task counts in the census of the task that starts it, if one holds that task (a task a detached
    /// task starts has no test of its own); else in that of the test (or case) starting it; else, started
    /// where no test is current and no task runs (a queue's callback, a thread of its own), in every
    /// census, which name it only where it waits in their folder.
    nonisolated static func note(_ task: UnsafeMutableRawPointer) {
        // A job's flags are at byte 32 (swift/ABI/Task.h): kind 0 is a task; bit 24 marks a child task.
        let flags = task.load(fromByteOffset: 32, as: UInt32.self)
        guard flags & 0xFF == 0, flags & (1 << 24) == 0 else { return }
        // The creating task's test: the new task is made, and the creator is still the current task.
        let creator = Key.current
        let parent = withUnsafeCurrentTask { $0.map { unsafeBitCast($0, to: UInt.self) } }
        let everyTask = Key(test: nil, testCase: nil)
        let counting = { (censuses: [Key: State]) -> [Key] in
            if let parent, let holder = censuses.first(where: { $0.value.members.contains(parent) }) {
                return [holder.key]
            }
            if censuses[creator] != nil { return [creator] }
            if censuses[everyTask] != nil { return [everyTask] }
            return creator.test == nil && parent == nil ? Array(censuses.keys) : []
        }
        // Started by a task of no census yet, with no test: perhaps a census's task whose note is late.
        let mayBeLate = parent != nil && creator.test == nil
        guard censuses.withLock({ !$0.isEmpty && (mayBeLate || !counting($0).isEmpty) }) else { return }
        let stack = CallStack.current()
        let address = UInt(bitPattern: task)
        censuses.withLock { censuses in
            let keys = counting(censuses)
            guard !keys.isEmpty else {
                guard let parent, mayBeLate, !censuses.isEmpty else { return }
                threatwatch_retain(task)
                let dropped = pending.withLock { pending in
                    pending.append(Pending(task: address, parent: parent, stack: stack))
                    let extra = max(pending.count - pendingLimit, 0)
                    defer { pending.removeFirst(extra) }
                    return pending.prefix(extra).map(\.task)
                }
                for old in dropped { UnsafeMutableRawPointer(bitPattern: old).map(threatwatch_release) }
                return
            }
            // This task, then the tasks it started before this note landed.
            let started = pending.withLock { pending in
                defer { pending.removeAll { $0.parent == address } }
                return pending.filter { $0.parent == address }
            }
            for (member, from) in [(address, stack)] + started.map({ ($0.task, $0.stack) }) {
                guard let pointer = UnsafeMutableRawPointer(bitPattern: member) else { continue }
                for key in keys {
                    threatwatch_retain(pointer)
                    censuses[key]?.order.append(member)
                    censuses[key]?.members.insert(member)
                    censuses[key]?.startedFrom[member] = from
                }
            }
            // The retains the tasks waiting for this one held, now held by the censuses.
            for waited in started { UnsafeMutableRawPointer(bitPattern: waited.task).map(threatwatch_release) }
        }
    }

    /// Notes where the current task waits as it starts a sleep, if a census has it.
    nonisolated static func noteSleepingCurrentTask() {
        guard let address = withUnsafeCurrentTask(body: { $0.map { unsafeBitCast($0, to: UInt.self) } }) else {
            return
        }
        let holders = { (censuses: [Key: State]) in censuses.filter { $0.value.members.contains(address) }.keys }
        guard !censuses.withLock({ holders($0) }).isEmpty else { return }
        let points = ResumePoints.ofCurrentTaskSuspending
        censuses.withLock { censuses in
            for key in holders(censuses) { censuses[key]?.sleepingAt[address] = points }
        }
    }
}
