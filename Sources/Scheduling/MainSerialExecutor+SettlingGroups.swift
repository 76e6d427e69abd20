import Synchronization

extension MainSerialExecutor {
    /// Runs `body` as a settling group of its own: a ``settle(giveUpAfter:)`` in it, or in a task it
    /// starts, waits for the jobs of the group's tasks, not for those of other groups running beside it,
    /// nor for jobs of no group (a detached task's).
    ///
    /// Tests running side by side on the main actor each settle in a group of their own, so that none
    /// waits for the others' tasks; without groups, every settling waits until no test has work left,
    /// and takes turns in proportion to how many tests run at once. A task belongs to the group it was
    /// started in: it inherits the group as a task-local value. Outside every group, nothing changes.
    /// - Parameter body: What runs in the group.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withSettlingGroup<Result: Sendable>(
        _ body: @Sendable () async throws -> Result
    ) async rethrows -> Result {
        let group = groupsMade.add(1, ordering: .relaxed).newValue
        return try await $settlingGroup.withValue(group) {
            checkGroupIsReadable(group)
            return try await body()
        }
    }

    /// Whether every group made so far was read back from its task's memory as bound
    /// (``group(storedIn:)``): while it holds, a settling in a group leaves jobs of no group out.
    static let groupsAreReadable = Atomic<Bool>(true)

    /// Reads `bound` back from the running task's bindings, as the hook reads a suspended task's, and
    /// notes for good when it reads otherwise (a runtime whose layout differs): settling then waits for
    /// jobs of no group too, which costs turns, never a result.
    private static func checkGroupIsReadable(_ bound: Int) {
        if groupReadFromRunningTask() != bound { groupsAreReadable.store(false, ordering: .relaxed) }
    }

    /// The settling group read from the running task's memory (``group(storedIn:)``), as the hook reads a
    /// suspended task's; `nil` outside a task, or when the task has none.
    static func groupReadFromRunningTask() -> Int? {
        withUnsafeCurrentTask { task in
            task.flatMap { group(storedIn: unsafeBitCast($0, to: UnownedJob.self)) }
        }
    }

    /// The settling group of the running task; `nil` outside every group.
    @TaskLocal static var settlingGroup: Int?

    /// How many settling groups have been made: the last one's number.
    static let groupsMade = Atomic<Int>(0)

    /// The settling group of job `job`, as it is handed to the global executor on the main queue.
    ///
    /// When a task is running, the job is the work it hands over (a task it starts or resumes) and
    /// belongs to its group. When none is, a task is handing *itself* over (a hop to a `nonisolated`
    /// function, a `Task.yield()`), and the group is read from that task's own task-local values
    /// (``group(storedIn:)``).
    static func settlingGroup(of job: UnownedJob) -> Int? {
        if withUnsafeCurrentTask(body: { $0 != nil }) { return settlingGroup }
        guard groupsMade.load(ordering: .relaxed) > 0 else { return nil }
        return group(storedIn: job)
    }

    /// The settling group bound in the task-local values of the suspended task that `job` runs, as
    /// `TaskLocal` would read it in that task; `nil` when it has none, or when `job` is not a task.
    ///
    /// Swift has no API to read another task's task-local values, so it reads the runtime's layout
    /// (Swift 6.3, `include/swift/ABI/TaskLocal.h`): the head of a task's list of bindings at byte 136;
    /// each binding `next` (the next one's address, whose low 3 bits say what it is), `key` (the
    /// `TaskLocal` object), `valueType`, then the value. A link whose bits are 0b001 or 0b100 leads to
    /// the bindings of a child task's parent (through an entry that holds no key), which the parent keeps
    /// until the child has ended, so a child task reads its parent's group as `TaskLocal` does
    /// (`MainSerialExecutorTests` reads unstructured, immediate, detached and child tasks, with and
    /// without bindings of their own, against `TaskLocal`'s own answer). Only a binding whose key and
    /// value type are both the expected ones counts; ``withSettlingGroup(_:)`` reads each new group
    /// back, and if the layout reads otherwise, every group waits for jobs of no group again.
    static func group(storedIn job: UnownedJob) -> Int? {
        let task = unsafeBitCast(job, to: UnsafeRawPointer.self)
        // A job's kind is the low byte of its flags (byte 32); 0 is a task.
        guard task.load(fromByteOffset: 32, as: UInt32.self) & 0xFF == 0 else { return nil }
        let key = unsafeBitCast($settlingGroup, to: UnsafeRawPointer.self)
        let valueType = unsafeBitCast(Int?.self as Any.Type, to: UnsafeRawPointer.self)
        var address = task.load(fromByteOffset: 136, as: UInt.self)
        for _ in 0..<16 {
            guard address != 0, address & 0b111 == 0, let binding = UnsafeRawPointer(bitPattern: address) else {
                return nil
            }
            let next = binding.load(as: UInt.self)
            if binding.load(fromByteOffset: 8, as: UnsafeRawPointer?.self) == key {
                guard binding.load(fromByteOffset: 16, as: UnsafeRawPointer?.self) == valueType else { return nil }
                return binding.load(fromByteOffset: 24, as: Int?.self)
            }
            address = next & ~0b111
        }
        return nil
    }
}
