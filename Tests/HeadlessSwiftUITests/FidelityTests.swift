import HeadlessSwiftUI
import Observation
import TestSupport
import Testing

/// Rules of SwiftUI's that the headless SwiftUI once broke, each as SwiftUI documents or shows it.
@MainActor
@Suite("Headless SwiftUI: behaving as SwiftUI where it once did not", .settlesItsOwnTasks)
struct FidelityTests {
    @Observable
    final class Model {
        var word = "Go"
        var count = 0
        var name = ""
        var isLocked = true
        var failed = false
        var log: [String] = []
    }

    struct GoLabel: View {
        let word: String

        var body: some View {
            Text(word)
        }
    }

    struct LabelledButton: View {
        let model: Model

        var body: some View {
            Button {
                model.count += 1
            } label: {
                GoLabel(word: model.word)
            }
            .accessibilityIdentifier("go")
        }
    }

    @Test("A button whose label is a view of the app's own shows that view's text at once, and follows it")
    func labelOfTheAppsOwn() async {
        let model = Model()
        let screen = HostedScreen(LabelledButton(model: model))
        #expect(screen.buttonTitle("go") == "Go", "A label's text is the button's title from the first drawing")
        model.word = "Stop"
        await screen.settle()
        #expect(screen.buttonTitle("go") == "Stop", "The update that changes the label shows it")
    }

    struct SignOutList: View {
        let model: Model

        var body: some View {
            List {
                Button("Sign Out") { model.log.append("signed out") }
            }
        }
    }

    @Test("A button alone in a List is a row showing its title, and tapping the row runs it")
    func buttonInAList() async {
        let model = Model()
        let screen = HostedScreen(SignOutList(model: model))
        #expect(screen.rows == ["Sign Out"])
        await screen.tapRow(0)
        #expect(model.log == ["signed out"])
    }

    struct LockedField: View {
        let model: Model

        var body: some View {
            TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
                .disabled(model.isLocked)
                .accessibilityIdentifier("name")
        }
    }

    @Test("A disabled text field does not start editing and takes no typing; enabled again, it does")
    func disabledField() async {
        let model = Model()
        let screen = HostedScreen(LockedField(model: model))
        await screen.type("Ann", into: "name")
        #expect(model.name == "" && screen.field("name")?.isEditing == false)
        model.isLocked = false
        await screen.settle()
        await screen.type("Ann", into: "name")
        #expect(model.name == "Ann" && screen.field("name")?.isEditing == true)
    }

    struct Counter: View {
        let title: String
        @State private var taps = 0

        var body: some View {
            Text("\(title) \(taps)")
        }
    }

    struct CounterParent: View {
        let model: Model

        var body: some View {
            VStack {
                Text("\(model.count)")
                Counter(title: "Taps")
            }
        }
    }

    @Test("A child with a @State, given the same inputs, is not evaluated again when its parent is")
    func childWithStateLeftAlone() async {
        let model = Model()
        let screen = HostedScreen(CounterParent(model: model))
        for _ in 0..<3 {
            model.count += 1
            await screen.settle()
        }
        #expect(screen.controller.bodyEvaluations["CounterParent"] == 4)
        #expect(screen.controller.bodyEvaluations["Counter"] == 1, "Its state is not an input that changed")
    }

    struct Identified: View {
        let model: Model

        var body: some View {
            let count = model.count
            Text("\(count)")
                .onAppear { model.log.append("appear \(count)") }
                .onDisappear { model.log.append("disappear \(count)") }
                .id(count)
        }
    }

    /// OpenSwiftUI's compatibility test of the same, run against Apple's SwiftUI, expects `AFATDTDT`:
    /// the new view appears, then the old one disappears (`AppearanceActionModifierCompatibilityTests`).
    @Test("When an .id changes, the new view's onAppear runs before the old view's onDisappear")
    func idChangeAppearsFirst() async {
        let model = Model()
        let screen = HostedScreen(Identified(model: model))
        model.count = 1
        await screen.settle()
        #expect(model.log == ["appear 0", "appear 1", "disappear 0"])
    }

    struct AlertMessage: View {
        let text: String

        var body: some View {
            Text(text)
        }
    }

    struct AlertButtons: View {
        let model: Model

        var body: some View {
            Button("Retry") { model.log.append("retry") }
            Button("Cancel", role: .cancel) {}
        }
    }

    struct Alerting: View {
        let model: Model

        var body: some View {
            Text("Threats")
                .alert(
                    "Could not load", isPresented: Binding(get: { model.failed }, set: { model.failed = $0 }),
                    actions: { AlertButtons(model: model) },
                    message: { AlertMessage(text: "The network is down.") })
        }
    }

    @Test("An alert whose message and buttons are views of the app's own shows them")
    func alertOfTheAppsOwnViews() async {
        let model = Model()
        let screen = HostedScreen(Alerting(model: model))
        model.failed = true
        await screen.settle()
        #expect(screen.alert?.message == "The network is down.")
        #expect(screen.alert?.buttons == ["Retry", "Cancel"])
        await screen.tapAlert("Retry")
        #expect(model.log == ["retry"] && !model.failed && screen.alert == nil)
    }
}
