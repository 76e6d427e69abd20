import HeadlessSwiftUI
import Observation
import TestSupport
import Testing

/// `@Environment` as SwiftUI documents it: objects by their type and values by key, set by `.environment`
/// on a view above, read below, a change drawing again only the views that read it; `dismiss` goes back.
@MainActor
@Suite("Headless SwiftUI: the environment", .settlesItsOwnTasks)
struct EnvironmentTests {
    @Observable
    final class Session {
        var user = "analyst"
    }

    struct Greeting: View {
        @Environment(Session.self) private var session

        var body: some View {
            Text("Hello, \(session.user)")
        }
    }

    struct Screen: View {
        let session: Session

        var body: some View {
            VStack {
                Greeting()
            }
            .environment(session)
        }
    }

    @Test("@Environment(Model.self) reads the object .environment set above, and follows its changes")
    func object() async {
        let session = Session()
        let screen = HostedScreen(Screen(session: session))
        #expect(screen.texts == ["Hello, analyst"])
        session.user = "lead"
        await screen.settle()
        #expect(screen.texts == ["Hello, lead"])
    }

    struct Banner: View {
        @Environment(\.greeting) private var greeting

        var body: some View {
            Text(greeting)
        }
    }

    @Observable
    final class Choice {
        var word: String?
    }

    struct Banners: View {
        let choice: Choice

        var body: some View {
            VStack {
                Banner()
                if let word = choice.word {
                    Banner().environment(\.greeting, word)
                } else {
                    Banner()
                }
            }
        }
    }

    @Test(
        "A key reads its default where nothing is set, and the value .environment sets below it; a new value draws its reader again"
    )
    func keys() async {
        let choice = Choice()
        let screen = HostedScreen(Banners(choice: choice))
        #expect(screen.texts == ["Welcome", "Welcome"])
        choice.word = "Hi"
        await screen.settle()
        #expect(screen.texts == ["Welcome", "Hi"])
        choice.word = "Hey"
        await screen.settle()
        #expect(screen.texts == ["Welcome", "Hey"], "The same view, its input unchanged, its environment new")
    }

    struct Item: Identifiable, Hashable {
        let id: String
    }

    struct Detail: View {
        let item: Item
        @Environment(\.dismiss) private var dismiss
        @Environment(Session.self) private var session

        var body: some View {
            VStack {
                Text("\(item.id) for \(session.user)")
                Button("Done") { dismiss() }.accessibilityIdentifier("done")
            }
        }
    }

    struct Catalog: View {
        let session: Session
        @State private var selected: Item?

        var body: some View {
            VStack {
                Button("Open") { selected = Item(id: "a") }.accessibilityIdentifier("open")
                Text(selected == nil ? "none" : "open")
            }
            .navigationDestination(item: $selected) { Detail(item: $0) }
            .environment(session)
        }
    }

    @Test("A pushed screen reads its pusher's environment; its dismiss goes back and clears the item")
    func dismiss() async {
        let screen = HostedScreen(Catalog(session: Session()), inNavigation: true)
        await screen.tap("open")
        #expect(screen.screenCount == 2 && screen.topTexts == ["a for analyst"])
        await screen.tapOnTop("done")
        #expect(screen.screenCount == 1 && screen.texts.contains("none"))
    }
}

/// The key of a greeting, for the tests of keys, as an app declares its own.
private enum GreetingKey: EnvironmentKey {
    static var defaultValue: String { "Welcome" }
}

extension EnvironmentValues {
    /// A greeting, for the tests of keys.
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}
