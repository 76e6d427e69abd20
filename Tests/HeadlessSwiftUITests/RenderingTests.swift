import HeadlessSwiftUI
import Observation
import TestSupport
import Testing

/// Drawing again by observation: only the views that read a change evaluate their bodies, once a turn.
@MainActor
@Suite("Headless SwiftUI: drawing again", .settlesItsOwnTasks)
struct RenderingTests {
    @Observable
    final class Scores {
        var home = 0
        var away = 0
    }

    struct Home: View {
        let scores: Scores
        var body: some View { Text("home \(scores.home)").accessibilityIdentifier("home") }
    }

    struct Away: View {
        let scores: Scores
        var body: some View { Text("away \(scores.away)").accessibilityIdentifier("away") }
    }

    struct Board: View {
        let scores: Scores

        var body: some View {
            VStack {
                Home(scores: scores)
                Away(scores: scores)
                Button("Goal") {
                    scores.home += 1
                    scores.home += 1
                }
                .accessibilityIdentifier("goal")
            }
        }
    }

    @Test("A change evaluates again only the bodies that read it, once for several changes in one turn")
    func perViewInvalidation() async {
        let screen = HostedScreen(Board(scores: Scores()))
        #expect(screen.evaluations(of: Board.self) == 1 && screen.evaluations(of: Home.self) == 1)
        await screen.tap("goal")
        #expect(screen.text("home") == "home 2" && screen.text("away") == "away 0")
        #expect(screen.evaluations(of: Home.self) == 2, "Home read the score: once again, for two changes")
        #expect(screen.evaluations(of: Away.self) == 1, "Away did not read it")
        #expect(screen.evaluations(of: Board.self) == 1, "Nor did the board")
    }

    struct Form: View {
        @State private var name = ""

        var body: some View {
            VStack {
                TextField("Username", text: $name).accessibilityIdentifier("name")
                Text("Hello, \(name)").accessibilityIdentifier("greeting")
            }
        }
    }

    @Test("Typing writes through the binding; the field stays the same widget and goes on being edited")
    func textFieldBinding() async {
        let screen = HostedScreen(Form())
        let field = screen.widgetIdentity("name")
        await screen.type("Ana", into: "name")
        #expect(screen.text("greeting") == "Hello, Ana")
        #expect(screen.field("name")?.text == "Ana" && screen.field("name")?.isEditing == true)
        #expect(screen.widgetIdentity("name") == field, "Drawn again, the field is the same widget")
        #expect(screen.evaluations(of: Form.self) == 4, "Once, then once a keystroke")
    }

    struct Row: View {
        let name: String
        var body: some View { Text(name) }
    }

    struct SignIn: View {
        @State private var username = ""
        private let names = ["Ada", "Linus"]

        var body: some View {
            VStack {
                TextField("Username", text: $username).accessibilityIdentifier("username")
                List {
                    ForEach(names, id: \.self) { Row(name: $0) }
                }
            }
        }
    }

    @Test("A keystroke in the username field evaluates the screen's body once, and no row's")
    func keystroke() async {
        let screen = HostedScreen(SignIn())
        #expect(screen.evaluations(of: SignIn.self) == 1 && screen.evaluations(of: Row.self) == 2)
        await screen.type("a", into: "username")
        #expect(screen.field("username")?.text == "a")
        #expect(screen.evaluations(of: SignIn.self) == 2, "Once for the keystroke")
        #expect(screen.evaluations(of: Row.self) == 2, "The rows did not change: none is evaluated again")
    }
}
