import ThreatKit

/// One output of a view model as an async sequence: the async counterpart of a `Box`.
///
/// The view model calls ``send(_:)``; the view controller iterates ``values`` (an `AsyncStream`) in a
/// task it owns, which is what ``bind(_:)`` starts. Rules:
/// - **Every value, in order**: the stream buffers what is sent before or while the controller is busy,
///   and the first value is sent at creation, so a controller that binds late still shows it.
/// - **One consumer**: an `AsyncStream` is iterated by one task; bind each output once.
/// - **Lifetime**: the task ends when the controller cancels it (its screen goes) or when the view model,
///   and so this output, is gone (the stream finishes). The listener must capture its controller weakly.
@MainActor
final class Output<Value: Sendable> {
    /// The values sent, the first one included, for one consumer.
    let values: AsyncStream<Value>
    private let continuation: AsyncStream<Value>.Continuation
    /// The value sent last; what view-model tests read.
    private(set) var value: Value
    /// Not part of the pattern: counts the values sent and not yet shown, so that tests and `workshop play`
    /// can wait until the screen has caught up (a `for await` loop can be resumed late, and an
    /// `AsyncStream` cannot tell when).
    private let inFlight: WorkInFlight

    /// Creates an output whose first value is `value`.
    ///
    /// `fileID` and `line` are not part of the pattern: they say which output it is (where the view model
    /// makes it) if its consumer stops taking values. Leave the defaults.
    init(_ value: Value, fileID: String = #fileID, line: Int = #line) {
        (values, continuation) = AsyncStream.makeStream(of: Value.self)
        inFlight = WorkInFlight(fileID: fileID, line: line)
        self.value = value
        continuation.yield(value)
        inFlight.sent()
    }

    /// Sends `value` to the consumer (and keeps it as ``value``).
    func send(_ value: Value) {
        self.value = value
        continuation.yield(value)
        inFlight.sent()
    }

    /// Shows every value with `listener`, in a task that starts at once (`Task.immediate`), so values
    /// already sent are shown before `bind` returns.
    /// - Returns: The task; cancel it when the screen goes.
    func bind(_ listener: @escaping @MainActor (Value) -> Void) -> Task<Void, Never> {
        Task.immediate { [values, inFlight] in
            inFlight.consumerStarted()
            for await value in values {
                listener(value)
                inFlight.taken()
            }
            inFlight.consumerEnded()
        }
    }

    deinit {
        // The consumer's loop ends: nothing more will come.
        continuation.finish()
    }
}
