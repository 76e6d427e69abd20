import ThreatKit

/// One output of a view model as an async sequence: the async counterpart of a `Box`.
///
/// The view model calls ``send(_:)``; the view controller shows each value in a task it owns, which
/// ``bind(_:)`` starts, or iterates ``values`` itself. Rules:
/// - **Every listener, every value, in order**: each `bind` and each read of ``values`` gets a stream
///   of its own, which buffers what is sent while its listener is busy.
/// - **The current value first**: `bind` shows it before it returns; ``values`` starts with it.
/// - **Nothing after cancel**: once the task is cancelled (its screen goes), its listener is not called
///   again, even with a value sent just before.
/// - **Lifetime**: the streams finish when the view model, and so this output, is gone. Listeners must
///   capture their controller weakly.
@MainActor
final class Output<Value: Sendable> {
    /// The value sent last; what view-model tests read.
    private(set) var value: Value
    /// The streams of the listeners, each fed every value sent.
    private var listeners: [AsyncStream<Value>.Continuation] = []

    /// Creates an output whose first value is `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Sends `value` to every listener (and keeps it as ``value``).
    func send(_ value: Value) {
        self.value = value
        listeners.removeAll { listener in
            if case .terminated = listener.yield(value) { return true }
            return false
        }
    }

    /// The current value, then every value sent from now on: a stream of its own for each read.
    var values: AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
        continuation.yield(value)
        listeners.append(continuation)
        return stream
    }

    /// Shows the current value with `listener` now, then every value sent, in a task.
    /// - Returns: The task; cancel it when the screen goes.
    func bind(_ listener: @escaping @MainActor (Value) -> Void) -> Task<Void, Never> {
        listener(value)
        let (later, continuation) = AsyncStream.makeStream(of: Value.self)
        listeners.append(continuation)
        return Task.immediate {
            for await value in later {
                guard !Task.isCancelled else { return }
                listener(value)
            }
        }
    }

    isolated deinit {
        for listener in listeners { listener.finish() }
    }
}
