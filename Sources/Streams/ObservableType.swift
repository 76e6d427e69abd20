/// Anything that can be subscribed to: ``Observable``, the subjects and ``BehaviorRelay``.
///
/// The operators (`map`, `filter`, …) are extensions of this protocol, so they work on subjects and
/// relays directly, as in RxSwift.
public protocol ObservableType<Element> {
    /// The type of the values.
    associatedtype Element

    /// Starts delivering events to `observer`.
    /// - Returns: The subscription; disposing it stops delivery and releases what the stream holds.
    func subscribe(_ observer: Observer<Element>) -> any Disposable
}

extension ObservableType {
    /// Subscribes with a closure per kind of event; each is optional.
    /// - Parameters:
    ///   - onNext: Called for each value.
    ///   - onError: Called once if the stream fails; nothing follows.
    ///   - onCompleted: Called once if the stream ends normally; nothing follows.
    ///   - onDisposed: Called once when the subscription ends, by a stop event or by `dispose()`.
    /// - Returns: The subscription. Keep it (usually in a ``DisposeBag``) for as long as you want events.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onNext: onNext ?? { _ in },
            onError: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes with a closure for values, and optionally one per other kind of event.
    ///
    /// The same as the variant above, which comes here. Speed: a closure passed where an *optional*
    /// closure is expected is wrapped in two reabstraction thunks (an `Optional` holds a generic
    /// function in its most general form), two extra calls on every value (measured with `perf`: about
    /// a tenth of the benchmark chain's time). Passed as a plain closure, it is called as it is, so a
    /// call that gives `onNext` picks this overload.
    @inlinable
    public func subscribe(
        onNext: @escaping (Element) -> Void,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        // Runs once: when the stream stops, or when the subscription is disposed, whichever comes first.
        let ending = onDisposed.map { Disposables.create(with: $0) }
        let subscription = subscribe(
            Observer(
                // `onNext` itself rather than a closure calling it: one call less per value.
                next: onNext,
                stop: { event in
                    if case .error(let error) = event { onError?(error) } else { onCompleted?() }
                    ending?.dispose()
                }
            )
        )
        guard let ending else { return subscription }
        return CompositeDisposable([subscription, ending])
    }

    /// This stream as an ``Observable``, hiding what it is (a subject's `onNext`, say).
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable { observer in self.subscribe(observer) }
    }
}
