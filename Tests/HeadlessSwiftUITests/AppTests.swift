import HeadlessSwiftUI
import Observation
import TestSupport
import Testing

/// What an app's screens need beyond views: the app and its window, rows drawn from a button's label, a
/// screen that hides its back button, and what a screen's views keep for a tool to look into.
@MainActor
@Suite("Headless SwiftUI: the app and its screens", .settlesItsOwnTasks)
struct AppTests {
    struct Greeting: View {
        var body: some View { Text("Hello").navigationTitle("Welcome") }
    }

    struct StackedApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack { Greeting() }
            }
        }
    }

    struct PlainApp: App {
        var body: some Scene {
            WindowGroup { Greeting() }
        }
    }

    @Test("A window group shows its view in a hosting controller, inside a navigation controller for a stack")
    func windowGroup() {
        let stacked = WindowShown(StackedApp())
        #expect(stacked.isNavigation && stacked.hostsViews && stacked.title == "Welcome")
        let plain = WindowShown(PlainApp())
        #expect(!plain.isNavigation && plain.hostsViews, "No stack: the hosting controller alone")
    }

    struct Person: Identifiable {
        let id: Int
        let name: String
        let role: String
    }

    struct People: View {
        let log: ViewLog

        var body: some View {
            List {
                ForEach([Person(id: 1, name: "Ada", role: "lead"), Person(id: 2, name: "Linus", role: "kernel")]) {
                    person in
                    Button {
                        log.entries.append(person.name)
                    } label: {
                        Text(person.name)
                        Text(person.role)
                    }
                }
            }
            .navigationTitle("People")
            .navigationBarBackButtonHidden()
        }
    }

    @Test("A row is its button's label, title and detail; tapping the row runs the button")
    func labelledRows() async {
        let log = ViewLog()
        let screen = HostedScreen(People(log: log))
        #expect(screen.rows == ["Ada · lead", "Linus · kernel"])
        await screen.tapRow(1)
        #expect(log.entries == ["Linus"])
    }

    @Test("A button made with a label is titled by the label's first text")
    func labelledButton() async {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Button {
                    count += 1
                } label: {
                    Text("Add \(count + 1)")
                }
                .accessibilityIdentifier("add")
            }
        }
        let screen = HostedScreen(Counter())
        #expect(screen.buttonTitle("add") == "Add 1")
        await screen.tap("add")
        #expect(screen.buttonTitle("add") == "Add 2")
    }

    @Test("A screen that hides its back button shows none once pushed; one that does not shows Back")
    func hiddenBackButton() async {
        let root = HostedScreen(Greeting(), inNavigation: true)
        await root.push(People(log: ViewLog()))
        #expect(root.bar?.title == "People" && !root.showsBackButton)
        await root.push(Greeting())
        #expect(root.bar?.title == "Welcome" && root.showsBackButton)
    }

    @Observable
    final class Model {
        var count = 0
    }

    struct Owner: View {
        @State private var model = Model()
        @State private var note = "kept"

        var body: some View { Text("\(model.count) \(note)") }
    }

    @Test("keptStates names what each view's @State keeps, the objects themselves, for a tool to look into")
    func keptStates() async throws {
        let screen = HostedScreen(Owner())
        let kept = screen.controller.keptStates
        #expect(kept.map(\.name) == ["Owner.model", "Owner.note"])
        #expect(kept.last?.value as? String == "kept")
        weak let model = try #require(kept.first?.value as? Model)
        #expect(model != nil)
    }
}
