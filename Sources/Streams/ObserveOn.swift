import ThreatKit

extension ObservableType {
    /// Delivers every event later, through `scheduler`, in the order the events came.
    ///
    /// Each event waits for the scheduler's next turn (a delay of 0), as `DispatchQueue.main.async`
    /// would. Disposing drops the events still waiting.
    @MainActor
    public func observe(on scheduler: any Scheduler) -> Observable<Element> {
        delivered(on: scheduler) { _ in 0 }
    }

    /// Delivers values and `completed` `seconds` later, through `scheduler`; an error at once.
    ///
    /// An error is not delayed: it drops the values still waiting and ends the stream immediately, as
    /// RxSwift's `delay` does. Disposing drops everything still waiting.
    /// - Parameters:
    ///   - seconds: How long each value waits; 0 or more.
    ///   - scheduler: Where the waiting happens.
    /// - Returns: The delayed stream.
    @MainActor
    public func delay(_ seconds: TimeInterval, scheduler: any Scheduler) -> Observable<Element> {
        delivered(on: scheduler) { event in
            if case .error = event { nil } else { seconds }
        }
    }

    /// Sends each event after the delay `delay(event)` gives, or at once (dropping what waits) for `nil`.
    @MainActor
    private func delivered(
        on scheduler: any Scheduler,
        after delay: @escaping (Event<Element>) -> TimeInterval?
    ) -> Observable<Element> {
        Observable { observer in
            let waiting = WaitingEvents()
            let upstream = self.subscribe(
                Observer { event in
                    guard let seconds = delay(event) else {
                        waiting.cancelAll()
                        observer.on(event)
                        return
                    }
                    let token = WaitingEvents.Token()
                    token.action = scheduler.schedule(after: seconds) {
                        waiting.remove(token)
                        observer.on(event)
                    }
                    waiting.add(token)
                }
            )
            return CompositeDisposable([upstream, Disposables.create { waiting.cancelAll() }])
        }
    }
}

/// The events one subscription has scheduled but not yet delivered.
@MainActor
private final class WaitingEvents {
    final class Token {
        var action: (any Cancellable)?
    }

    private var tokens: [Token] = []

    func add(_ token: Token) {
        tokens.append(token)
    }

    func remove(_ token: Token) {
        tokens.removeAll { $0 === token }
    }

    func cancelAll() {
        let all = tokens
        tokens = []
        for token in all { token.action?.cancel() }
    }
}
