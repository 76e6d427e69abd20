extension ObservableType {
    /// Maps each value to a stream and follows only the newest one: a new value drops the previous stream.
    ///
    /// The classic use is a request per tap, where a new tap cancels the request in flight. An error from
    /// the inner stream ends the whole stream, so catch it *inside* (`.catchAndReturn(…)` on the inner
    /// stream) to keep the outer one, and the button behind it, alive. Completes when the source and the
    /// current inner stream have both completed.
    public func flatMapLatest<Inner: ObservableType>(
        _ selector: @escaping (Element) -> Inner
    ) -> Observable<Inner.Element> {
        Observable { observer in
            let inner = SerialDisposable()
            let state = FlatMapLatestState()
            let outer = self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        state.generation += 1
                        let generation = state.generation
                        state.isInnerActive = true
                        // Dispose the previous inner stream before subscribing the next, so it says nothing more.
                        inner.disposable = nil
                        inner.disposable = selector(element).subscribe(
                            Observer { innerEvent in
                                guard generation == state.generation else { return }
                                switch innerEvent {
                                case .next, .error: observer.on(innerEvent)
                                case .completed:
                                    state.isInnerActive = false
                                    if state.isOuterCompleted { observer.onCompleted() }
                                }
                            }
                        )
                    case .error(let error):
                        observer.onError(error)
                    case .completed:
                        state.isOuterCompleted = true
                        if !state.isInnerActive { observer.onCompleted() }
                    }
                }
            )
            return CompositeDisposable([outer, inner])
        }
    }
}

/// What one `flatMapLatest` subscription knows of its streams.
private final class FlatMapLatestState {
    var generation = 0
    var isInnerActive = false
    var isOuterCompleted = false
}
