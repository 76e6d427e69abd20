import HeadlessSwiftUI
import TestSupport
import Testing

/// `NavigationStack` on a HeadlessUI navigation controller: a destination pushed while its item is set,
/// the item cleared when the person goes back, and the bar's title and button.
@MainActor
@Suite("Headless SwiftUI: navigation", .settlesItsOwnTasks)
struct NavigationTests {
    struct Item: Identifiable, Hashable {
        let id: String
    }

    struct Detail: View {
        let item: Item
        let log: ViewLog

        var body: some View {
            Text("Detail \(item.id)").task {
                log.entries.append("opened \(item.id)")
                await log.waitUntilCancelled()
                log.entries.append("closed \(item.id)")
            }
        }
    }

    struct Catalog: View {
        let log: ViewLog
        @State private var selected: Item?

        var body: some View {
            NavigationStack {
                List {
                    ForEach([Item(id: "a"), Item(id: "b")]) { item in
                        Button(item.id) { selected = item }
                        Text(item.id)
                    }
                }
                .navigationTitle("Items")
                .toolbar { Button("Log Out") { log.entries.append("logged out") }.accessibilityIdentifier("logout") }
                .navigationDestination(item: $selected) { item in Detail(item: item, log: log) }
            }
        }
    }

    @Test("Setting the item pushes its screen; going back pops it, clears the item and stops its tasks")
    func destination() async {
        let log = ViewLog()
        let screen = HostedScreen(Catalog(log: log), inNavigation: true)
        await screen.settle()
        #expect(screen.bar?.title == "Items" && screen.bar?.button == "logout")
        await screen.tapRow(1)
        #expect(screen.screenCount == 2 && screen.topTexts == ["Detail b"])
        #expect(log.entries == ["opened b"])
        await screen.goBack()
        #expect(screen.screenCount == 1 && log.entries == ["opened b", "closed b"])
        await screen.tapRow(0)
        #expect(screen.screenCount == 2 && screen.topTexts == ["Detail a"], "The item was cleared: a new one pushes")
        await screen.goBack()
        await screen.tapBarButton()
        #expect(log.entries.last == "logged out")
    }
}
