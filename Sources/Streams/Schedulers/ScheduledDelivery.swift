import Foundation
import Scheduling

extension ObservableType {
    /// Sends each event after the delay `delay(event)` gives, or at once for `nil` (dropping what waits).
    ///
    /// What `observe(on:)` and `delay(_:scheduler:)` share.
    @MainActor
    func scheduled(
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
