import HeadlessSwiftUI
import TestSupport
import Testing

/// `@State` as SwiftUI keeps it: with the view's place, its first initial value only.
@MainActor
@Suite("Headless SwiftUI: state and identity", .settlesItsOwnTasks)
struct StateTests {
    /// Counts the models made, to see initial values evaluated again.
    final class Maker {
        var made = 0
    }

    final class Model {
        let number: Int

        init(_ maker: Maker) {
            maker.made += 1
            number = maker.made
        }
    }

    struct Child: View {
        @State private var model: Model

        init(maker: Maker) {
            _model = State(wrappedValue: Model(maker))
        }

        var body: some View {
            Text("model \(model.number)").accessibilityIdentifier("model")
        }
    }

    struct Parent: View {
        let maker: Maker
        @State private var taps = 0

        var body: some View {
            VStack {
                Text("taps \(taps)").accessibilityIdentifier("taps")
                Button("Tap") { taps += 1 }.accessibilityIdentifier("tap")
                Child(maker: maker)
            }
        }
    }

    @Test("A parent's body evaluated again makes a new initial value, which is dropped: the first one stays")
    func initialValueRule() async {
        let maker = Maker()
        let screen = HostedScreen(Parent(maker: maker))
        #expect(screen.text("taps") == "taps 0" && screen.text("model") == "model 1")
        await screen.tap("tap")
        await screen.tap("tap")
        #expect(screen.text("taps") == "taps 2", "The parent's state changed and its body ran again")
        #expect(maker.made == 3, "Each evaluation of the parent's body made the child again, with a new model")
        #expect(screen.text("model") == "model 1", "The child kept the model it was first given")
    }

    struct Clicker: View {
        @State private var count = 0

        var body: some View {
            VStack {
                Text("\(count)")
                Button("+") { count += 1 }
            }
        }
    }

    struct Pair: View {
        let clicker = Clicker()

        var body: some View {
            VStack {
                clicker.accessibilityIdentifier("first")
                clicker.accessibilityIdentifier("second")
            }
        }
    }

    @Test("One view value placed twice keeps two states, one a place")
    func reusedValue() async {
        let screen = HostedScreen(Pair())
        await screen.tap("first")
        #expect(screen.texts(inside: "first") == ["1"])
        #expect(screen.texts(inside: "second") == ["0"], "The second place has its own count")
    }

    struct Toggled: View {
        @State private var shows = true

        var body: some View {
            VStack {
                if shows { Clicker().accessibilityIdentifier("clicker") }
                Button("Toggle") { shows.toggle() }.accessibilityIdentifier("toggle")
            }
        }
    }

    @Test("A view that leaves loses its state: back again, it starts from its initial value")
    func leavingLosesState() async {
        let screen = HostedScreen(Toggled())
        await screen.tap("clicker")
        #expect(screen.texts(inside: "clicker") == ["1"])
        await screen.tap("toggle")
        #expect(!screen.shows("clicker"))
        await screen.tap("toggle")
        #expect(screen.texts(inside: "clicker") == ["0"], "A new view, with a new count")
    }
}
