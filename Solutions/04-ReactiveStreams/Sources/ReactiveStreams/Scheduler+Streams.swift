import Foundation
import Streams
import ThreatKit

extension Scheduler {
    /// A stream that ticks every `interval` seconds, the first time `interval` seconds after subscribing.
    ///
    /// It never ends by itself; disposing the subscription cancels the timer.
    func ticks(every interval: TimeInterval) -> Observable<Void> {
        Observable.create { [self] observer in
            let timer = scheduleRepeating(every: interval) { observer.onNext(()) }
            return Disposables.create { timer.cancel() }
        }
    }
}
