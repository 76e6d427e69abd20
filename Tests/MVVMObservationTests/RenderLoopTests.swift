import Observation
import Testing
import ThreatKit

@testable import MVVMObservation

/// Something observable to draw, for testing the render loop on its own.
@Observable
@MainActor
private final class Counter {
    var value = 0
    var other = 0
}

/// The loop that redraws a screen after each change to what it read.
@MainActor
@Suite("MVVM with Observation: RenderLoop")
struct RenderLoopTests {
    @Test("It draws at once, then once after each turn with changes, tracking anew each time")
    func redraws() {
        let scheduler = VirtualScheduler()
        let counter = Counter()
        var drawn: [Int] = []
        let loop = RenderLoop(scheduler: scheduler) { drawn.append(counter.value) }
        #expect(drawn == [0], "It draws at once")
        counter.value = 1
        counter.value = 2
        scheduler.advance(by: 0)
        #expect(drawn == [0, 2], "Changes in one turn make one redraw, on the scheduler, after they landed")
        counter.value = 3
        scheduler.advance(by: 0)
        #expect(drawn == [0, 2, 3], "After a redraw it tracks again: withObservationTracking reports once")
        counter.other = 1
        scheduler.advance(by: 0)
        #expect(drawn == [0, 2, 3], "What the drawing does not read does not redraw it")
        loop.renderNow()
        #expect(drawn == [0, 2, 3, 3], "renderNow() draws at once")
    }

    @Test("A loop that is gone never draws again, and a pending redraw does not keep it alive")
    func lifetime() {
        let scheduler = VirtualScheduler()
        let counter = Counter()
        var drawn = 0
        var loop: RenderLoop? = RenderLoop(scheduler: scheduler) { drawn += 1 + counter.value }
        counter.value = 1
        #expect(scheduler.pendingCount == 1, "A change asks the scheduler for a redraw")
        weak let watched = loop
        loop = nil
        #expect(watched == nil, "The pending redraw must capture the loop weakly")
        scheduler.advance(by: 0)
        #expect(drawn == 1, "Only the first drawing happened")
    }
}
