/// Receives a stream's events: the other end of a subscription.
///
/// A value type around one closure. Observers never need disposing; the subscription that feeds
/// them does.
public struct Observer<Element> {
    private let handler: (Event<Element>) -> Void

    /// Creates an observer that passes every event to `handler`.
    public init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    /// Delivers `event`.
    public func on(_ event: Event<Element>) {
        handler(event)
    }

    /// Delivers a value.
    public func onNext(_ element: Element) {
        handler(.next(element))
    }

    /// Ends the stream with `error`.
    public func onError(_ error: any Error) {
        handler(.error(error))
    }

    /// Ends the stream normally.
    public func onCompleted() {
        handler(.completed)
    }
}
