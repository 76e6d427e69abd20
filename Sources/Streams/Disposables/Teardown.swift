import Foundation

/// Whether a ``DisposeBag`` is tearing down, and the deliveries held until it has finished.
///
/// The rule it keeps (README, "event grammar"): a bag being torn down silences every subscription in
/// it before disposing any, so none hears an event caused by another's teardown. A bag can silence
/// what it can see (a subscription, a composite of them), but not a subscription hidden inside a
/// closure (`Disposables.create(with: { inner.dispose() })`). So events sent to a subject while any
/// bag tears down are *held*: the subject's ``ObserverList`` queues them, exactly as it queues an
/// event sent during a delivery, and delivers them once the outermost teardown has disposed
/// everything. By then every subscription of the bag is gone, hidden or not; subscribers outside the
/// bag still hear the held events, in the order they were sent, just after the teardown.
///
/// This is Streams' own rule: RxSwift's `DisposeBag` disposes one by one, and a subscription disposed
/// later can hear what an earlier one's teardown sends.
///
/// One thread at a time: the state is global, and the library is for the main actor (README). But
/// the last reference to a view model, and so its bag, can be released on another thread (Swift
/// Testing releases a suite's instance wherever the test ended) while the main actor delivers. So a
/// teardown belongs to the thread that started it: only events sent on that thread are held, and a
/// bag torn down on another thread meanwhile silences and disposes as before, holding nothing.
@usableFromInline
enum Teardown {
    /// How many bags are tearing down now on the ``owner`` thread (one inside another's counts twice).
    ///
    /// Read on every event (``ObserverList/isQueueing``); `@exclusivity(unchecked)` for the reason
    /// ``ObserverList`` gives: no access spans a call. Changed only under ``lock``; read without it,
    /// since a thread that does not own the teardown only needs to see that it does not.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) static var depth = 0
    /// The thread whose teardown is under way, while `depth > 0`.
    @exclusivity(unchecked) nonisolated(unsafe) private static var owner: pthread_t?
    /// Guards claiming and releasing a teardown, which happens once per bag, not per event.
    private static let lock = NSLock()
    /// The lists holding events until the outermost teardown ends, in the order they began holding.
    @exclusivity(unchecked) nonisolated(unsafe) private static var held: [any HeldDelivery] = []

    /// Whether events sent now must wait for a teardown to finish.
    ///
    /// One load and compare per event; the thread is looked at only while a teardown is under way.
    @inlinable
    static var isUnderWay: Bool { depth > 0 && isOwnedByThisThread() }

    @usableFromInline
    static func isOwnedByThisThread() -> Bool {
        guard let owner else { return false }
        return pthread_equal(owner, pthread_self()) != 0
    }

    /// Runs `teardown` as a bag's teardown, then delivers what was held during it (if it is the
    /// outermost one).
    static func run(_ teardown: () -> Void) {
        guard claim() else { return teardown() }
        teardown()
        guard release() else { return }
        // A held delivery may tear another bag down, which holds and delivers its own events.
        while !held.isEmpty {
            let lists = held
            held = []
            for list in lists { list.deliverHeld() }
        }
    }

    /// Starts a teardown on this thread, unless another thread's is under way.
    private static func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if depth == 0 {
            owner = pthread_self()
        } else if !isOwnedByThisThread() {
            return false
        }
        depth += 1
        return true
    }

    /// Ends a teardown started by ``claim()``; whether it was the outermost one.
    private static func release() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        depth -= 1
        if depth == 0 { owner = nil }
        return depth == 0
    }

    /// Delivers `list`'s queued events when the outermost teardown ends.
    @usableFromInline
    static func hold(_ list: any HeldDelivery) {
        held.append(list)
    }
}

/// A subscriber list that has queued events during a teardown (see ``Teardown``).
@usableFromInline
protocol HeldDelivery: AnyObject {
    /// Delivers the queued events, as the end of a delivery does.
    func deliverHeld()
}
