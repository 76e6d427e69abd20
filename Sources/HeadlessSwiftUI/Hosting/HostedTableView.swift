import Foundation
import HeadlessUI

/// The HeadlessUI table a ``List`` is drawn as: it is its own data source and delegate, over the rows the
/// list's views describe.
final class HostedTableView: TableView, TableViewDataSource, TableViewDelegate {
    /// One row: its identity, its texts, and what a tap and a swipe to delete do.
    struct Row {
        let id: String
        let title: String?
        let detail: String?
        let select: (@MainActor () -> Void)?
        let delete: (@MainActor () -> Void)?
    }

    private var rows: [Row] = []
    private var hasShownRows = false

    init() {
        super.init()
        dataSource = self
        delegate = self
    }

    /// Shows `rows`, telling the table as UIKit would: rows gone are deleted, rows added at the end
    /// inserted, the same rows left alone (their cells are asked for again), anything else reloaded.
    func show(_ rows: [Row]) {
        let old = self.rows.map(\.id)
        let new = rows.map(\.id)
        self.rows = rows
        guard hasShownRows else {
            hasShownRows = true
            return reloadData()
        }
        guard old != new else { return }
        let newIDs = Set(new)
        let kept = old.filter(newIDs.contains)
        if kept == new {
            let gone = old.indices.filter { !newIDs.contains(old[$0]) }.map { IndexPath(row: $0, section: 0) }
            deleteRows(at: gone, with: .automatic)
        } else if Array(new.prefix(old.count)) == old {
            insertRows(at: (old.count..<new.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        } else {
            reloadData()
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let row = rows[indexPath.row]
        cell.textLabel.text = row.title
        cell.detailTextLabel.text = row.detail
        return cell
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        rows[indexPath.row].delete != nil
    }

    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        rows[indexPath.row].delete?()
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        rows[indexPath.row].select?()
    }
}
