import Observation
import ThreatKit

/// Draws a screen from observable state, and draws it again after every change to what it read.
///
/// `withObservationTracking` calls `onChange` once, *before* the first change lands. So the loop asks
/// the scheduler for a redraw on its next turn (no delay), when the change has landed; that redraw
/// tracks again. Several changes in one turn make one redraw. A controller that needs a widget right
/// away (the username field as editing begins) calls ``renderNow()``.
@MainActor
final class RenderLoop {
    private let scheduler: any Scheduler
    private let render: @MainActor () -> Void
    private var pendingRedraw: (any Cancellable)?

    /// Draws now, and again after every change to the state `render` reads.
    init(scheduler: any Scheduler, render: @escaping @MainActor () -> Void) {
        self.scheduler = scheduler
        self.render = render
        renderNow()
    }

    /// Draws now (dropping a redraw that was waiting), tracking what the drawing reads.
    func renderNow() {
        pendingRedraw?.cancel()
        pendingRedraw = nil
        // TODO(05.4): draw inside withObservationTracking; when what it read changes, ask the scheduler
        // for a redraw (after 0 s, one for many changes, capturing self weakly) that tracks again.
        render()
    }
}
