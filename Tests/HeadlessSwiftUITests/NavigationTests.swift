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

    struct Host: View {
        @State private var shows = true
        @State private var item: Item?

        var body: some View {
            VStack {
                if shows {
                    Text("host").navigationDestination(item: $item) { Text("Detail \($0.id)") }
                }
                Button("Open") { item = Item(id: "a") }.accessibilityIdentifier("open")
                Button("Hide") { shows = false }.accessibilityIdentifier("hide")
            }
        }
    }

    @Test("A destination goes when the view that declares it leaves")
    func destinationLeavesWithItsView() async {
        let screen = HostedScreen(Host(), inNavigation: true)
        await screen.tap("open")
        #expect(screen.screenCount == 2)
        await screen.tap("hide")  // The root screen's button, under the pushed one: a change from elsewhere.
        #expect(screen.screenCount == 1, "Its view gone, the destination is popped")
    }
}
