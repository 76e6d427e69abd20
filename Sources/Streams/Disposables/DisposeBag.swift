/// Disposes everything put in it when it is deallocated: give each owner of subscriptions one bag.
///
/// A view model keeps a `DisposeBag` as a stored property; when the view model goes, so do its
/// subscriptions.
///
/// The rule of a teardown: every subscription in the bag is silenced before any is disposed, so a
/// subscription being disposed by the bag never hears an event caused by disposing another one (a
/// teardown that sends into a subject, say), even one the bag cannot see, wrapped in
/// `Disposables.create(with:)`. Two steps keep it: the bag first tells every subscription it can see
/// to stop delivering, then disposes each while events sent to any subject wait until the last is
/// disposed (``Teardown``); subscribers outside the bag hear them then. This differs from RxSwift,
/// whose bag disposes one by one and lets a later subscription hear what an earlier one's teardown
/// sends; the rule comes from this library's event grammar (README, "Streams").
public final class DisposeBag {
    private var disposables: [any Disposable] = []

    /// Creates an empty bag.
    public init() {}

    /// Adds a disposable, to be disposed when the bag goes.
    public func insert(_ disposable: any Disposable) {
        disposables.append(disposable)
    }

    deinit {
        let all = disposables
        disposables = []
        Teardown.run {
            for case let subscription as any StoppableDisposable in all {
                subscription.stopDelivering()
            }
            for disposable in all { disposable.dispose() }
        }
    }
}

/// A disposable that can stop delivering events before it is disposed (the bag's first step).
@usableFromInline
protocol StoppableDisposable: Disposable {
    /// From now on, deliver nothing; releasing resources is left to `dispose()`.
    func stopDelivering()
}
