/// A stream with a current value, which every new subscriber hears at once.
///
/// Replay: the current value, to each new subscriber, then everything sent after. It suits state
/// (the rows of a list, whether something is loading). After `error` or `completed` it is stopped:
/// later sends are ignored and a late subscriber hears only the stop event.
///
/// Unlike RxSwift, a subscriber added while a value is being delivered is replayed that value through
/// the same serial delivery, then hears what is queued behind it, once each.
public final class BehaviorSubject<Element>: ObservableType, ObserverType {
    @usableFromInline let observers = ObserverList<Element>()
    // Read on every event; `@exclusivity(unchecked)` for the reason ``ObserverList`` gives.
    @usableFromInline @exclusivity(unchecked) var stopEvent: Event<Element>?
    @usableFromInline @exclusivity(unchecked) var currentValue: Element
    /// While a value sent from inside a delivery waits its turn, the value subscribers are hearing now;
    /// `nil` the rest of the time, when that is simply ``value``.
    @usableFromInline @exclusivity(unchecked) var replayOverride: Element?

    /// The value sent last (or the initial one).
    public var value: Element { currentValue }

    /// Creates a subject holding `value`.
    public init(value: Element) {
        currentValue = value
        observers.willSendQueued = { [unowned self] event in
            if case .next(let element) = event { self.replayOverride = element }
        }
        // Held events (``Teardown``) are delivered after the `on(_:)` that sent them has returned.
        observers.didDeliverHeld = { [unowned self] in self.replayOverride = nil }
    }

    /// Subscribes `observer`, which hears the current value at once.
    public func subscribe(_ observer: Observer<Element>) -> any Disposable {
        if let stopEvent {
            observer.on(stopEvent)
            return Disposables.create()
        }
        let registration = observers.add(observer)
        let isOutermost = !observers.isDelivering  // not queueing: a teardown alone holds no replay
        // Replay what the others are hearing, through the serial delivery: what the newcomer sends
        // while it hears it waits its turn, and values still queued reach it afterwards.
        observers.replay([replayOverride ?? currentValue], to: registration)
        if isOutermost { replayOverride = nil }
        return registration
    }

    /// Sends `event` to every subscriber, serially; a value also becomes the current value.
    @inlinable
    public func on(_ event: Event<Element>) {
        guard case .next(let element) = event else { return stop(with: event) }
        onNext(element)
    }

    /// Sends a value, which becomes the current value.
    ///
    /// Values go down their own path, without an ``Event``: `accept` on a relay comes here, and
    /// building the event only to switch on it again was a tenth of the benchmark chain's time.
    @inlinable
    public func onNext(_ element: Element) {
        guard stopEvent == nil else { return }
        guard !observers.isQueueing else {
            // Sent from inside a delivery (or a bag's teardown), this value waits its turn; until
            // then, new subscribers hear the value being delivered now.
            if replayOverride == nil { replayOverride = currentValue }
            currentValue = element
            observers.enqueue(.next(element))
            return
        }
        currentValue = element
        // Not `deliverNext`, which would ask again whether to queue (a global read per event).
        observers.deliverNextNow(element)
        replayOverride = nil
    }

    @usableFromInline
    func stop(with event: Event<Element>) {
        guard stopEvent == nil else { return }
        let isQueued = observers.isQueueing
        stopEvent = event
        observers.deliver(event)
        if !isQueued { replayOverride = nil }
    }
}
