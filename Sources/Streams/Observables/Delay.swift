import Foundation
import Scheduling

extension ObservableType {
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
        scheduled(on: scheduler) { event in
            if case .error = event { nil } else { seconds }
        }
    }
}
