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
/// it add nothing. One census at a time; a new one ends the one before.
@MainActor
public final class TaskCensus {
    /// What a census keeps: the tasks seen, by address, in the order seen.
    struct State {
        /// The test that took the census, whose tasks it counts (`swift test` runs other tests beside it);
        /// `nil` outside a test, where every task counts.
        var test: Test.ID?
        var order: [UInt] = []
        /// Where each task last suspended in a sleep, noted as the sleep started (when reading it is safe).
        var sleepingAt: [UInt: ResumePoints] = [:]
    }

    /// The census being taken; `nil` when none is.
    nonisolated static let state = Mutex<State?>(nil)

    /// Whether this platform lets a census see the tasks the program starts (Linux: yes; macOS: no, and
    /// ``unfinished(startedIn:sparing:)`` is always empty there).
    public nonisolated static var seesTasks: Bool { threatwatch_sees_task_creation() != 0 }

    /// Starts a census, ending the one before it.
    public init() {
        Self.end()
        Self.installSleepHooks()
        Self.state.withLock { $0 = State(test: Test.current?.id) }
        threatwatch_set_task_created(noteCreatedTask)
    }

    isolated deinit {
        Self.end()
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
        let census = Self.state.withLock { $0 ?? State() }
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
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while folder.lastPathComponent != "Tests", folder.pathComponents.count > 1 { folder.deleteLastPathComponent() }
        let sources = folder.deletingLastPathComponent().appendingPathComponent("Sources")
        return unfinished(startedIn: sources.path, sparing: roots)
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

    /// Ends the census being taken, if any, letting its tasks go.
    nonisolated static func end() {
        threatwatch_set_task_created(nil)
        let tasks = state.withLock { census in
            defer { census = nil }
            return census?.order ?? []
        }
        for address in tasks {
            if let task = UnsafeMutableRawPointer(bitPattern: address) { threatwatch_release(task) }
        }
    }

    /// Notes `task`, just created, if a census is being taken, it was started by the census's test, and it
    /// is a task of its own (not a child of another, which its parent waits for).
    nonisolated static func note(_ task: UnsafeMutableRawPointer) {
        // A job's flags are at byte 32 (swift/ABI/Task.h): kind 0 is a task; bit 24 marks a child task.
        let flags = task.load(fromByteOffset: 32, as: UInt32.self)
        guard flags & 0xFF == 0, flags & (1 << 24) == 0 else { return }
        // The creating task's test: the new task is made, and the creator is still the current task.
        let creator = Test.current?.id
        state.withLock { census in
            guard let taken = census, taken.test == nil || taken.test == creator else { return }
            threatwatch_retain(task)
            census?.order.append(UInt(bitPattern: task))
        }
    }

    /// Notes where the current task waits as it starts a sleep, if the census has it.
    nonisolated static func noteSleepingCurrentTask() {
        guard let address = withUnsafeCurrentTask(body: { $0.map { unsafeBitCast($0, to: UInt.self) } }) else {
            return
        }
        guard state.withLock({ $0?.order.contains(address) ?? false }) else { return }
        let points = ResumePoints.ofCurrentTaskSuspending
        state.withLock { $0?.sleepingAt[address] = points }
    }
}

/// Hands a task just created to the census, on whatever thread created it: a function outside the main
/// actor, since a closure written in the census's `init` would be the main actor's, and Swift checks that
/// where C calls it.
private func noteCreatedTask(_ task: UnsafeMutableRawPointer) {
    TaskCensus.note(task)
}
