extension Observable {
    /// Combines the latest values of two streams, each time either sends one.
    ///
    /// Emits once both have sent a value (seed them, with a ``BehaviorRelay`` or `startWith`, to have a
    /// value from the start). Completes when both have completed, or, as RxSwift's does, as soon as
    /// one has completed without a value and the other sends one: nothing can ever be combined then.
    /// An error from either ends the stream.
    /// - Parameters:
    ///   - first: One stream.
    ///   - second: The other stream.
    ///   - resultSelector: Makes the combined value from the latest of each.
    /// - Returns: A stream of combined values.
    public static func combineLatest<First: ObservableType, Second: ObservableType>(
        _ first: First,
        _ second: Second,
        resultSelector: @escaping (First.Element, Second.Element) -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let state = CombineLatestState<First.Element, Second.Element>()
            let subscriptions = CompositeDisposable()
            func emit() {
                if let a = state.first, let b = state.second {
                    observer.onNext(resultSelector(a, b))
                } else if state.completedCount == 1 {
                    // The other stream ended without a value (this one just sent one): RxSwift completes here.
                    observer.onCompleted()
                }
            }
            func finish(_ event: Event<Element>) {
                if case .completed = event {
                    state.completedCount += 1
                    guard state.completedCount == 2 else { return }
                }
                observer.on(event)
            }
            subscriptions.insert(
                first.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let element):
                            state.first = element
                            emit()
                        case .error(let error): finish(.error(error))
                        case .completed: finish(.completed)
                        }
                    }
                )
            )
            subscriptions.insert(
                second.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let element):
                            state.second = element
                            emit()
                        case .error(let error): finish(.error(error))
                        case .completed: finish(.completed)
                        }
                    }
                )
            )
            return subscriptions
        }
    }
}

/// What one `combineLatest` subscription has seen so far.
private final class CombineLatestState<First, Second> {
    var first: First?
    var second: Second?
    var completedCount = 0
}
