import HeadlessSwiftUI
import TestSupport
import Testing

/// `.onAppear`, `.onDisappear` and `.task`: started as a view comes on screen, stopped as it goes.
@MainActor
@Suite("Headless SwiftUI: appearing and leaving", .settlesItsOwnTasks)
struct LifecycleTests {

    /// A view whose task waits until it is cancelled: waiting on a stream ends then.
    struct Ticker: View {
        let log: ViewLog

        var body: some View {
            Text("ticking")
                .onAppear { log.entries.append("appeared") }
                .onDisappear { log.entries.append("disappeared") }
                .task {
                    log.entries.append("task started")
                    await log.waitUntilCancelled()
                    log.entries.append(Task.isCancelled ? "task cancelled" : "task ended")
                }
        }
    }

    struct Screen: View {
        let log: ViewLog
        @State private var shows = true

        var body: some View {
            VStack {
                if shows { Ticker(log: log) }
                Button("Hide") { shows = false }.accessibilityIdentifier("hide")
            }
        }
    }

    /// A view whose task waits for a stream that the test ends, to tell cancelling from ending.
    struct Waiting: View {
        let log: ViewLog
        let stream: AsyncStream<Int>

        var body: some View {
            Text("waiting").task {
                for await _ in stream {}
                log.entries.append(Task.isCancelled ? "task cancelled" : "task ended")
            }
        }
    }

    @Test("A view's task starts as it appears and is cancelled when it leaves; onDisappear runs")
    func taskCancelledWhenViewLeaves() async {
        let log = ViewLog()
        let screen = HostedScreen(Screen(log: log))
        await screen.settle()
        #expect(log.entries == ["appeared", "task started"])
        await screen.tap("hide")
        #expect(log.entries == ["appeared", "task started", "disappeared", "task cancelled"])
    }

    @Test("Nothing starts before the screen comes on top; all of it stops when the screen goes")
    func screenAppearance() async {
        let log = ViewLog()
        let screen = HostedScreen(Screen(log: log), onScreen: false)
        await screen.settle()
        #expect(log.entries.isEmpty, "Loaded, not on screen")
        await screen.appear()
        #expect(log.entries == ["appeared", "task started"])
        await screen.disappear()
        #expect(log.entries == ["appeared", "task started", "disappeared", "task cancelled"])
    }

    @Test("A task that ends by itself is not cancelled")
    func taskEnds() async {
        let log = ViewLog()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let screen = HostedScreen(Waiting(log: log, stream: stream))
        await screen.settle()
        continuation.finish()
        await screen.settle()
        #expect(log.entries == ["task ended"])
    }
}
