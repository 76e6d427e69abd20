extension ObservableType {
    /// Replaces an error with the stream `handler` makes from it; values and `completed` pass through.
    ///
    /// Used inside `flatMapLatest`, this keeps one failed request from ending the outer stream.
    public func `catch`(_ handler: @escaping (any Error) -> Observable<Element>) -> Observable<Element> {
        Observable { observer in
            // Two slots: the source can fail before `subscribe` returns, and its own disposable must not
            // replace (and so dispose) the replacement stream subscribed in the meantime.
            let replacement = SerialDisposable()
            let source = self.subscribe(
                Observer { event in
                    switch event {
                    case .next, .completed: observer.on(event)
                    case .error(let error): replacement.disposable = handler(error).subscribe(observer)
                    }
                }
            )
            return CompositeDisposable([source, replacement])
        }
    }

    /// Replaces an error with one last value, then completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in .just(element) }
    }
}
