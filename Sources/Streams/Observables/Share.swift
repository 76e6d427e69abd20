extension ObservableType {
    /// Gives every subscriber one run of this stream, replaying the last `replay` values to late ones.
    ///
    /// The first subscriber starts the run; later ones join it and hear the last `replay` values at
    /// once. When the last subscriber leaves, or the stream stops, the run ends: its subscription is
    /// disposed and its replay buffer forgotten, so the next subscriber starts afresh (RxSwift's
    /// `.whileConnected`). Use it when a stream does work per subscription (a request, a timer, a
    /// random code) that must happen once for everyone.
    /// - Parameter replay: How many of the latest values a new subscriber hears at once; 0 or more.
    /// - Returns: The shared stream.
    public func share(replay: Int = 0) -> Observable<Element> {
        let connection = SharedConnection(source: self, replay: max(replay, 0))
        return Observable { observer in connection.subscribe(observer) }
    }
}

/// The current run of a shared stream, if any.
private final class SharedConnection<Source: ObservableType> {
    typealias Element = Source.Element

    /// One run: its subscribers, its replay buffer, its subscription to the source.
    final class Run {
        let observers = ObserverList<Element>()
        let replay: Int
        /// The last `replay` values *sent* to the subscribers: a value still queued is not in it yet,
        /// so that a subscriber joining meanwhile hears it once, in turn, and not also in its replay.
        var buffer: [Element] = []
        var upstream: (any Disposable)?
        var subscriberCount = 0

        init(replay: Int) {
            self.replay = replay
            observers.willSendQueued = { [unowned self] event in self.record(event) }
        }

        func record(_ event: Event<Element>) {
            guard case .next(let element) = event, replay > 0 else { return }
            buffer.append(element)
            if buffer.count > replay { buffer.removeFirst() }
        }
    }

    private let source: Source
    private let replay: Int
    private var run: Run?

    init(source: Source, replay: Int) {
        self.source = source
        self.replay = replay
    }

    func subscribe(_ observer: Observer<Element>) -> any Disposable {
        let run = self.run ?? Run(replay: replay)
        let isNewRun = self.run == nil
        self.run = run
        let registration = run.observers.add(observer)
        run.subscriberCount += 1
        // Registered first, then replayed through the serial delivery: a value the newcomer sends into
        // the source while it hears its replay comes back to it too, in turn.
        run.observers.replay(run.buffer, to: registration)
        if isNewRun {
            let upstream = source.subscribe(
                Observer { [weak self, unowned run] event in self?.forward(event, in: run) })
            // A source that stopped while subscribing has already ended this run.
            if self.run === run { run.upstream = upstream } else { upstream.dispose() }
        }
        // The subscription holds the connection: a shared stream stays alive while anyone listens,
        // even after the `Observable` that `share` returned is gone.
        return Disposables.create { [self, weak run] in
            registration.dispose()
            guard let run else { return }
            run.subscriberCount -= 1
            if run.subscriberCount == 0 { end(run) }
        }
    }

    private func forward(_ event: Event<Element>, in run: Run) {
        guard event.isStopEvent else {
            // A value queued behind the current delivery is recorded when its turn comes.
            if !run.observers.isQueueing { run.record(event) }
            run.observers.deliver(event)
            return
        }
        end(run)
        run.observers.deliver(event)
    }

    private func end(_ run: Run) {
        if self.run === run { self.run = nil }
        let upstream = run.upstream
        run.upstream = nil
        upstream?.dispose()
    }
}
