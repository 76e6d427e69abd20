/// State as a stream: a current value that every new subscriber hears at once, and that never ends.
///
/// A ``BehaviorSubject`` that cannot fail or complete: it only accepts values. This makes it the
/// safe choice for a view model's state, since no error can end what the screen shows.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// Creates a relay holding `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The value accepted last (or the initial one).
    public var value: Element { subject.value }

    /// Makes `element` the current value and sends it to every subscriber.
    @inlinable
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer`, which hears the current value at once; no stop event ever comes.
    public func subscribe(_ observer: Observer<Element>) -> any Disposable {
        subject.subscribe(observer)
    }
}
