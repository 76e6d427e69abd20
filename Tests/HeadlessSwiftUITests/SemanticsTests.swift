import Foundation
import HeadlessSwiftUI
import Observation
import TestSupport
import Testing

/// Where SwiftUI's rules are easy to get wrong: probes a breaker wrote, kept as tests.
@MainActor
@Suite("Headless SwiftUI: SwiftUI's finer rules", .settlesItsOwnTasks)
struct SemanticsTests {
    struct Counter: DynamicProperty {
        @State var count = 0
    }

    @propertyWrapper
    @MainActor
    struct Clamped: DynamicProperty {
        @State private var value: Int
        let limit: Int

        init(wrappedValue: Int, limit: Int) {
            _value = State(wrappedValue: wrappedValue)
            self.limit = limit
        }

        var wrappedValue: Int {
            get { value }
            nonmutating set { value = min(newValue, limit) }
        }
    }

    struct NestedDynamic: View {
        let counter = Counter()
        @Clamped(limit: 2) var clamped = 0

        var body: some View {
            VStack {
                Text("counter \(counter.count)").accessibilityIdentifier("counter")
                Text("clamped \(clamped)").accessibilityIdentifier("clamped")
                Button("inc") {
                    counter.count += 1
                    clamped += 1
                }
                .accessibilityIdentifier("inc")
            }
        }
    }

    @Test("A @State inside a dynamic property of the app's own (a property wrapper) is kept too")
    func stateInsideDynamicProperty() async {
        let screen = HostedScreen(NestedDynamic())
        for _ in 0..<3 { await screen.tap("inc") }
        #expect(screen.text("counter") == "counter 3")
        #expect(screen.text("clamped") == "clamped 2")
    }

    struct PersonID: Hashable, CustomStringConvertible {
        let raw: Int
        let name: String
        var description: String { name }
    }

    struct Person: Identifiable {
        let id: PersonID
    }

    struct Tally: View {
        let tag: Int
        @State private var taps = 0

        var body: some View {
            VStack {
                Text("\(tag) \(taps)")
                Button("+") { taps += 1 }
            }
        }
    }

    struct People: View {
        let people = [Person(id: PersonID(raw: 1, name: "Alice")), Person(id: PersonID(raw: 2, name: "Alice"))]

        var body: some View {
            VStack { ForEach(people) { Tally(tag: $0.id.raw) } }.accessibilityIdentifier("people")
        }
    }

    @Test("Two ids that print the same are two places, with two states")
    func idsThatPrintTheSame() async {
        let screen = HostedScreen(People())
        #expect(screen.texts(inside: "people") == ["1 0", "2 0"])
        await screen.tap("people")
        #expect(screen.texts(inside: "people") == ["1 1", "2 0"])
    }

    struct SameValue: View {
        @State private var flag = true

        var body: some View {
            VStack {
                Text("flag \(flag)")
                Button("set true") { flag = true }.accessibilityIdentifier("same")
            }
        }
    }

    @Test("Writing a state the value it holds does not evaluate the body again")
    func sameValueWrite() async {
        let screen = HostedScreen(SameValue())
        await screen.tap("same")
        await screen.tap("same")
        #expect(screen.evaluations(of: SameValue.self) == 1)
    }

    struct WritesOwnState: View {
        @State private var seen = false

        var body: some View {
            let current = seen
            let _ = markSeen()
            Text("seen \(current)").accessibilityIdentifier("seen")
        }

        func markSeen() {
            if !seen { seen = true }
        }
    }

    @Test("A body that writes the state it read is evaluated again, and shows the new value")
    func writeOwnStateDuringBody() async {
        let screen = HostedScreen(WritesOwnState())
        await screen.settle()
        #expect(screen.text("seen") == "seen true")
    }

    struct StaticList: View {
        var body: some View {
            List {
                Text("first")
                Text("second")
            }
        }
    }

    @Test("A list of views of its own, not a ForEach's, shows a row each")
    func staticList() {
        #expect(HostedScreen(StaticList()).rows == ["first", "second"])
    }

    struct Caption: View {
        let title: String
        var body: some View { Text(title) }
    }

    struct Host: View {
        @State private var count = 0

        var body: some View {
            VStack {
                Text("\(count)")
                Caption(title: "fixed")
                Button("+") { count += 1 }.accessibilityIdentifier("inc")
            }
        }
    }

    @Test("A child whose value did not change is not evaluated again when its parent is")
    func unchangedChild() async {
        let screen = HostedScreen(Host())
        for _ in 0..<3 { await screen.tap("inc") }
        #expect(screen.evaluations(of: Host.self) == 4 && screen.evaluations(of: Caption.self) == 1)
    }

    @Observable
    final class Feed: @unchecked Sendable {
        var count = 0
    }

    struct FeedView: View {
        let feed: Feed
        var body: some View { Text("count \(feed.count)").accessibilityIdentifier("count") }
    }

    @Test("A model changed off the main thread draws again on it, rather than trapping")
    func changeOffMain() async {
        let feed = Feed()
        let screen = HostedScreen(FeedView(feed: feed))
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                feed.count = 1
                done.resume()
            }
            .start()
        }
        await screen.settle()
        #expect(screen.text("count") == "count 1")
    }

    struct Loader: View {
        let log: ViewLog
        @State private var page = 1

        var body: some View {
            VStack {
                Text("page \(page)").task(id: page) {
                    let loading = page
                    log.entries.append("load \(loading)")
                    await log.waitUntilCancelled()
                    log.entries.append("stop \(loading)")
                }
                Button("Next") { page += 1 }.accessibilityIdentifier("next")
            }
        }
    }

    @Test("task(id:) starts again when its id changes, cancelling the one before")
    func taskWithID() async {
        let log = ViewLog()
        let screen = HostedScreen(Loader(log: log))
        await screen.settle()
        await screen.tap("next")
        // The old task ends when it next runs, which may be after the new one starts.
        #expect(log.entries.first == "load 1" && Set(log.entries.dropFirst()) == ["stop 1", "load 2"])
        #expect(log.entries.count == 3)
    }
}
