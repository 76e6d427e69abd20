import Dispatch
import Foundation

/// A scheduler on real time: actions run on the main queue when their time comes.
///
/// This is the only place in the kit that calls `DispatchQueue.asyncAfter`. The app's run loop must be
/// the main queue (`dispatchMain()` or a main run loop), as it is in an iOS app.
@MainActor
public final class MainQueueScheduler: Scheduler {
    private let start = DispatchTime.now()

    /// Creates a scheduler whose clock starts now.
    public init() {}

    /// Seconds of wall-clock time since the scheduler was created.
    public var now: TimeInterval {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000_000
    }

    /// Schedules `action` on the main queue; see ``Scheduler/schedule(after:repeatingEvery:origin:_:)``.
    public func schedule(
        after delay: TimeInterval,
        repeatingEvery interval: TimeInterval?,
        origin: ScheduleOrigin,
        _ action: @escaping @MainActor () -> Void
    ) -> any Cancellable {
        let timer = RepeatingWork(interval: interval, action: action)
        timer.arm(at: .now() + delay)
        return timer
    }

    /// One scheduled action; it re-arms itself after each run when it repeats.
    private final class RepeatingWork: Cancellable {
        private let interval: TimeInterval?
        private var action: (@MainActor () -> Void)?
        private var workItem: DispatchWorkItem?

        init(interval: TimeInterval?, action: @escaping @MainActor () -> Void) {
            self.interval = interval
            self.action = action
        }

        func arm(at deadline: DispatchTime) {
            // The work item keeps this object alive until it fires or is cancelled, so a caller may
            // discard the handle of a one-off action and still have it run.
            let item = DispatchWorkItem {
                MainActor.assumeIsolated { self.fire(scheduledAt: deadline) }
            }
            workItem = item
            DispatchQueue.main.asyncAfter(deadline: deadline, execute: item)
        }

        func cancel() {
            workItem?.cancel()
            workItem = nil
            action = nil
        }

        private func fire(scheduledAt deadline: DispatchTime) {
            guard let action else { return }
            if let interval {
                // Count from the planned time, not from now, so a repeating timer does not drift.
                arm(at: deadline + interval)
            } else {
                self.action = nil
                workItem = nil
            }
            action()
        }
    }
}
