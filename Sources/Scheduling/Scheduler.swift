import Foundation

/// The one way anything in the kit waits: timers, and the simulated latency of services.
///
/// Nothing calls `DispatchQueue.asyncAfter`, `Timer` or `Task.sleep` directly. The app runs on a
/// ``MainQueueScheduler`` (real time); tests and `workshop play` run on a ``VirtualScheduler``, whose
/// clock moves only when told to, so a five-second timer is tested in microseconds and never flakes.
///
/// Every action runs on the main actor, like UIKit's run loop, so the code that schedules it needs no
/// locks. Times are in seconds.
@MainActor
public protocol Scheduler: AnyObject {
    /// Seconds since the scheduler was created.
    var now: TimeInterval { get }

    /// Runs `action` after `delay` seconds, then every `interval` seconds if one is given.
    ///
    /// Prefer ``schedule(after:fileID:line:_:)`` and ``scheduleRepeating(every:fileID:line:_:)``,
    /// which fill in `origin` for you.
    /// - Parameters:
    ///   - delay: Seconds before the first run; 0 or more.
    ///   - interval: Seconds between later runs, more than 0; `nil` runs the action once.
    ///   - origin: The line that asked, shown when an action is found pending where it should not be.
    ///   - action: The work. It is kept (strongly) until it has run for the last time or is cancelled.
    /// - Returns: A handle that cancels the action; discarding it does not cancel.
    func schedule(
        after delay: TimeInterval,
        repeatingEvery interval: TimeInterval?,
        origin: ScheduleOrigin,
        _ action: @escaping @MainActor () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Runs `action` once, `delay` seconds from now.
    ///
    /// - Parameters:
    ///   - delay: Seconds to wait; 0 or more.
    ///   - fileID: Where the call is; leave the default.
    ///   - line: Where the call is; leave the default.
    ///   - action: The work. Capture `self` weakly if the action must not keep its owner alive.
    /// - Returns: A handle that cancels the action before it runs.
    @discardableResult
    public func schedule(
        after delay: TimeInterval,
        fileID: String = #fileID,
        line: Int = #line,
        _ action: @escaping @MainActor () -> Void
    ) -> any Cancellable {
        schedule(after: delay, repeatingEvery: nil, origin: ScheduleOrigin(fileID: fileID, line: line), action)
    }

    /// Runs `action` every `interval` seconds, the first time `interval` seconds from now, until cancelled.
    ///
    /// The result is not discardable: a repeating action that nobody can cancel is a leak.
    /// - Parameters:
    ///   - interval: Seconds between runs; more than 0.
    ///   - fileID: Where the call is; leave the default.
    ///   - line: Where the call is; leave the default.
    ///   - action: The work. Capture `self` weakly: the scheduler keeps the action until cancelled.
    /// - Returns: The handle that stops the repetition.
    public func scheduleRepeating(
        every interval: TimeInterval,
        fileID: String = #fileID,
        line: Int = #line,
        _ action: @escaping @MainActor () -> Void
    ) -> any Cancellable {
        schedule(
            after: interval,
            repeatingEvery: interval,
            origin: ScheduleOrigin(fileID: fileID, line: line),
            action
        )
    }

    /// Runs `action` on `owner` every `interval` seconds, until cancelled or until `owner` is gone.
    ///
    /// The owner is held weakly, so the timer never keeps it alive; and once the owner has been
    /// deallocated, the next tick cancels the repetition, so the timer does not outlive what it
    /// updates even when nobody remembered to cancel it.
    /// - Parameters:
    ///   - interval: Seconds between runs; more than 0.
    ///   - owner: What the action works on, typically `self`.
    ///   - fileID: Where the call is; leave the default.
    ///   - line: Where the call is; leave the default.
    ///   - action: The work, given the owner.
    /// - Returns: The handle that stops the repetition.
    public func scheduleRepeating<Owner: AnyObject>(
        every interval: TimeInterval,
        for owner: Owner,
        fileID: String = #fileID,
        line: Int = #line,
        _ action: @escaping @MainActor (Owner) -> Void
    ) -> any Cancellable {
        let handle = CancellableHandle()
        let timer = schedule(
            after: interval,
            repeatingEvery: interval,
            origin: ScheduleOrigin(fileID: fileID, line: line)
        ) { [weak owner] in
            guard let owner else {
                handle.cancellable?.cancel()
                return
            }
            action(owner)
        }
        handle.cancellable = timer
        return timer
    }
}

/// Lets a scheduled action reach its own handle, to cancel itself.
@MainActor
private final class CancellableHandle {
    var cancellable: (any Cancellable)?
}
