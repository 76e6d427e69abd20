/// A stream of values over time, which starts when subscribed to.
///
/// An `Observable` made with ``create(_:)`` (and every operator) is *cold*: each subscription runs the
/// stream anew. To give several subscribers one run, use ``ObservableType/share(replay:)``; to push
/// values in from outside, use a subject or ``BehaviorRelay``.
///
/// The library is not thread-safe and needs no locks: its types are not `Sendable`, so the compiler
/// keeps each stream on the isolation that made it, the main actor in this kit.
///
/// Unlike RxSwift, whose subjects and operators lock so that any thread may send, Streams has no locks:
/// a stream is used from the main actor alone (the README lists every deliberate difference).
public final class Observable<Element>: ObservableType {
    @usableFromInline let subscribeHandler: (Observer<Element>) -> any Disposable
    @usableFromInline let enforcesGrammar: Bool

    /// Makes a stream from its subscribe function.
    /// - Parameters:
    ///   - enforcesGrammar: `false` only for the library's own one-source operators (`map`, `filter`, …),
    ///     which pass on exactly what a grammar-keeping source sends them and can skip the check that
    ///     every other stream gets (it costs a layer per operator on every event).
    ///   - subscribeHandler: Feeds an observer; returns what to release on disposal.
    @usableFromInline
    init(enforcesGrammar: Bool = true, _ subscribeHandler: @escaping (Observer<Element>) -> any Disposable) {
        self.enforcesGrammar = enforcesGrammar
        self.subscribeHandler = subscribeHandler
    }

    /// Makes a stream from a function that feeds an observer and returns what to release on disposal.
    ///
    /// The library enforces the grammar for you: whatever `subscribe` sends after a stop event, or after
    /// disposal, is dropped, and the returned disposable is disposed once the stream stops.
    public static func create(_ subscribe: @escaping (Observer<Element>) -> any Disposable) -> Observable<Element> {
        Observable(subscribe)
    }

    /// Starts delivering events to `observer`; see ``ObservableType/subscribe(_:)``.
    public func subscribe(_ observer: Observer<Element>) -> any Disposable {
        guard enforcesGrammar else { return subscribeHandler(observer) }
        let subscription = Subscription(observer)
        subscription.setUpstream(subscribeHandler(Observer(subscription.on)))
        return subscription
    }
}
