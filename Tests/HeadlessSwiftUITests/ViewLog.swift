/// What the tests' views did, in order, and a way for a view's task to wait until it is cancelled.
@MainActor
final class ViewLog {
    /// What happened, in order.
    var entries: [String] = []
    private var open: [AsyncStream<Int>.Continuation] = []

    /// Waits until the task that calls it is cancelled: on a stream of its own, kept open (a stream shared
    /// by two tasks would end the first one's wait when the second began).
    func waitUntilCancelled() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        open.append(continuation)
        for await _ in stream {}
    }
}
