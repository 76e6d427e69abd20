import Foundation

/// One change a table was told about, as its ``TableView/updateLog`` records it.
public enum TableUpdate: Equatable, Sendable, CustomStringConvertible {
    /// `reloadData()`: everything was asked again; the table then held `rowCount` rows in all.
    case reloadData(rowCount: Int)
    /// `insertRows(at:with:)` with these index paths.
    case insertRows([IndexPath])
    /// `deleteRows(at:with:)` with these index paths.
    case deleteRows([IndexPath])
    /// `reloadRows(at:with:)` with these index paths.
    case reloadRows([IndexPath])
    /// An update that broke UIKit's consistency rule, with UIKit's own explanation. UIKit would
    /// have crashed with `NSInternalInconsistencyException`; the headless table records it, asks its
    /// data source afresh from then on, and goes on, so a test can report it.
    case invalid(String)

    /// `insert rows 10–19`, `delete row 3`, `reload (25 rows)`, or the invalid update's explanation.
    public var description: String {
        switch self {
        case .reloadData(let rowCount): "reload (\(rowCount) rows)"
        case .insertRows(let paths): "insert \(Self.rows(paths))"
        case .deleteRows(let paths): "delete \(Self.rows(paths))"
        case .reloadRows(let paths): "reload \(Self.rows(paths))"
        case .invalid(let message): message
        }
    }

    private static func rows(_ paths: [IndexPath]) -> String {
        let rows = paths.map(\.row).sorted()
        if rows.count == 1 { return "row \(rows[0])" }
        if let first = rows.first, let last = rows.last, rows == Array(first...last) {
            return "rows \(first)–\(last)"
        }
        return "rows " + rows.map(String.init).joined(separator: ", ")
    }
}
