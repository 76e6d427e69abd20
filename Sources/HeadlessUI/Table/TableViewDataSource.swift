import Foundation

/// Tells a table what it holds: the headless twin of `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections; 1 unless implemented.
    func numberOfSections(in tableView: TableView) -> Int

    /// How many rows the section holds *now*.
    ///
    /// Keep it in step with row updates: after `insertRows` or `deleteRows`, the table checks
    /// UIKit's rule (rows after = rows before − deleted + inserted) against this answer.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

    /// The cell that shows a row; get it from `tableView.dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell

    /// Whether a row can be swiped to delete; `true` unless implemented.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Asks the data source to do an edit the user made, such as a swipe-to-delete: update the data,
    /// then tell the table with `deleteRows(at:with:)`. Does nothing unless implemented.
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// Every row can be edited.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Ignores the edit.
    public func tableView(
        _ tableView: TableView,
        commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}
}

extension TableViewCell {
    /// The kind of edit a person made to a row.
    public enum EditingStyle: Sendable {
        /// The row was swiped and "Delete" tapped.
        case delete
    }
}
