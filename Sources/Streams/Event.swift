/// One thing a stream says: a value, or the end of the stream.
///
/// The grammar every stream of this library keeps (each rule is tested in `EventGrammarTests`):
/// `next* (error | completed)?`. A stream says any number of `next`s, then at most one of `error`
/// and `completed`, and nothing after it; after its subscription is disposed it says nothing at all.
public enum Event<Element> {
    /// A value.
    case next(Element)
    /// The stream failed; nothing follows.
    case error(any Error)
    /// The stream ended normally; nothing follows.
    case completed

    /// Whether this event ends the stream.
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }
}
