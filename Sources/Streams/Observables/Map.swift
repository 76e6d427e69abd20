extension ObservableType {
    /// Transforms each value with `transform`.
    ///
    /// Stop events pass through unchanged.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Observable<Result> {
        Observable(enforcesGrammar: false) { observer in
            self.subscribe(
                Observer(
                    next: { observer.onNext(transform($0)) },
                    stop: { event in
                        if case .error(let error) = event { observer.onError(error) } else { observer.onCompleted() }
                    }
                )
            )
        }
    }
}
