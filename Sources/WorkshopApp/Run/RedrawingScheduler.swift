import Foundation
import ThreatKit
import WorkshopSupport

/// A scheduler that tells someone after each action it runs: how `workshop run` knows a timer or a
/// response changed the screen and a redraw is due.
@MainActor
package final class RedrawingScheduler: Scheduler {
    private let base: any Scheduler
    private let afterEachAction: @MainActor () -> Void

    /// Wraps `base`, calling `afterEachAction` after every action it runs.
    package init(_ base: any Scheduler, afterEachAction: @escaping @MainActor () -> Void) {
        self.base = base
        self.afterEachAction = afterEachAction
    }

    package var now: TimeInterval { base.now }

    package func schedule(
        after delay: TimeInterval,
        repeatingEvery interval: TimeInterval?,
        origin: ScheduleOrigin,
        _ action: @escaping @MainActor () -> Void
    ) -> any Cancellable {
        base.schedule(after: delay, repeatingEvery: interval, origin: origin) { [afterEachAction] in
            action()
            afterEachAction()
        }
    }
}
