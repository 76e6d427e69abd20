import AppHost
import Conformance
import Observation
import Testing
import ThreatKit

@testable import ObservationMVVM

/// Something observable to draw, for testing the render loop on its own.
@Observable
@MainActor
final class Counter {
    var value = 0
    var other = 0
}

/// The render loop, and the whole app drawn through it.
///
/// The controllers draw from the view models through `RenderLoop`: once at once, then again after
/// every change to what they read. With it, the whole app behaves as every variant of the kit.
@MainActor
@Suite("05.4 Redraw on every change")
struct ScreenTests {
    @Test("The render loop draws at once, then once after each turn with changes, tracking anew each time")
    func renderLoop() {
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
        withExtendedLifetime(loop) {}
    }

    @Test("A render loop that is gone never draws again, and is not kept alive by a pending redraw")
    func lifetime() {
        let scheduler = VirtualScheduler()
        let counter = Counter()
        var drawn = 0
        var loop: RenderLoop? = RenderLoop(scheduler: scheduler) { drawn += counter.value }
        counter.value = 1
        #expect(scheduler.pendingCount == 1, "A change asks the scheduler for a redraw")
        weak let watched = loop
        loop = nil
        #expect(watched == nil, "The pending redraw must capture the loop weakly")
        scheduler.advance(by: 0)
        #expect(drawn == 0)
    }

    @Test(
        "The app behaves as every variant of the kit",
        .showsScenarioSteps, arguments: Scenario.Area.allCases.flatMap { Scenario.all(in: $0) }
    )
    func behaves(scenario: Scenario) async throws {
        try await scenario.run(on: .exercise)
    }
}
