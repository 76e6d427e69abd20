import Foundation

/// A scheduler whose clock moves only when told to: the time of tests and `workshop play`.
///
/// Shaped after RxTest's `TestScheduler` and swift-clocks' `TestClock`: a test schedules work through
/// the code under test, then calls ``advance(by:)`` and observes what ran. Nothing sleeps.
///
/// Rules:
/// - Actions run in order of due time; actions due at the same time run in the order they were scheduled.
/// - Time counts whole microseconds, so ten advances of 0.1 s make exactly 1 s (no drift from `Double`);
///   durations are rounded to the nearest microsecond, and a repeating interval is at least one.
/// - An action scheduled while time advances runs in the same advance if it falls due within it.
@MainActor
public final class VirtualScheduler: Scheduler {
    /// One action waiting to run, as tests see it.
    public struct PendingAction: Equatable, Sendable, CustomStringConvertible {
        /// When it will run next, in seconds since the scheduler started.
        public let dueTime: TimeInterval
        /// Seconds between runs, or `nil` for an action that runs once.
        public let interval: TimeInterval?
        /// The line of code that scheduled it.
        public let origin: ScheduleOrigin

        /// `due at 5.0 s, every 5.0 s, from MVC/LoginViewController.swift:42`.
        public var description: String {
            let repetition = interval.map { ", every \($0) s" } ?? ""
            return "due at \(dueTime) s\(repetition), from \(origin)"
        }
    }

    /// Thrown by ``runUntilIdle(maximumActions:)`` when actions keep coming, as a repeating timer does.
    public struct NotIdleError: Error, CustomStringConvertible {
        /// How many actions ran before giving up.
        public let actionsRun: Int
        /// What was still waiting.
        public let pending: [PendingAction]

        /// Names the actions that kept the scheduler busy.
        public var description: String {
            "The scheduler was still busy after running \(actionsRun) actions; pending: "
                + pending.map(\.description).joined(separator: "; ")
        }
    }

    private static let ticksPerSecond = 1_000_000.0

    private var nowTicks: Int64 = 0
    private var entries: [Entry] = []
    private var nextSequence = 0

    /// Creates a scheduler whose clock reads 0, and installs ``MainSerialExecutor``, so that async code
    /// on it runs in the same order on every machine.
    public init() {
        MainSerialExecutor.install()
    }

    /// Seconds since the scheduler was created: the sum of all advances so far.
    public var now: TimeInterval { Double(nowTicks) / Self.ticksPerSecond }

    /// How many actions are waiting (a repeating action counts once).
    public var pendingCount: Int { entries.count }

    /// When the soonest waiting action is due, in seconds since the scheduler was created; `nil` when
    /// nothing waits.
    public var nextDueTime: TimeInterval? {
        entries.min(by: Entry.runsBefore).map { Double($0.dueTicks) / Self.ticksPerSecond }
    }

    /// The waiting actions, soonest first.
    public var pendingActions: [PendingAction] {
        entries.sorted(by: Entry.runsBefore).map { entry in
            PendingAction(
                dueTime: Double(entry.dueTicks) / Self.ticksPerSecond,
                interval: entry.intervalTicks.map { Double($0) / Self.ticksPerSecond },
                origin: entry.origin
            )
        }
    }

    /// Schedules `action` on virtual time; see ``Scheduler/schedule(after:repeatingEvery:origin:_:)``.
    public func schedule(
        after delay: TimeInterval,
        repeatingEvery interval: TimeInterval?,
        origin: ScheduleOrigin,
        _ action: @escaping @MainActor () -> Void
    ) -> any Cancellable {
        // `fatalError`, not `precondition`: this library is optimized in debug builds too, and there
        // `precondition` drops its message, which is for the person whose code broke the rule.
        guard delay >= 0 else { fatalError("A delay cannot be negative (\(delay) s from \(origin)).") }
        guard interval.map({ Self.ticks($0) >= 1 }) ?? true else {
            fatalError("A repeating interval must be at least a microsecond, the clock's tick (\(origin)).")
        }
        let entry = Entry(
            dueTicks: nowTicks + Self.ticks(delay),
            intervalTicks: interval.map(Self.ticks),
            sequence: takeSequence(),
            origin: origin,
            action: action
        )
        entry.scheduler = self
        entries.append(entry)
        return entry
    }

    /// Moves the clock forward by `seconds`, running every action that falls due, in order.
    ///
    /// While an action runs, ``now`` reads its due time, as it would on a real clock.
    /// - Parameter seconds: How far to move; 0 or more. 0 runs what is due now.
    /// - Complexity: O(*n*) per action run, where *n* is the number of pending actions.
    public func advance(by seconds: TimeInterval) {
        guard seconds >= 0 else { fatalError("Time cannot move backwards (advance by \(seconds) s).") }
        let endTicks = nowTicks + Self.ticks(seconds)
        while let next = entries.min(by: Entry.runsBefore), next.dueTicks <= endTicks {
            run(next)
        }
        // An action may itself have advanced the clock further; time never moves back.
        nowTicks = max(nowTicks, endTicks)
    }

    /// Runs actions, moving the clock to each one's due time, until nothing is pending.
    ///
    /// - Parameter maximumActions: A guard against work that never ends, such as a repeating timer.
    /// - Throws: ``NotIdleError`` naming what is still pending after `maximumActions` actions ran.
    public func runUntilIdle(maximumActions: Int = 1_000) throws(NotIdleError) {
        var actionsRun = 0
        while let next = entries.min(by: Entry.runsBefore) {
            guard actionsRun < maximumActions else {
                throw NotIdleError(actionsRun: actionsRun, pending: pendingActions)
            }
            run(next)
            actionsRun += 1
        }
    }

    private func run(_ entry: Entry) {
        nowTicks = max(nowTicks, entry.dueTicks)
        if let interval = entry.intervalTicks {
            // Re-queue before running, so the action may cancel its own repetition.
            entry.dueTicks += interval
            entry.sequence = takeSequence()
        } else {
            remove(entry)
            entry.scheduler = nil
        }
        entry.action?()
    }

    private func remove(_ entry: Entry) {
        entries.removeAll { $0 === entry }
    }

    private func takeSequence() -> Int {
        defer { nextSequence += 1 }
        return nextSequence
    }

    private static func ticks(_ seconds: TimeInterval) -> Int64 {
        Int64((seconds * ticksPerSecond).rounded())
    }

    /// A scheduled action; it is also the handle that cancels it.
    private final class Entry: Cancellable {
        var dueTicks: Int64
        let intervalTicks: Int64?
        var sequence: Int
        let origin: ScheduleOrigin
        /// Released once the entry is cancelled, so nothing it captured outlives the cancellation.
        private(set) var action: (@MainActor () -> Void)?
        weak var scheduler: VirtualScheduler?

        init(
            dueTicks: Int64,
            intervalTicks: Int64?,
            sequence: Int,
            origin: ScheduleOrigin,
            action: @escaping @MainActor () -> Void
        ) {
            self.dueTicks = dueTicks
            self.intervalTicks = intervalTicks
            self.sequence = sequence
            self.origin = origin
            self.action = action
        }

        func cancel() {
            scheduler?.remove(self)
            scheduler = nil
            action = nil
        }

        static func runsBefore(_ lhs: Entry, _ rhs: Entry) -> Bool {
            (lhs.dueTicks, lhs.sequence) < (rhs.dueTicks, rhs.sequence)
        }
    }
}
