/// A stream with a current value, which every new subscriber hears at once.
///
/// Replay: the current value, to each new subscriber, then everything sent after. It suits state
/// (the rows of a list, whether something is loading). After `error` or `completed` it is stopped:
/// later sends are ignored and a late subscriber hears only the stop event.
public final class BehaviorSubject<Element>: ObservableType {
    @usableFromInline let observers: ObserverList<Element>
    @usableFromInline var stopEvent: Event<Element>?
    @usableFromInline var currentValue: Element

    /// The last value subscribers have been sent: what a new subscriber hears first.
    ///
    /// It lags behind ``value`` only while a value sent from inside a delivery waits its turn.
    private final class Replay {
        var value: Element

        init(_ value: Element) {
            self.value = value
        }
    }

    private let replay: Replay

    /// The value sent last (or the initial one).
    public var value: Element { currentValue }

    /// Creates a subject holding `value`.
    public init(value: Element) {
        let replay = Replay(value)
        currentValue = value
        self.replay = replay
        observers = ObserverList { event in
            if case .next(let element) = event { replay.value = element }
        }
    }

    /// Subscribes `observer`, which hears the current value at once.
    public func subscribe(_ observer: Observer<Element>) -> any Disposable {
        if let stopEvent {
            observer.on(stopEvent)
            return Disposables.create()
        }
        let registration = observers.add(observer)
        // Replay what the others have heard; values still queued will reach this subscriber in turn.
        observer.onNext(replay.value)
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
