import Streams

/// Records everything a stream sends, in order, from the moment it is created.
///
/// Tests assert the whole history: what a new subscriber hears at once (a relay's current value),
/// and everything after. The recording stops when the recorder goes: its subscription lives in its bag.
@MainActor
final class Recorder<Element> {
    private final class Log {
        var values: [Element] = []
        var stopped = false
    }

    private let log = Log()
    private let bag = DisposeBag()

    /// Subscribes to `stream` and records from now on.
    init(_ stream: some ObservableType<Element>) {
        let log = log
        stream.subscribe(
            onNext: { log.values.append($0) },
            onError: { _ in log.stopped = true },
            onCompleted: { log.stopped = true }
        )
        .disposed(by: bag)
    }

    /// Every value so far, oldest first.
    var values: [Element] { log.values }
    /// The last value, if any.
    var last: Element? { log.values.last }
    /// Whether the stream ended (with `completed` or an error).
    var hasStopped: Bool { log.stopped }
}
