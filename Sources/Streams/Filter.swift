extension ObservableType {
    /// Passes on only the values for which `isIncluded` is `true`.
    ///
    /// Stop events pass through unchanged.
    @inlinable
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Observable<Element> {
        Observable(enforcesGrammar: false) { observer in
            self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        if isIncluded(element) { observer.onNext(element) }
                    case .error, .completed:
                        observer.on(event)
                    }
                }
            )
        }
    }
}
