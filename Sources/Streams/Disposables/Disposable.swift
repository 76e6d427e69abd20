/// A subscription, or any other resource, that can be released.
///
/// After `dispose()` returns, the subscription delivers no further event. Disposing twice is harmless.
/// Forgetting to dispose a subscription to a stream that never ends is a leak: keep it in a
/// ``DisposeBag`` owned by whoever subscribed.
public protocol Disposable: AnyObject {
    /// Releases the resource; idempotent.
    func dispose()
}

extension Disposable {
    /// Puts this disposable in `bag`, to be disposed when the bag is.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
