extension ObservableType {
    /// Passes on a value only when `isEquivalent` says it differs from the value passed on before it.
    ///
    /// The first value always passes. Each subscription remembers its own last value.
    /// - Parameter isEquivalent: Whether two values count as the same (the earlier one first).
    /// - Returns: The stream without repeats.
    @inlinable
    public func distinctUntilChanged(_ isEquivalent: @escaping (Element, Element) -> Bool) -> Observable<Element> {
        Observable(enforcesGrammar: false) { observer in
            let last = LastValue<Element>()
            return self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        if let previous = last.value, isEquivalent(previous, element) { return }
                        last.value = element
                        observer.onNext(element)
                    case .error, .completed:
                        observer.on(event)
                    }
                }
            )
        }
    }

    /// Passes on a value only when its `key` differs from the key of the value passed on before it.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ key: @escaping (Element) -> Key) -> Observable<Element> {
        distinctUntilChanged { key($0) == key($1) }
    }
}

extension ObservableType where Element: Equatable {
    /// Passes on a value only when it differs from the value passed on before it: `a-a-b-a` gives `a-b-a`.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        // Written out rather than `distinctUntilChanged(==)`: comparing inline, without a closure and
        // its reabstraction thunk, is a tenth of the benchmark chain's time per event.
        Observable(enforcesGrammar: false) { observer in
            let last = LastValue<Element>()
            return self.subscribe(
                Observer(
                    next: { element in
                        if let previous = last.value, previous == element { return }
                        last.value = element
                        observer.onNext(element)
                    },
                    stop: observer.on
                )
            )
        }
    }
}
