import Foundation
import Synchronization
import TaskCreationHook
import Testing
import ThreatKit

/// Every task the program starts while a census is taken, and which of them have not finished: the tasks
/// nothing keeps a handle of (`Task { … }` with its result thrown away), which no probe of an object finds.
///
/// Take one before the screens start (`let census = TaskCensus()`), then, once the work should be over
/// (after logout), ask ``unfinished(startedIn:sparing:)``: each task still suspended or looping, started by
/// code under the folder given, named at the `await` it waits at. A task is seen as it is created, on Linux
/// only (`TaskCreationHook.h` says why), and kept from being freed until the census goes, so that its
/// memory can be read: it has finished when the census holds its only reference. Inside a test, only the
/// tasks started by that test's code count (`Test.current` as each is created), so the tests running beside
/// it add nothing. One census a test (tests running side by side each take their own), or a case of one
/// run in ``withCaseOfItsOwn(_:)``; a new one ends the one before it there.
@MainActor
public final class TaskCensus {
    /// What a census keeps: the tasks seen, by address, in the order seen.
    struct State {
        var order: [UInt] = []
        /// The same tasks, to tell quickly whether a task is one of them.
        var members: Set<UInt> = []
        /// Where each task last suspended in a sleep, noted as the sleep started (when reading it is safe).
        var sleepingAt: [UInt: ResumePoints] = [:]
        /// The calls that started each task.
        var startedFrom: [UInt: CallStack] = [:]
    }

    /// Where a census was taken, and whose tasks it counts: a test (`swift test` runs others beside it),
    /// and a case of it run in ``withCaseOfItsOwn(_:)``.
    struct Key: Hashable {
        /// The test; `nil` outside a test, where every task counts.
        var test: Test.ID?
        /// The case, numbered from 1; `nil` outside ``withCaseOfItsOwn(_:)``.
        var testCase: Int?

        /// The case run in ``TaskCensus/withCaseOfItsOwn(_:)`` that the current task belongs to; `nil`
        /// outside one.
        @TaskLocal static var testCase: Int?

        /// The current task's.
        static var current: Key { Key(test: Test.current?.id, testCase: testCase) }
    }

    /// The censuses being taken.
    nonisolated static let censuses = Mutex<[Key: State]>([:])

    /// The last case numbered.
    nonisolated private static let lastCase = Mutex(0)

    /// Where this census was taken.
    private nonisolated let key: Key

    /// The censuses taken, by where, while they last.
    private static var taken: [Key: WeakCensus] = [:]

    /// A census held weakly.
    private struct WeakCensus {
        weak var census: TaskCensus?
    }

    /// The census the current test (or its case, in ``withCaseOfItsOwn(_:)``) is taking; `nil` when it
    /// takes none.
    ///
    /// A conformance scenario takes one as it starts its app, so that its lifetime checks can
    /// say where a task that keeps a screen alive was started.
    public static var current: TaskCensus? {
        taken[Key.current]?.census
    }

    /// Whether this platform lets a census see the tasks the program starts (Linux: yes; macOS: no, and
    /// ``unfinished(startedIn:sparing:)`` is always empty there).
    public nonisolated static var seesTasks: Bool { threatwatch_sees_task_creation() != 0 }

    /// Starts a census of the current test's tasks (or its case's), ending the one it took before, if any.
    public init() {
        let key = Key.current
        self.key = key
        Self.end(key)
        if Self.seesTasks { Self.installSleepHooks() }
        Self.censuses.withLock { censuses in
            censuses[key] = State()
            threatwatch_set_task_created(noteCreatedTask)
        }
        Self.taken[key] = WeakCensus(census: self)
    }

    isolated deinit {
        Self.end(key)
        if Self.taken[key]?.census == nil { Self.taken[key] = nil }
    }

