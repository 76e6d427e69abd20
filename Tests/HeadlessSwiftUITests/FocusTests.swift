import HeadlessSwiftUI
import TestSupport
import Testing

/// `@FocusState` with `.focused`, and `onChange`: which field is edited, as state both ways.
@MainActor
@Suite("Headless SwiftUI: focus and changes", .settlesItsOwnTasks)
struct FocusTests {

    enum Field: Hashable {
        case username, password
    }

    struct Form: View {
        let log: ViewLog
        @State private var username = ""
        @State private var password = ""
        @FocusState private var focus: Field?

        var body: some View {
            VStack {
                TextField("Username", text: $username)
                    .focused($focus, equals: .username)
                    .onSubmit { focus = .password }
                    .accessibilityIdentifier("username")
                SecureField("Password", text: $password)
                    .focused($focus, equals: .password)
                    .onSubmit { focus = nil }
                    .accessibilityIdentifier("password")
            }
            .onChange(of: focus) { old, new in
                log.entries.append("\(String(describing: old)) → \(String(describing: new))")
            }
        }
    }

    @Test("Tapping a field focuses it; setting the focus moves the editing; onChange sees each move once")
    func focus() async {
        let log = ViewLog()
        let screen = HostedScreen(Form(log: log))
        #expect(log.entries.isEmpty, "No change before the first")
        await screen.tapField("username")
        #expect(screen.field("username")?.isEditing == true)
        #expect(log.entries == ["nil → Optional(HeadlessSwiftUITests.FocusTests.Field.username)"])
        await screen.pressReturn()
        #expect(screen.field("password")?.isEditing == true && screen.field("username")?.isEditing == false)
        #expect(
            log.entries.last
                == "Optional(HeadlessSwiftUITests.FocusTests.Field.username) → Optional(HeadlessSwiftUITests.FocusTests.Field.password)"
        )
        await screen.pressReturn()
        #expect(screen.field("password")?.isEditing == false, "Focus set to nil ends the editing")
        #expect(log.entries.count == 3)
    }

    /// A field of the app's own: a view whose body is the text field.
    struct NameField: View {
        let placeholder: String
        @Binding var text: String

        var body: some View {
            TextField(placeholder, text: $text)
        }
    }

    struct WrappedForm: View {
        let log: ViewLog
        @State private var username = ""
        @State private var password = ""
        @FocusState private var focus: Field?

        var body: some View {
            VStack {
                NameField(placeholder: "Username", text: $username)
                    .focused($focus, equals: .username)
                    .onSubmit { focus = .password }
                    .accessibilityIdentifier("username")
                NameField(placeholder: "Password", text: $password)
                    .focused($focus, equals: .password)
                    .onSubmit { log.entries.append("submitted \(username)") }
                    .accessibilityIdentifier("password")
            }
        }
    }

    struct TwoWatches: View {
        let log: ViewLog
        @State private var first = 0
        @State private var second = 10

        var body: some View {
            VStack {
                Text("\(first) \(second)")
                    .onChange(of: first) { old, new in log.entries.append("first \(old) → \(new)") }
                    .onChange(of: second) { old, new in log.entries.append("second \(old) → \(new)") }
                Button("First") { first += 1 }.accessibilityIdentifier("first")
                Button("Second") { second += 1 }.accessibilityIdentifier("second")
            }
        }
    }

    @Test("Two onChange on one view each see their own value's changes, with its old value")
    func twoWatchesOnOneView() async {
        let log = ViewLog()
        let screen = HostedScreen(TwoWatches(log: log))
        await screen.tap("first")
        await screen.tap("second")
        await screen.tap("first")
        #expect(log.entries == ["first 0 → 1", "second 10 → 11", "first 1 → 2"])
    }

    @Test("onSubmit and focused reach a text field inside a view of the app's own")
    func throughAView() async {
        let log = ViewLog()
        let screen = HostedScreen(WrappedForm(log: log))
        await screen.type("ada", into: "username")
        await screen.pressReturn()
        #expect(screen.field("password")?.isEditing == true, "Return moved the focus, through NameField")
        await screen.pressReturn()
        #expect(log.entries == ["submitted ada"])
    }
}
