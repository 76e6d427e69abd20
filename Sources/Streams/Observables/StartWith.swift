extension ObservableType {
    /// Sends `elements` first, at subscription, then the stream's own events.
    ///
    /// Seeds a stream so that it has a value before its source says anything.
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        Observable(enforcesGrammar: false) { observer in
            for element in elements { observer.onNext(element) }
            return self.subscribe(observer)
        }
    }
}