    /// Runs `body` as a case of its own: a census taken in it counts only the tasks started in it, not
    /// those of the test's other cases (a parameterized test's cases run side by side, as one test).
    /// - Parameter body: The case's work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withCaseOfItsOwn<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        let number = lastCase.withLock { last in
            last += 1
            return last
        }
        return try await Key.$testCase.withValue(number) { try await body() }
    }

    /// The tasks that have not finished, started by code in a file under `folder` (an exercise's
    /// `Sources`; or in the file `folder` names), each as `SwiftConcurrency/ThreatsViewModel.swift:42`, the `await` it waits at, in the
    /// order they started; empty when every one has finished.
    ///
    /// A task whose handle an object in `roots` keeps (in a stored property, alone, optional or in a
    /// collection, or one object deeper: a controller's view model's) is left out: its owner says whether
    /// it should still run (``TaskProbe`` names those of a screen that went). The calling task is left out.
    /// - Parameters:
    ///   - folder: The folder of the code whose tasks count, as an absolute path.
    ///   - roots: The objects whose tasks are left out: the screen still up, a probe holding handles.
    /// - Returns: Where each unfinished task waits.
    public func unfinished(startedIn folder: String, sparing roots: [AnyObject]) -> [String] {
        let spared = TaskHandles.reachable(from: roots)
        let caller = withUnsafeCurrentTask { $0.map { unsafeBitCast($0, to: UInt.self) } }
        let census = Self.censuses.withLock { [key] in $0[key] ?? State() }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var places: [String] = []
        for address in census.order where address != caller && !spared.contains(address) {
            guard let task = UnsafeMutableRawPointer(bitPattern: address) else { continue }
            // The census holds one reference; a task that has not finished holds one on itself.
            guard threatwatch_retain_count(task) > 1 else { continue }
            let points = census.sleepingAt[address] ?? ResumePoints(suspendedTaskAt: task)
            guard let place = points.callerPlace, place.path == folder || place.path.hasPrefix(prefix),
                let location = points.callerLocation
            else { continue }
            places.append(location)
        }
        return places
    }

    /// ``unfinished(startedIn:sparing:)`` for the code of the package that `testFile` tests: the `Sources`
    /// folder beside the `Tests` folder the file is in.
    /// - Parameters:
    ///   - testFile: The calling test's file; leave the default.
    ///   - roots: The objects whose tasks are left out: the screen still up, a probe holding handles.
    /// - Returns: Where each unfinished task waits.
    public func unfinished(startedInPackageOf testFile: String = #filePath, sparing roots: [AnyObject]) -> [String] {
        unfinished(startedIn: Self.sources(ofPackageOf: testFile), sparing: roots)
    }

    /// Where `task` was started from: each call on the way that has a line, innermost first, as
    /// `SwiftConcurrency/ThreatsViewController.swift:53`; empty when this census did not see it start
    /// (on macOS, or before the census).
    ///
    /// A task that an object keeps alive by what its closure captures is named by the line that wrote
    /// that closure: the start of a `Task { … }`, or a call such as `rows.bind { … }` that starts one.
    /// - Parameter task: The task's handle.
    /// - Returns: The places, innermost first, the kit's and the test's among them.
    public func startLocations(of task: Task<Void, Never>) -> [String] {
        let address = unsafeBitCast(task, to: UInt.self)
        let stack = Self.censuses.withLock { [key] in $0[key]?.startedFrom[address] }
        return (stack?.places ?? []).map(\.location)
    }

    /// The `Sources` folder beside the `Tests` folder that `testFile` is in.
    private static func sources(ofPackageOf testFile: String) -> String {
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while folder.lastPathComponent != "Tests", folder.pathComponents.count > 1 { folder.deleteLastPathComponent() }
        return folder.deletingLastPathComponent().appendingPathComponent("Sources").path
    }

    /// `places` from ``unfinished(startedIn:sparing:)`` for a failure's message, such as `2 tasks that
    /// nothing keeps are still running, waiting at SwiftConcurrency/LoginViewModel.swift:57`; empty when
    /// `places` is.
    /// - Parameter places: Where each unfinished task waits, one entry a task.
    /// - Returns: The sentence, without a capital or a full stop.
    public nonisolated static func describe(_ places: [String]) -> String {
        guard !places.isEmpty else { return "" }
        var unique: [String] = []
        for place in places where !unique.contains(place) { unique.append(place) }
        let tasks = places.count == 1 ? "a task that nothing keeps is" : "\(places.count) tasks that nothing keeps are"
        return "\(tasks) still running, waiting at \(unique.joined(separator: " and "))"
    }

    /// Ends the census taken at `key`, if any, letting its tasks go.
    nonisolated static func end(_ key: Key) {
        let tasks = censuses.withLock { censuses in
            var order = censuses.removeValue(forKey: key)?.order ?? []
            if censuses.isEmpty {
                threatwatch_set_task_created(nil)
                order += pending.withLock { pending in
                    defer { pending = [] }
                    return pending.map(\.task)
                }
            }
            return order
        }
        for address in tasks {
            if let task = UnsafeMutableRawPointer(bitPattern: address) { threatwatch_release(task) }
        }
    }
}

/// Hands a task just created to the census, on whatever thread created it: a function outside the main
/// actor, since a closure written in the census's `init` would be the main actor's, and Swift checks that
/// where C calls it.
private func noteCreatedTask(_ task: UnsafeMutableRawPointer) {
    TaskCensus.note(task)
}
