/// Something in progress that can be called off: a scheduled action, a timer, a service request.
///
/// `cancel()` may be called any number of times; after the first call, the work's callback is never
/// run. Dropping the last reference does *not* cancel: whoever starts work owns stopping it, which is
/// one of the lifetime lessons of the workshop (a repeating timer keeps running until cancelled).
@MainActor
public protocol Cancellable: AnyObject {
    /// Calls the work off. Idempotent.
    func cancel()
}
