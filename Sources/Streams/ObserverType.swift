/// Anything that receives a stream's events: ``Observer``, ``PublishSubject`` and ``BehaviorSubject``.
///
/// As in RxSwift, a type gives `on(_:)` and gets `onNext`, `onError` and `onCompleted`, written once
/// here. Unlike RxSwift, `onNext` is also a requirement, so that a type can send a value down its own
/// path without wrapping it in an ``Event`` and switching on it again (measured: a tenth of the
/// benchmark chain's time); the three types of the library do.
public protocol ObserverType<Element> {
    /// The type of the values.
    associatedtype Element

    /// Delivers `event`.
    func on(_ event: Event<Element>)

    /// Delivers a value; by default, `on(.next(element))`.
    func onNext(_ element: Element)
}

extension ObserverType {
    /// Delivers a value, as `on(.next(element))`.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Ends the stream with `error`: nothing follows.
    @inlinable
    public func onError(_ error: any Error) {
        on(.error(error))
    }

    /// Ends the stream normally: nothing follows.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }
}
