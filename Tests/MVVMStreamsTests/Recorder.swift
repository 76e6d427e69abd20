import Streams

/// Records everything a stream sends, in order, from the moment it is created.
///
/// Tests assert the whole history: what a new subscriber hears at once (a relay's current value),
/// and everything after.
@MainActor
final class Recorder<Element> {
    private final class Log {
        var values: [Element] = []
        var stopped = false
    }

    /// Whether the stream ended (with `completed` or an error).
    var hasStopped: Bool { log.stopped }

    private let log = Log()
    /// The recording stops when the recorder goes: its subscription lives in this bag.
    private let bag = DisposeBag()

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
}
