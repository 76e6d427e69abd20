import Observation
import ThreatKit

/// Records a view-model value each time observation reports that it changed, as a screen would see it.
///
/// Like the variant's render loop, it re-reads on the scheduler's next turn after a change (so several
/// changes in one turn are one entry) and tracks again. Advance the scheduler, even by 0 s, to let it record.
@MainActor
final class Observed<Value> {
    private let read: @MainActor () -> Value
    private let scheduler: VirtualScheduler
    private(set) var values: [Value]

    init(on scheduler: VirtualScheduler, _ read: @escaping @MainActor () -> Value) {
        self.read = read
        self.scheduler = scheduler
        values = [read()]
        track()
    }

    private func track() {
        withObservationTracking {
            _ = read()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.recordSoon() }
        }
    }

    private func recordSoon() {
        scheduler.schedule(after: 0) { [weak self] in
            guard let self else { return }
            values.append(read())
            track()
        }
    }
}
