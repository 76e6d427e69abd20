import Foundation

/// Where a suspended task will go on when it runs again: the code address of its resume function and
/// of each caller's continuation up its chain of async calls, innermost first.
///
/// It is how the kit names the attendee's line in a message about async work: the `await` a task spins
/// on (``MainSerialExecutor``), or the one that waits for a sleep still pending (``SchedulerClock``).
/// Swift has no API for it, so it reads the runtime's task layout (`include/swift/ABI/Task.h` in Swift 6:
/// a task's `ResumeTask` at byte 56, its `ResumeContext` at 64; each async context's `Parent` at 0 and
/// `ResumeParent` at 8). Only addresses inside the program's own executable are kept, so if that layout
/// ever changes, nothing is named rather than something wrong.
public struct ResumePoints: Hashable, Sendable {
    /// Offsets into the program's executable (from where it is loaded), innermost first; empty when
    /// unknown.
    public let offsets: [UInt]

    /// How many callers up the chain are looked at, at most.
    static let depth = 40

    /// The resume points of the task that job `job` runs, if it is a task (not another kind of job).
    ///
    /// Call it only while the task is suspended: as it is enqueued, or from within a continuation's body.
    static func of(_ job: UnownedJob) -> ResumePoints {
        let task = unsafeBitCast(job, to: UnsafeRawPointer.self)
        // A job's kind is the low byte of its flags (byte 32); 0 is a task.
        guard task.load(fromByteOffset: 32, as: UInt32.self) & 0xFF == 0 else { return ResumePoints(offsets: []) }
        var addresses = [task.load(fromByteOffset: 56, as: UInt.self)]
        var context = task.load(fromByteOffset: 64, as: UnsafeRawPointer?.self)
        while let current = context, addresses.count < depth {
            addresses.append(current.load(fromByteOffset: 8, as: UInt.self))
            context = current.load(fromByteOffset: 0, as: UnsafeRawPointer?.self)
        }
        return ResumePoints(offsets: addresses.compactMap(ProgramImage.current.offset(of:)))
    }

    /// The resume points of the task that calls it, which must be suspended.
    ///
    /// Call it from the body of `withCheckedContinuation` and its relatives. Empty outside a task.
    static func ofSuspendedCurrentTask() -> ResumePoints {
        withUnsafeCurrentTask { task in
            guard let task else { return ResumePoints(offsets: []) }
            return of(unsafeBitCast(task, to: UnownedJob.self))
        }
    }

    /// The first place up the chain in code that is not the clock's or the services' (the kit's
    /// `Sources/Scheduling` and `Sources/ThreatKit`), with the file's absolute path; `nil` when none is
    /// known (no symbolizer here, or no such place on the chain).
    public var callerPlace: SourceSymbolizer.Place? {
        (SourceSymbolizer.shared?.places(of: offsets) ?? []).first { place in
            !Self.libraryFolders.contains { place.path.hasPrefix($0) }
        }
    }

    /// ``callerPlace`` as `SwiftConcurrency/LoginViewModel.swift:113`: its folder and file as `#fileID`
    /// names them, and its line; `nil` when none is known.
    public var callerLocation: String? {
        callerPlace?.location
    }

    /// The folders of the kit's modules that wait on behalf of the code that calls them.
    private static let libraryFolders: [String] = {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return ["Scheduling", "ThreatKit"].map { sources.appendingPathComponent($0).path + "/" }
    }()
}

extension ResumePoints {
    /// Where the task at `task` (a task's address, as the runtime hands it over) waits: the `await` it is
    /// suspended at, and its callers'.
    ///
    /// Call it only while that task is suspended and cannot run meanwhile (it runs on the caller's actor),
    /// and only while something keeps it from being freed.
    public init(suspendedTaskAt task: UnsafeRawPointer) {
        self = Self.of(unsafeBitCast(task, to: UnownedJob.self))
    }

    /// Where the current task waits, from the body of `withUnsafeContinuation` and its relatives or from
    /// a runtime hook that task calls as it suspends (a sleep's enqueue); empty outside a task.
    public static var ofCurrentTaskSuspending: ResumePoints { ofSuspendedCurrentTask() }

    /// Where `task`, which has not finished, waits: the `await` it is suspended at, and its callers'.
    ///
    /// Call it on the actor the task runs on (the main actor, for a view model's or a screen's task), so
    /// that the task cannot be running meanwhile. For a task that has finished it names nothing reliable.
    public init(unfinished task: Task<some Sendable, some Error>) {
        self = Self.of(unsafeBitCast(task, to: UnownedJob.self))
    }
}
