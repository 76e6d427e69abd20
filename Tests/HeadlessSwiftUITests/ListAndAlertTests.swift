import Foundation
import HeadlessSwiftUI
import Observation
import TestSupport
import Testing

/// `List` as a table that UIKit's rules accept, and `.alert` shown while its binding says so.
@MainActor
@Suite("Headless SwiftUI: lists and alerts", .settlesItsOwnTasks)
struct ListAndAlertTests {
    struct Item: Identifiable {
        let id: String
        let detail: String
    }

    @Observable
    final class Store {
        var items = [Item(id: "a", detail: "first"), Item(id: "b", detail: "second"), Item(id: "c", detail: "third")]
        var opened: [String] = []
        var failed = false
    }

    struct Rows: View {
        let store: Store

        var body: some View {
            VStack {
                List {
                    ForEach(store.items) { item in
                        Button(item.id) { store.opened.append(item.id) }
                        Text(item.id.uppercased())
                        Text(item.detail)
                    }
                    .onDelete { offsets in store.items.remove(atOffsets: offsets) }
                }
                Button("More") { store.items.append(Item(id: "d", detail: "fourth")) }.accessibilityIdentifier("more")
                Button("Fail") { store.failed = true }.accessibilityIdentifier("fail")
            }
            .alert(
                "Could not load", isPresented: Binding(get: { store.failed }, set: { store.failed = $0 }),
                actions: {
                    Button("Retry") { store.opened.append("retried") }
                    Button("Cancel", role: .cancel) {}
                },
                message: { Text("The network is down.") })
        }
    }

    @Test("A list shows a row an element, taps it, deletes and adds rows as UIKit's table allows")
    func rows() async {
        let store = Store()
        let screen = HostedScreen(Rows(store: store))
        #expect(screen.rows == ["A · first", "B · second", "C · third"])
        await screen.tapRow(1)
        #expect(store.opened == ["b"], "A tap on a row is its button's")
        await screen.swipeToDelete(0)
        #expect(store.items.map(\.id) == ["b", "c"] && screen.rows == ["B · second", "C · third"])
        await screen.tap("more")
        #expect(screen.rows == ["B · second", "C · third", "D · fourth"])
        #expect(screen.tableUpdates.filter { !$0.hasPrefix("reload") } == ["delete [0]", "insert [2]"])
    }

    @Test("An alert shows while its binding is true; a button runs, and sets it back to false")
    func alert() async {
        let store = Store()
        let screen = HostedScreen(Rows(store: store))
        #expect(screen.alert == nil)
        await screen.tap("fail")
        #expect(screen.alert?.title == "Could not load" && screen.alert?.message == "The network is down.")
        #expect(screen.alert?.buttons == ["Retry", "Cancel"])
        await screen.tapAlert("Retry")
        #expect(store.opened == ["retried"] && !store.failed && screen.alert == nil)
        store.failed = true
        await screen.settle()
        #expect(screen.alert != nil, "Set again from outside, it shows again")
        store.failed = false
        await screen.settle()
        #expect(screen.alert == nil, "Set false from outside, it goes")
    }

    @Observable
    final class Failure {
        var message: String?
    }

    struct Screen: View {
        let failure: Failure

        var body: some View {
            Text("List")
                .alert(
                    "Could not load", isPresented: Binding(get: { failure.message != nil }, set: { _ in }),
                    actions: { Button("OK") { failure.message = nil } },
                    message: { Text(failure.message ?? "") })
        }
    }

    @Test("In a navigation stack, an alert shows over a screen pushed on top, follows its message, and goes")
    func alertInAStack() async {
        let failure = Failure()
        let screen = HostedScreen(Screen(failure: failure), inNavigation: true)
        await screen.push(Text("Detail"))
        failure.message = "first"
        await screen.settle()
        #expect(screen.alert?.message == "first", "Over the pushed screen, as UIKit's present shows it")
        failure.message = "second"
        await screen.settle()
        #expect(screen.alert?.message == "second", "The message it shows is the one the model holds")
        failure.message = nil
        await screen.settle()
        #expect(screen.alert == nil, "Its binding false, it goes")
    }
}
