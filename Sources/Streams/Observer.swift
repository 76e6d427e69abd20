/// Receives a stream's events: the other end of a subscription.
///
/// A value type around one closure. Observers never need disposing; the subscription that feeds
/// them does.
///
/// The library's per-event path is `@inlinable`, here and in the subjects and operators: it lets the
/// compiler specialize it for the element type where it is used. Without that, every event would look
/// up generic type metadata at run time (measured: the benchmark chain runs about ten times slower).
///
/// Values have a closure of their own, `next`, so that the library's operators pass a value on as it
/// is, without wrapping it in an ``Event`` and switching on it again at every step (measured: a third
/// of the benchmark chain's time per event).
///
/// Where RxSwift has `AnyObserver` (and an observer class per operator), Streams has this one struct of
/// closures; like RxSwift's observers, it is an ``ObserverType``.
public struct Observer<Element>: ObserverType {
    @usableFromInline let next: (Element) -> Void
    @usableFromInline let handler: (Event<Element>) -> Void

    /// Creates an observer that passes every event to `handler`.
    @inlinable
    public init(_ handler: @escaping (Event<Element>) -> Void) {
        self.next = { handler(.next($0)) }
        self.handler = handler
    }

    /// Creates an observer with one closure for values and one for the stop event.
    @inlinable
    init(next: @escaping (Element) -> Void, stop: @escaping (Event<Element>) -> Void) {
        self.next = next
        self.handler = stop
    }

    /// Delivers `event`.
    @inlinable
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event { next(element) } else { handler(event) }
    }

    /// Delivers a value.
    @inlinable
    public func onNext(_ element: Element) {
        next(element)
    }
}
