import Foundation
import HeadlessUI
import Testing

/// A data source whose rows the test changes by hand, to make consistent and inconsistent updates.
@MainActor
private final class Rows: TableViewDataSource, TableViewDelegate {
    var items: [String]
    var selected: [IndexPath] = []

    init(_ items: [String]) {
        self.items = items
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel.text = items[indexPath.row]
        return cell
    }

    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
@Suite("Table view")
struct TableViewTests {
    private let rows = Rows(["a", "b", "c"])
    private let table = TableView(identifier: "list")

    init() {
        table.dataSource = rows
        table.delegate = rows
        table.reloadData()
    }

    private static func paths(_ rows: Range<Int>) -> [IndexPath] {
        rows.map { IndexPath(row: $0, section: 0) }
    }

    @Test("Inserting rows the data already has is consistent and logged")
    func consistentInsert() {
        rows.items += ["d", "e"]
        table.insertRows(at: Self.paths(3..<5), with: .automatic)
        #expect(table.updateLog == [.reloadData(rowCount: 3), .insertRows(Self.paths(3..<5))])
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.visibleCells.map(\.textLabel.text) == ["a", "b", "c", "d", "e"])
    }

    @Test("Announcing an insert the data does not have breaks UIKit's rule, with UIKit's numbers")
    func insertWithoutData() {
        table.insertRows(at: Self.paths(3..<4), with: .automatic)
        let expected = """
            Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section \
            after the update (3) must be equal to the number of rows contained in that section before the update (3), \
            plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted).
            """
        #expect(table.updateLog.last == .invalid(expected))
    }

    @Test("Changing the data without announcing it is caught at the next announced update")
    func silentChange() {
        rows.items.append("d")
        rows.items.append("e")
        table.insertRows(at: Self.paths(3..<4), with: .automatic)
        guard case .invalid(let message) = table.updateLog.last else {
            Issue.record("Expected an invalid update, got \(table.updateLog)")
            return
        }
        #expect(message.contains("after the update (5)") && message.contains("before the update (3)"))
    }

    @Test("Deleting a row from the data and announcing it is consistent")
    func consistentDelete() {
        rows.items.remove(at: 1)
        table.deleteRows(at: Self.paths(1..<2), with: .fade)
        #expect(table.updateLog.last == .deleteRows(Self.paths(1..<2)))
        #expect(table.visibleCells.map(\.textLabel.text) == ["a", "c"])
    }

    @Test(
        "Rows out of range and repeated rows are refused in UIKit's words",
        arguments: [
            ("delete", [7], "attempt to delete row 7 in section 0, which contains only 3 rows before the update"),
            ("insert", [9], "attempt to insert row 9 in section 0, which contains only 4 rows after the update"),
            ("delete", [1, 1], "attempt to delete row 1 from section 0 more than once"),
        ]
    )
    func outOfRange(verb: String, rowNumbers: [Int], message: String) {
        if verb == "delete" {
            rows.items.removeLast(rowNumbers.count)
            table.deleteRows(at: rowNumbers.map { IndexPath(row: $0, section: 0) }, with: .automatic)
        } else {
            rows.items.append("x")
            table.insertRows(at: rowNumbers.map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }
        #expect(table.updateLog.last == .invalid("Invalid update: " + message))
    }

    @Test("After an invalid update the table follows the data again")
    func recovers() {
        table.deleteRows(at: Self.paths(0..<1), with: .automatic)
        rows.items = ["only"]
        #expect(
            table.numberOfRows(inSection: 0) == 1, "Once an update was invalid, the table asks its data source again")
        #expect(
            table.visibleCells.map(\.textLabel.text) == ["only"], "…so it shows what the data holds, without crashing")
        rows.items.append("two")
        table.insertRows(at: Self.paths(1..<2), with: .automatic)
        #expect(table.updateLog.last == .insertRows(Self.paths(1..<2)))
    }

    @Test("A table that never loaded asks its data source at the update, as UIKit does")
    func firstUpdateBeforeLoad() {
        let fresh = TableView()
        let data = Rows([])
        fresh.dataSource = data
        data.items = ["a"]
        fresh.insertRows(at: Self.paths(0..<1), with: .automatic)
        guard case .invalid = fresh.updateLog.last else {
            Issue.record("Inserting into a table that first learns its count after the change is UIKit's classic crash")
            return
        }
    }

    @Test("Swipe-to-delete asks the data source, which deletes the row")
    func swipeToDelete() {
        #expect(table.simulateSwipeToDelete(at: IndexPath(row: 0, section: 0)))
        #expect(rows.items == ["b", "c"])
        #expect(table.updateLog.last == .deleteRows(Self.paths(0..<1)))
        #expect(!table.simulateSwipeToDelete(at: IndexPath(row: 5, section: 0)), "No row 5 to swipe")
    }

    @Test("Selecting a row tells the delegate; a row that does not exist cannot be selected")
    func selection() {
        #expect(table.simulateSelectingRow(at: IndexPath(row: 2, section: 0)))
        #expect(!table.simulateSelectingRow(at: IndexPath(row: 3, section: 0)))
        #expect(rows.selected == [IndexPath(row: 2, section: 0)])
    }

    @Test("Cells are reused for rows of the same kind, and prepared first")
    func reuse() {
        let first = table.visibleCells
        let second = table.visibleCells
        #expect(Set(first.map(ObjectIdentifier.init)) == Set(second.map(ObjectIdentifier.init)))
        #expect(second.map(\.textLabel.text) == ["a", "b", "c"])
    }

    @Test("Update log entries read as people say them")
    func logDescriptions() {
        #expect(TableUpdate.insertRows(Self.paths(10..<20)).description == "insert rows 10–19")
        #expect(TableUpdate.deleteRows(Self.paths(3..<4)).description == "delete row 3")
        #expect(TableUpdate.reloadData(rowCount: 25).description == "reload (25 rows)")
        #expect(
            TableUpdate.insertRows([IndexPath(row: 1, section: 0), IndexPath(row: 5, section: 0)]).description
                == "insert rows 1, 5")
    }
}

@MainActor
@Suite("Table view: reloading rows")
struct TableViewReloadRowsTests {
    @Test("Reloading rows while the row count changed is an invalid update")
    func reloadRowsCountChange() {
        final class Three: TableViewDataSource {
            var count = 3
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            }
        }
        let data = Three()
        let table = TableView()
        table.dataSource = data
        table.reloadData()
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.updateLog.last == .reloadRows([IndexPath(row: 0, section: 0)]))
        data.count = 4
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        guard case .invalid(let message) = table.updateLog.last else {
            Issue.record("Reloading rows cannot change the count; got \(table.updateLog)")
            return
        }
        #expect(message.contains("after the update (4)"))
        #expect(table.numberOfRows(inSection: 0) == 4, "After an invalid update the table follows the data")
    }
}
