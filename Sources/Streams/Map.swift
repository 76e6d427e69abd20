extension ObservableType {
    /// Transforms each value with `transform`.
    ///
    /// Stop events pass through unchanged.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Observable<Result> {
        Observable(enforcesGrammar: false) { observer in
            self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element): observer.onNext(transform(element))
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
            )
        }
    }
}
