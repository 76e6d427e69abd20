import HeadlessSwiftUI
import Observation
import TestSupport
import Testing

/// What a SwiftUI developer writes first on a sign-in form, a list and a detail, each with SwiftUI's names
/// and shapes and the behaviour Apple's documentation gives it (what the text screen cannot show is
/// accepted, and changes nothing: DESIGN.md's table).
@MainActor
@Suite("Headless SwiftUI: containers, labels and modifiers as SwiftUI writes them", .settlesItsOwnTasks)
struct BreadthTests {
    @Observable
    final class Model {
        var name = ""
        var count = 0
        var failure: String?
        var log: [String] = []
    }

    struct Layout: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Group {
                    Text("one")
                    Text("two")
                }
                Spacer()
                ZStack(alignment: .topLeading) {
                    Color.blue
                    Text("over")
                }
                ScrollView(.vertical, showsIndicators: false) {
                    HStack(alignment: .firstTextBaseline, spacing: 4) {
                        Image(systemName: "shield")
                        Label("Threats", systemImage: "shield")
                    }
                }
            }
            .padding()
            .padding(.horizontal, 12)
            .font(.headline)
            .foregroundStyle(.secondary)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    @Test(
        "Group, Spacer, ZStack, ScrollView, stacks with alignment and spacing, Label and Image draw their words in order"
    )
    func layout() {
        let screen = HostedScreen(Layout())
        #expect(screen.texts == ["one", "two", "over", "Threats"], "A label shows its title, an image nothing")
    }

    struct SignInForm: View {
        @Bindable var model: Model

        var body: some View {
            Form {
                Section("Account") {
                    TextField("Username", text: $model.name, prompt: Text("analyst"))
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .submitLabel(.go)
                        .accessibilityIdentifier("username")
                }
                Section {
                    LabeledContent("Attempts", value: "\(model.count)")
                } header: {
                    Text("Status")
                } footer: {
                    Text("Codes renew every 5 s.")
                }
            }
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    @Test(
        "A Form's sections show header, views and footer; a prompt is a field's placeholder; keyboard modifiers change nothing"
    )
    func form() async {
        let model = Model()
        let screen = HostedScreen(SignInForm(model: model))
        #expect(screen.texts == ["Account", "Status", "Attempts", "0", "Codes renew every 5 s."])
        #expect(screen.printed.contains("username      []"))
        await screen.type("ana", into: "username")
        #expect(model.name == "ana", "Typing types what is pressed")
    }

    struct Detail: View {
        let fields: [(String, String)]

        var body: some View {
            List(0..<fields.count, id: \.self) { index in
                LabeledContent(fields[index].0, value: fields[index].1)
            }
        }
    }

    @Test("LabeledContent in a List row is the row's title and detail; List(data, id:) makes a row an element")
    func labeledRows() {
        let screen = HostedScreen(Detail(fields: [("Severity", "High"), ("Source", "Mail")]))
        #expect(screen.rows == ["Severity · High", "Source · Mail"])
    }

    struct Item: Identifiable {
        let id: Int
        let title: String
    }

    struct Items: View {
        let items: [Item]

        var body: some View {
            VStack {
                ForEach(0..<2) { index in Text("row \(index)") }
                List(items) { item in Text(item.title) }
            }
        }
    }

    @Test("ForEach over a range gives a view a number; List(data) gives a row an Identifiable element")
    func rangesAndData() {
        let screen = HostedScreen(Items(items: [Item(id: 1, title: "Phishing"), Item(id: 2, title: "Malware")]))
        #expect(screen.texts.prefix(2) == ["row 0", "row 1"])
        #expect(screen.rows == ["Phishing", "Malware"])
    }

    struct Empty: View {
        let model: Model

        var body: some View {
            List {}
                .overlay {
                    if model.count == 0 {
                        ContentUnavailableView(
                            "No threats", systemImage: "checkmark.shield", description: Text("Nothing to review."))
                    }
                }
        }
    }

    @Test("A ContentUnavailableView over an empty list is drawn in a box of its own, and goes when there is content")
    func unavailable() async {
        let model = Model()
        let screen = HostedScreen(Empty(model: model))
        let lines = screen.printed.split(separator: "\n").map {
            String($0.trimmingPrefix("│").trimmingPrefix(while: \.isWhitespace))
        }
        let top = lines.firstIndex { $0.hasPrefix("┌─") }
        #expect(
            top.map { Array(lines[($0 + 1)...].prefix(3)) } == [
                "No threats", "Nothing to review.", "└" + String(repeating: "─", count: 24),
            ], "\(screen.printed)")
        model.count = 1
        await screen.settle()
        #expect(!screen.printed.contains("No threats"))
    }

    struct Loading: View {
        var body: some View {
            ProgressView("Loading threats…")
        }
    }

    @Test("A ProgressView with a title draws the wheel, then its title")
    func progressWithTitle() {
        let screen = HostedScreen(Loading())
        let lines = screen.printed.split(separator: "\n").map {
            String($0.trimmingPrefix("│").trimmingPrefix(while: \.isWhitespace))
        }
        #expect(lines.contains("⟳ busy") && lines.firstIndex(of: "⟳ busy").map { lines[$0 + 1] } == "Loading threats…")
    }

    struct Alerts: View {
        let model: Model

        var body: some View {
            VStack {
                Text("Threats")
                    .alert("Signed out", isPresented: Binding(get: { model.count == 1 }, set: { _ in model.count = 0 }))
                {
                    Button("OK") {}
                }
                Text("Detail")
                    .alert(
                        "Could not load", isPresented: Binding(get: { true }, set: { _ in model.failure = nil }),
                        presenting: model.failure,
                        actions: { failure in Button("Retry") { model.log.append("retry \(failure)") } },
                        message: { failure in Text(failure) })
            }
        }
    }

    @Test("An alert without a message shows its title and buttons; one presenting data shows only while there is some")
    func alertForms() async {
        let model = Model()
        let screen = HostedScreen(Alerts(model: model))
        #expect(screen.alert == nil, "Presenting nil, the second alert does not show")
        model.count = 1
        await screen.settle()
        #expect(screen.alert?.title == "Signed out" && screen.alert?.message == nil && screen.alert?.buttons == ["OK"])
        await screen.tapAlert("OK")
        model.failure = "timeout"
        await screen.settle()
        #expect(screen.alert?.title == "Could not load" && screen.alert?.message == "timeout")
        await screen.tapAlert("Retry")
        #expect(model.log == ["retry timeout"] && model.failure == nil)
    }

    struct Watching: View {
        let model: Model

        var body: some View {
            Text("\(model.count)")
                .onChange(of: model.count, initial: true) { old, new in model.log.append("\(old)→\(new)") }
                .onChange(of: model.name) { model.log.append("name") }
                .task(priority: .low) { model.log.append("task") }
        }
    }

    @Test(
        "onChange with initial runs as the view appears; the zero-parameter onChange on a change; task(priority:) starts"
    )
    func changesAndTasks() async {
        let model = Model()
        let screen = HostedScreen(Watching(model: model))
        await screen.settle()
        #expect(model.log.contains("0→0") && model.log.contains("task") && !model.log.contains("name"))
        model.count = 2
        model.name = "x"
        await screen.settle()
        #expect(model.log.suffix(2).sorted() == ["0→2", "name"])
    }

    struct Settings: View {
        @Bindable var model: Model
        @State private var remember = false

        var body: some View {
            VStack {
                Toggle("Remember me", isOn: $remember).accessibilityIdentifier("remember")
                Text(remember ? "remembered" : "forgotten")
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Log Out") { model.log.append("logout") }.accessibilityIdentifier("logout")
                }
            }
        }
    }

    @Test("A Toggle is a box ticked while on, turned over by a tap; a ToolbarItem's button is the bar's")
    func toggleAndToolbarItem() async {
        let model = Model()
        let screen = HostedScreen(Settings(model: model), inNavigation: true)
        #expect(screen.buttonTitle("remember") == "☐ Remember me" && screen.texts.contains("forgotten"))
        await screen.tap("remember")
        #expect(screen.buttonTitle("remember") == "☑ Remember me" && screen.texts.contains("remembered"))
        #expect(screen.bar?.button == "logout")
        await screen.tapBarButton()
        #expect(model.log == ["logout"])
    }

    struct Bordered: ViewModifier {
        @State private var taps = 0

        func body(content: Content) -> some View {
            VStack {
                content
                Button("Tapped \(taps)") { taps += 1 }.accessibilityIdentifier("tap")
            }
        }
    }

    struct Modified: View {
        var body: some View {
            Text("inside").modifier(Bordered())
        }
    }

    @Test("A ViewModifier's body wraps the view it is applied to, and keeps its @State at the view's place")
    func viewModifier() async {
        let screen = HostedScreen(Modified())
        #expect(screen.texts == ["inside"] && screen.buttonTitle("tap") == "Tapped 0")
        await screen.tap("tap")
        await screen.tap("tap")
        #expect(screen.buttonTitle("tap") == "Tapped 2")
    }

    struct Task: Identifiable, Equatable {
        let id: Int
        var done: Bool
    }

    @Observable
    final class Tasks {
        var items = [Task(id: 1, done: false), Task(id: 2, done: false)]
        var query = "a"
        var started: [String] = []
    }

    struct Checklist: View {
        @Bindable var tasks: Tasks

        var body: some View {
            VStack {
                ForEach($tasks.items) { $item in
                    Toggle("Task \(item.id)", isOn: $item.done).accessibilityIdentifier("task\(item.id)")
                }
            }
            .task(id: tasks.query) { tasks.started.append(tasks.query) }
        }
    }

    @Test("ForEach over a binding gives each element's binding; task(id:) starts again whenever its id changes")
    func bindingsAndTaskID() async {
        let tasks = Tasks()
        let screen = HostedScreen(Checklist(tasks: tasks))
        await screen.tap("task2")
        #expect(tasks.items.map(\.done) == [false, true], "The toggle writes through the element's binding")
        await screen.settle()
        tasks.query = "b"
        await screen.settle()
        tasks.query = "a"
        await screen.settle()
        #expect(tasks.started == ["a", "b", "a"], "A change back to an earlier id is a change too")
    }

    struct Confirm: View {
        let model: Model
        @State private var asks = false

        var body: some View {
            Button("Log Out") { asks = true }
                .accessibilityIdentifier("logout")
                .confirmationDialog("Log out of Threat Watch?", isPresented: $asks, titleVisibility: .visible) {
                    Button("Log Out", role: .destructive) { model.log.append("out") }
                }
        }
    }

    @Test("A confirmationDialog shows as an alert does, with a Cancel after its actions, as iOS adds one")
    func confirmationDialog() async {
        let model = Model()
        let screen = HostedScreen(Confirm(model: model))
        await screen.tap("logout")
        #expect(screen.alert?.title == "Log out of Threat Watch?" && screen.alert?.buttons == ["Log Out", "Cancel"])
        await screen.tapAlert("Cancel")
        #expect(screen.alert == nil && model.log.isEmpty)
        await screen.tap("logout")
        await screen.tapAlert("Log Out")
        #expect(model.log == ["out"])
    }

    enum Severity: String, CaseIterable, Identifiable {
        case low, high
        var id: Self { self }
    }

    struct Filter: View {
        @State private var severity = Severity.low

        var body: some View {
            VStack {
                Picker("Severity", selection: $severity) {
                    ForEach(Severity.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .accessibilityIdentifier("severity")
                Text("showing \(severity.rawValue)")
            }
        }
    }

    @Test("A Picker shows its title and chosen option, and a tap chooses the next, the first after the last")
    func picker() async {
        let screen = HostedScreen(Filter())
        #expect(screen.buttonTitle("severity") == "Severity: Low ▾" && screen.texts.contains("showing low"))
        await screen.tap("severity")
        #expect(screen.buttonTitle("severity") == "Severity: High ▾" && screen.texts.contains("showing high"))
        await screen.tap("severity")
        #expect(screen.buttonTitle("severity") == "Severity: Low ▾")
    }

    struct Swipes: View {
        @Bindable var tasks: Tasks

        var body: some View {
            List {
                ForEach(tasks.items) { item in
                    Text("Task \(item.id)")
                        .swipeActions {
                            Button("Archive", role: .destructive) { tasks.items.removeAll { $0.id == item.id } }
                        }
                }
            }
            .refreshable { tasks.started.append("refreshed") }
        }
    }

    @Test("A row's swipeActions are what a swipe to delete does; refreshable is accepted and never runs")
    func swipeActions() async {
        let tasks = Tasks()
        let screen = HostedScreen(Swipes(tasks: tasks))
        #expect(screen.rows == ["Task 1", "Task 2"])
        await screen.swipeToDelete(0)
        #expect(screen.rows == ["Task 2"] && tasks.items.map(\.id) == [2])
        #expect(tasks.started.isEmpty, "No pull to refresh on the text screen")
    }

    struct SettingsList: View {
        @State private var on = false
        @State private var theme = Severity.low
        let model: Model

        var body: some View {
            List {
                Toggle("Enabled", isOn: $on)
                Picker("Theme", selection: $theme) {
                    ForEach(Severity.allCases) { Text($0.rawValue.capitalized) }
                }
                LabeledContent("Build", value: "42")
                Button("Sign Out") { model.log.append("out") }.disabled(true)
            }
        }
    }

    @Test(
        "In a List, a Toggle and a Picker are rows a tap operates, LabeledContent one row, a disabled button's row inert; ForEach tags a picker's options"
    )
    func controlsInRows() async {
        let model = Model()
        let screen = HostedScreen(SettingsList(model: model))
        #expect(screen.rows == ["☐ Enabled", "Theme · Low", "Build · 42", "Sign Out"])
        await screen.tapRow(0)
        await screen.tapRow(1)
        #expect(screen.rows.prefix(2) == ["☑ Enabled", "Theme · High"])
        await screen.tapRow(3)
        #expect(model.log.isEmpty, "A disabled button's row does nothing")
    }

    struct Written: View {
        @Bindable var model: Model
        @State private var theme = Severity.low

        var body: some View {
            Form {
                Section(header: Text("Account"), footer: Text("Kept on this device.")) {
                    TextField("Email", text: $model.name)
                        .keyboardType(.emailAddress)
                        .textContentType(.username)
                        .textFieldStyle(.roundedBorder)
                        .accessibilityIdentifier("email")
                }
                Section {
                    Picker(selection: $theme) {
                        ForEach(Severity.allCases) { Text($0.rawValue) }
                    } label: {
                        Text("Theme")
                    }
                    .pickerStyle(.segmented)
                    .accessibilityIdentifier("theme")
                    Divider()
                    Text(verbatim: "v1.0")
                } footer: {
                    Text("Themes change the look.")
                }
                Button(role: .destructive) {
                    model.log.append("deleted")
                } label: {
                    Text("Delete Account")
                }
                .buttonStyle(.borderedProminent)
                .tint(.red)
                .accessibilityIdentifier("delete")
                Button("Add", systemImage: "plus") { model.log.append("added") }.accessibilityIdentifier("add")
            }
            .listStyle(.insetGrouped)
            .foregroundColor(.primary)
            .navigationTitle(Text("Settings"))
            .onChange(of: model.name) { newValue in model.log.append("name \(newValue)") }
            .alert("Failed", isPresented: .constant(model.failure != nil), presenting: model.failure) { failure in
                Button("OK \(failure)") {}
            }
        }
    }

    @Test(
        "What SwiftUI developers also write compiles and behaves: older Section and onChange forms, Button(role:), Picker(selection:label:), styles"
    )
    func asWritten() async {
        let model = Model()
        let screen = HostedScreen(Written(model: model), inNavigation: true)
        #expect(screen.bar?.title == "Settings")
        #expect(screen.texts == ["Account", "Kept on this device.", "v1.0", "Themes change the look."])
        #expect(screen.buttonTitle("theme") == "Theme: low ▾" && screen.buttonTitle("add") == "Add")
        await screen.type("a", into: "email")
        await screen.tap("delete")
        #expect(model.log == ["name a", "deleted"])
        model.failure = "timeout"
        await screen.settle()
        #expect(screen.alert?.buttons == ["OK timeout"] && screen.alert?.message == nil)
    }

    struct EnabledLabel: View {
        @Environment(\.isEnabled) private var isEnabled

        var body: some View {
            Text(isEnabled ? "enabled" : "disabled")
        }
    }

    struct Progressing: View {
        let model: Model

        var body: some View {
            VStack {
                EnabledLabel()
                EnabledLabel().disabled(model.count == 0)
                ProgressView(value: Double(model.count), total: 4)
            }
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Save") { model.log.append("saved") }.accessibilityIdentifier("save")
                    Button("Share") {}
                }
            }
        }
    }

    @Test(
        "@Environment(\\.isEnabled) follows .disabled; ProgressView(value:total:) shows the share done; a ToolbarItemGroup's first button is the bar's"
    )
    func enabledProgressAndGroup() async {
        let model = Model()
        let screen = HostedScreen(Progressing(model: model), inNavigation: true)
        #expect(screen.texts == ["enabled", "disabled", "0%"])
        model.count = 1
        await screen.settle()
        #expect(screen.texts == ["enabled", "enabled", "25%"])
        #expect(screen.bar?.button == "save")
    }

    struct Searching: View {
        @Bindable var model: Model

        var body: some View {
            List {
                ForEach(["Phishing", "Malware"].filter { model.name.isEmpty || $0.hasPrefix(model.name) }, id: \.self) {
                    Text($0) + Text(" ✓")
                }
                .onMove { _, _ in }
                LabeledContent("Score", value: 42, format: .number)
                Text(7, format: .number)
            }
            .searchable(text: $model.name, prompt: "Find a threat")
            .imageScale(.large)
        }
    }

    @Test(
        "searchable draws a search field above the view, which filters as typed; Text + Text is one line; formats write values"
    )
    func searchAndFormats() async {
        let model = Model()
        let screen = HostedScreen(Searching(model: model))
        #expect(screen.rows == ["Phishing ✓", "Malware ✓", "Score · 42", "7"])
        await screen.type("Mal", into: "search")
        #expect(screen.rows == ["Malware ✓", "Score · 42", "7"])
        #expect(screen.printed.contains("search        []") == false, "The field shows what was typed")
    }
}
