extension ObservableType {
    /// Gives every subscriber one run of this stream, replaying the last `replay` values to late ones.
    ///
    /// The first subscriber starts the run; later ones join it and hear the last `replay` values at
    /// once. When the last subscriber leaves, the run is disposed and the replay buffer forgotten, so
    /// the next subscriber starts afresh (RxSwift's `.whileConnected`). Use it when a stream does work
    /// per subscription (a request, a timer, a random code) that must happen once for everyone.
    /// - Parameter replay: How many of the latest values a new subscriber hears at once; 0 or more.
    /// - Returns: The shared stream.
    public func share(replay: Int = 0) -> Observable<Element> {
        let connection = SharedConnection(source: self, replay: replay)
        return Observable { observer in connection.subscribe(observer) }
    }
}

/// The one run of a shared stream, and who is listening to it.
private final class SharedConnection<Source: ObservableType> {
    typealias Element = Source.Element

    private let source: Source
    private let replay: Int
    private var observers = ObserverList<Element>()
    private var buffer: [Element] = []
    private var upstream: (any Disposable)?
    private var subscriberCount = 0

    init(source: Source, replay: Int) {
        self.source = source
        self.replay = max(replay, 0)
    }

    func subscribe(_ observer: Observer<Element>) -> any Disposable {
        for element in buffer { observer.onNext(element) }
        let registration = observers.add(observer)
        subscriberCount += 1
        if upstream == nil {
            upstream = source.subscribe(Observer { [weak self] event in self?.forward(event) })
        }
        return Disposables.create { [weak self] in
            registration.dispose()
            self?.leave()
        }
    }

    private func forward(_ event: Event<Element>) {
        if case .next(let element) = event, replay > 0 {
            buffer.append(element)
            if buffer.count > replay { buffer.removeFirst() }
        }
        let current = observers
        if event.isStopEvent { reset() }
        current.deliver(event)
        if event.isStopEvent { current.removeAll() }
    }

    private func leave() {
        subscriberCount -= 1
        if subscriberCount == 0 { reset() }
    }

    /// Ends the run: the next subscriber starts a new one with an empty buffer.
    private func reset() {
        let upstream = self.upstream
        self.upstream = nil
        buffer = []
        observers = ObserverList()
        subscriberCount = 0
        upstream?.dispose()
    }
}
