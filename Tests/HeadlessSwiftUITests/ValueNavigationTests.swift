import HeadlessSwiftUI
import Observation
import TestSupport
import Testing

/// Navigation by value, as SwiftUI documents it: a `NavigationLink(value:)` pushes its value onto the
/// stack's path, `navigationDestination(for:)` shows each value of its type, going back pops it, and a
/// path binding pushes and pops screens by its values.
@MainActor
@Suite("Headless SwiftUI: navigation by value", .settlesItsOwnTasks)
struct ValueNavigationTests {
    struct Threat: Identifiable, Hashable {
        let id: Int
    }

    @Observable
    final class Model {
        var path: [Threat] = []
        var showsHelp = false
        let threats = [Threat(id: 1), Threat(id: 2)]
    }

    struct Detail: View {
        let threat: Threat
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack {
                Text("Threat \(threat.id) detail")
                NavigationLink("Next", value: Threat(id: threat.id + 10)).accessibilityIdentifier("next")
                Button("Done") { dismiss() }.accessibilityIdentifier("done")
            }
        }
    }

    struct OwnPath: View {
        let model: Model

        var body: some View {
            NavigationStack {
                List(model.threats) { threat in
                    NavigationLink("Threat \(threat.id)", value: threat)
                }
                .navigationDestination(for: Threat.self) { Detail(threat: $0) }
            }
        }
    }

    @Test("A NavigationLink's row pushes the destination of its value; links on pushed screens push further; back pops")
    func links() async {
        let screen = HostedScreen(OwnPath(model: Model()), inNavigation: true)
        #expect(screen.rows == ["Threat 1", "Threat 2"])
        #expect(screen.controller.keptStates.isEmpty, "The stack's own path is SwiftUI's, not a state of the app's")
        await screen.tapRow(1)
        #expect(screen.screenCount == 2 && screen.topTexts == ["Threat 2 detail"])
        await screen.tapOnTop("next")
        #expect(screen.screenCount == 3 && screen.topTexts == ["Threat 12 detail"])
        await screen.goBack()
        #expect(screen.screenCount == 2 && screen.topTexts == ["Threat 2 detail"])
        await screen.tapOnTop("done")
        #expect(screen.screenCount == 1, "dismiss pops the screen of its value")
        await screen.tapRow(0)
        #expect(screen.screenCount == 2 && screen.topTexts == ["Threat 1 detail"], "The path was emptied: a new push")
    }

    struct BoundPath: View {
        @Bindable var model: Model

        var body: some View {
            NavigationStack(path: $model.path) {
                Text("Threats")
                    .navigationDestination(for: Threat.self) { Detail(threat: $0) }
                    .navigationDestination(isPresented: $model.showsHelp) { Text("Help") }
            }
        }
    }

    @Test("A path binding pushes a screen a value and pops those whose values leave it; going back shortens it")
    func boundPath() async {
        let model = Model()
        let screen = HostedScreen(BoundPath(model: model), inNavigation: true)
        model.path = [Threat(id: 1), Threat(id: 2)]
        await screen.settle()
        #expect(screen.screenCount == 3 && screen.topTexts == ["Threat 2 detail"])
        model.path.removeLast()
        await screen.settle()
        #expect(screen.screenCount == 2 && screen.topTexts == ["Threat 1 detail"])
        await screen.tapOnTop("next")
        #expect(model.path == [Threat(id: 1), Threat(id: 11)], "A link on a pushed screen appends to the binding")
        await screen.goBack()
        #expect(model.path == [Threat(id: 1)] && screen.screenCount == 2)
    }

    @Test("navigationDestination(isPresented:) pushes while its binding is true, and going back sets it false")
    func isPresented() async {
        let model = Model()
        let screen = HostedScreen(BoundPath(model: model), inNavigation: true)
        model.showsHelp = true
        await screen.settle()
        #expect(screen.screenCount == 2 && screen.topTexts == ["Help"])
        await screen.goBack()
        #expect(!model.showsHelp && screen.screenCount == 1)
    }

    @Test("Replacing the path's values pushes the screens of the new ones, in one change of the stack")
    func replacedPath() async {
        let model = Model()
        let screen = HostedScreen(BoundPath(model: model), inNavigation: true)
        model.path = [Threat(id: 1)]
        await screen.settle()
        model.path = [Threat(id: 2)]
        await screen.settle()
        #expect(screen.screenCount == 2 && screen.topTexts == ["Threat 2 detail"])
        model.path = [Threat(id: 1), Threat(id: 3)]
        await screen.settle()
        model.path = [Threat(id: 4)]
        await screen.settle()
        #expect(screen.screenCount == 2 && screen.topTexts == ["Threat 4 detail"])
    }

    @Observable
    final class Stacked {
        var signedIn = true
        var accent = "purple"
    }

    struct Links: View {
        let stacked: Stacked

        var body: some View {
            if stacked.signedIn {
                NavigationStack {
                    VStack {
                        NavigationLink("Dead", value: "no destination").accessibilityIdentifier("dead")
                        NavigationLink("Go", value: Threat(id: 7)).accessibilityIdentifier("go")
                    }
                    .navigationDestination(for: Threat.self) { _ in Accent() }
                }
                .environment(\.accentName, stacked.accent)
            } else {
                Text("Please sign in")
            }
        }
    }

    struct Accent: View {
        @Environment(\.accentName) private var accent

        var body: some View {
            Text("accent \(accent)")
        }
    }

    @Test("A link whose value has no destination is not activated, and does not block the next one")
    func deadLink() async {
        let screen = HostedScreen(Links(stacked: Stacked()), inNavigation: true)
        await screen.tap("dead")
        #expect(screen.screenCount == 1)
        await screen.tap("go")
        #expect(screen.screenCount == 2 && screen.topTexts == ["accent purple"])
    }

    @Test("A screen pushed by value reads its pusher's environment as it changes, and goes when its stack goes")
    func environmentAndLeaving() async {
        let stacked = Stacked()
        let screen = HostedScreen(Links(stacked: stacked), inNavigation: true)
        await screen.tap("go")
        stacked.accent = "teal"
        await screen.settle()
        #expect(screen.topTexts == ["accent teal"])
        stacked.signedIn = false
        await screen.settle()
        #expect(screen.screenCount == 1 && screen.topTexts == ["Please sign in"])
    }

    struct Note: Hashable {
        let text: String
    }

    struct NoteLink: View {
        let threat: Threat

        var body: some View {
            NavigationLink("Note", value: Note(text: "about \(threat.id)"))
                .accessibilityIdentifier("note")
                .navigationDestination(for: Note.self) { Text($0.text) }
        }
    }

    struct Destinations: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("About") { Text("About Threat Watch") }.accessibilityIdentifier("about")
                    NavigationLink(destination: Text("Help")) { Text("Help") }.accessibilityIdentifier("help")
                    NavigationLink("Threat", value: Threat(id: 5)).accessibilityIdentifier("threat")
                }
                .navigationDestination(for: Threat.self) { NoteLink(threat: $0) }
            }
        }
    }

    @Test(
        "NavigationLink(destination:) pushes its view; a navigationDestination(for:) on a pushed screen shows its values"
    )
    func destinationLinks() async {
        let screen = HostedScreen(Destinations(), inNavigation: true)
        await screen.tap("about")
        #expect(screen.screenCount == 2 && screen.topTexts == ["About Threat Watch"])
        await screen.goBack()
        await screen.tap("help")
        #expect(screen.screenCount == 2 && screen.topTexts == ["Help"])
        await screen.goBack()
        await screen.tap("threat")
        await screen.tapOnTop("note")
        #expect(screen.screenCount == 3 && screen.topTexts == ["about 5"])
    }
}

/// The key of an accent's name, for the tests of a pushed screen's environment.
private enum AccentNameKey: EnvironmentKey {
    static var defaultValue: String { "none" }
}

extension EnvironmentValues {
    /// An accent's name, for the tests of a pushed screen's environment.
    fileprivate var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}
