import Scheduling

extension ObservableType {
    /// Delivers every event later, through `scheduler`, in the order the events came.
    ///
    /// Each event waits for the scheduler's next turn (a delay of 0), as `DispatchQueue.main.async`
    /// would. Disposing drops the events still waiting.
    /// - Returns: The same stream, delivered on `scheduler`.
    @MainActor
    public func observe(on scheduler: any Scheduler) -> Observable<Element> {
        scheduled(on: scheduler) { _ in 0 }
    }
}
