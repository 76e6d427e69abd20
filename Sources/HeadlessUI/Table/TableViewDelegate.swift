import Foundation

/// Hears what a person does with a table's rows: the headless twin of `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// Tells the delegate that a row was tapped.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}
