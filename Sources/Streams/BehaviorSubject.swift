/// A stream with a current value, which every new subscriber hears at once.
///
/// Replay: the current value, to each new subscriber, then everything sent after. It suits state
/// (the rows of a list, whether something is loading). After `error` or `completed` it is stopped:
/// later sends are ignored and a late subscriber hears only the stop event.
public final class BehaviorSubject<Element>: ObservableType {
    @usableFromInline let observers = ObserverList<Element>()
    @usableFromInline var stopEvent: Event<Element>?

    @usableFromInline var currentValue: Element

    /// The value sent last (or the initial one).
    public var value: Element { currentValue }

    /// Creates a subject holding `value`.
    public init(value: Element) {
        currentValue = value
    }

    /// Subscribes `observer`, which hears the current value at once.
    public func subscribe(_ observer: Observer<Element>) -> any Disposable {
        if let stopEvent {
            observer.on(stopEvent)
            return Disposables.create()
        }
        let registration = observers.add(observer)
        observer.onNext(value)
        return registration
    }

    /// Sends `event` to every subscriber, serially; a value also becomes the current value.
    @inlinable
    public func on(_ event: Event<Element>) {
        guard stopEvent == nil else { return }
        switch event {
        case .next(let element): currentValue = element
        case .error, .completed: stopEvent = event
        }
        observers.deliver(event)
        if event.isStopEvent { observers.removeAll() }
    }

    /// Sends a value, which becomes the current value.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Ends the stream with `error`.
    @inlinable
    public func onError(_ error: any Error) {
        on(.error(error))
    }

    /// Ends the stream normally.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }
}
