extension ObservableType {
    /// Each time this stream sends a value, sends the latest value of `second` instead.
    ///
    /// The classic use is a button and a form: each tap takes the form as it is at that moment. A
    /// value that comes before `second` has said anything is dropped (seed `second` to avoid that).
    /// Completes when this stream completes; an error from either stream ends it.
    /// - Parameter second: The stream whose latest value each value of this one picks up.
    /// - Returns: A stream of `second`'s values, one for each value of this stream.
    public func withLatestFrom<Second: ObservableType>(_ second: Second) -> Observable<Second.Element> {
        Observable { observer in
            let latest = LastValue<Second.Element>()
            let sampled = second.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element): latest.value = element
                    case .error(let error): observer.onError(error)
                    case .completed: break
                    }
                }
            )
            let trigger = self.subscribe(
                Observer { event in
                    switch event {
                    case .next:
                        if let value = latest.value { observer.onNext(value) }
                    case .error(let error):
                        observer.onError(error)
                    case .completed:
                        observer.onCompleted()
                    }
                }
            )
            return CompositeDisposable([sampled, trigger])
        }
    }
}
