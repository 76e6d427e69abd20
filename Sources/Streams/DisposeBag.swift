/// Disposes everything put in it when it is deallocated: give each owner of subscriptions one bag.
///
/// A view model keeps a `DisposeBag` as a stored property; when the view model goes, so do its
/// subscriptions. Tearing a bag down happens in two steps: first every subscription in it stops
/// delivering, then each is disposed. So a subscription being disposed by the bag never hears an
/// event caused by disposing another one (a teardown that sends into a subject, say).
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
        for case let subscription as any StoppableDisposable in all {
            subscription.stopDelivering()
        }
        for disposable in all { disposable.dispose() }
    }
}

/// A disposable that can stop delivering events before it is disposed (the bag's first step).
@usableFromInline
protocol StoppableDisposable: Disposable {
    /// From now on, deliver nothing; releasing resources is left to `dispose()`.
    func stopDelivering()
}
