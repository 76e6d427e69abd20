extension ObservableType {
    /// Passes on only the values for which `isIncluded` is `true`.
    ///
    /// Stop events pass through unchanged.
    @inlinable
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Observable<Element> {
        Observable(enforcesGrammar: false) { observer in
            self.subscribe(
                Observer(next: { if isIncluded($0) { observer.onNext($0) } }, stop: observer.on)
            )
        }
    }
}
