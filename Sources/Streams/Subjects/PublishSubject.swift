/// A stream you push values into, which forwards them to whoever is subscribed *now*.
///
/// Replay: none. A late subscriber hears only what is sent after it subscribed, so a subject suits
/// one-off events (an alert to show, a screen to open). After `error` or `completed` the subject is
/// stopped: later sends are ignored, and a late subscriber hears the stop event at once.
public final class PublishSubject<Element>: ObservableType, ObserverType {
    @usableFromInline let observers = ObserverList<Element>()
    @usableFromInline var stopEvent: Event<Element>?

    /// Creates a subject with no subscriber.
    public init() {}

    /// Subscribes `observer` to the events sent from now on.
    public func subscribe(_ observer: Observer<Element>) -> any Disposable {
        if let stopEvent {
            observer.on(stopEvent)
            return Disposables.create()
        }
        return observers.add(observer)
    }

    /// Sends `event` to every subscriber, serially; see ``ObserverList``.
    @inlinable
    public func on(_ event: Event<Element>) {
        guard stopEvent == nil else { return }
        if event.isStopEvent { stopEvent = event }
        observers.deliver(event)
    }

    /// Sends a value.
    ///
    /// Without an ``Event``, as ``BehaviorSubject/onNext(_:)`` does, for the same reason.
    @inlinable
    public func onNext(_ element: Element) {
        guard stopEvent == nil else { return }
        observers.deliverNext(element)
    }
}
