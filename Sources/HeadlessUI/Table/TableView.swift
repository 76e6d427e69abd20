import Foundation

/// A scrolling list of rows, fed by a data source: the headless twin of `UITableView`.
///
/// The table keeps its own idea of how many rows each section has, as UIKit's does, and checks
/// every `insertRows`/`deleteRows` against UIKit's consistency rule:
///
///     rows after the update = rows before − rows deleted + rows inserted
///
/// where "rows after" is the data source's answer once the update is announced. Announcing an update
/// the data does not match is the classic "Invalid update" crash of UIKit; here it is recorded in
/// ``updateLog`` as ``TableUpdate/invalid(_:)`` with UIKit's explanation, so a test fails with it.
@MainActor
open class TableView: View {
    /// How an update is animated; kept for UIKit's shape, there being nothing to animate.
    public enum RowAnimation: Sendable {
        /// Let the table choose.
        case automatic
        /// Fade rows in or out.
        case fade
        /// Change rows at once.
        case none
    }

    /// Says what the table holds.
    ///
    /// Held weakly, as in UIKit.
    public weak var dataSource: (any TableViewDataSource)?

    /// Hears row selections.
    ///
    /// Held weakly, as in UIKit.
    public weak var delegate: (any TableViewDelegate)?

    /// Every reload and row update so far, oldest first; tests read it to check, for example,
    /// that paging inserts rows instead of reloading everything.
    public private(set) var updateLog: [TableUpdate] = []

    /// Rows per section as the table believes them; `nil` until it first asks the data source.
    private var rowCounts: [Int]?
    private var displayedCells: [TableViewCell] = []
    private var reusableCells: [String: [TableViewCell]] = [:]

    /// Creates an empty table.
    public init(identifier: String? = nil) {
        super.init()
        accessibilityIdentifier = identifier
    }

    // MARK: - Counting

    /// How many sections the table shows.
    public var numberOfSections: Int { loadedRowCounts().count }

    /// How many rows the table shows in `section` (0 for a section it does not have).
    public func numberOfRows(inSection section: Int) -> Int {
        let counts = loadedRowCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// How many rows the table shows in all sections.
    public var totalNumberOfRows: Int { loadedRowCounts().reduce(0, +) }

    // MARK: - Updates

    /// Forgets what it showed and asks the data source for everything again.
    public func reloadData() {
        let counts = currentDataSourceCounts()
        rowCounts = counts
        updateLog.append(.reloadData(rowCount: counts.reduce(0, +)))
    }

    /// Announces rows added to the data; the data source must already include them.
    /// - Parameters:
    ///   - indexPaths: Where the new rows are, counted in the data *after* the update.
    ///   - animation: Kept for UIKit's shape; ignored.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(inserted: indexPaths, deleted: [], entry: .insertRows(indexPaths))
    }

    /// Announces rows removed from the data; the data source must already be without them.
    /// - Parameters:
    ///   - indexPaths: Where the rows were, counted in the data *before* the update.
    ///   - animation: Kept for UIKit's shape; ignored.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(inserted: [], deleted: indexPaths, entry: .deleteRows(indexPaths))
    }

    /// Announces rows whose contents changed; the number of rows must stay the same.
    /// - Parameters:
    ///   - indexPaths: The rows that changed.
    ///   - animation: Kept for UIKit's shape; ignored.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        let before = loadedRowCounts()
        let problem =
            Self.problem(before: before, after: currentDataSourceCounts(), inserted: [], deleted: [])
            ?? indexPaths.lazy.compactMap { Self.outOfRange($0, in: before, verb: "reload", when: "before") }.first
        if let problem {
            record(problem)
            rowCounts = nil
        } else {
            updateLog.append(.reloadRows(indexPaths))
        }
    }

    private func applyUpdate(inserted: [IndexPath], deleted: [IndexPath], entry: TableUpdate) {
        let before = loadedRowCounts()
        let after = currentDataSourceCounts()
        if let problem = Self.problem(before: before, after: after, inserted: inserted, deleted: deleted) {
            record(problem)
            // UIKit would have crashed. Forget the counts instead, so the table asks its data source again
            // when next needed and keeps showing what the data holds (a test can then print the screen).
            rowCounts = nil
        } else {
            rowCounts = after
            updateLog.append(entry)
        }
    }

    private func record(_ problem: String) {
        updateLog.append(.invalid("Invalid update: " + problem))
    }

    /// UIKit's rule, with UIKit's words for each way of breaking it; `nil` when the update is consistent.
    ///
    /// Counts are checked before index paths: an update whose data was not changed is best explained
    /// by the numbers ("3 rows after, 3 before, 1 inserted"), the message every iOS developer has met.
    private static func problem(before: [Int], after: [Int], inserted: [IndexPath], deleted: [IndexPath]) -> String? {
        if before.count != after.count {
            return "invalid number of sections. The number of sections contained in the table view after the update "
                + "(\(after.count)) must be equal to the number of sections contained in the table view before the "
                + "update (\(before.count))."
        }
        for section in before.indices {
            let insertedHere = inserted.count(where: { $0.section == section })
            let deletedHere = deleted.count(where: { $0.section == section })
            if after[section] != before[section] - deletedHere + insertedHere {
                return "invalid number of rows in section \(section). The number of rows contained in an existing "
                    + "section after the update (\(after[section])) must be equal to the number of rows contained "
                    + "in that section before the update (\(before[section])), plus or minus the number of rows "
                    + "inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted)."
            }
        }
        if let problem = deleted.lazy.compactMap({ outOfRange($0, in: before, verb: "delete", when: "before") }).first {
            return problem
        }
        if let problem = inserted.lazy.compactMap({ outOfRange($0, in: after, verb: "insert", when: "after") }).first {
            return problem
        }
        if let repeated = firstRepeated(deleted) {
            return "attempt to delete row \(repeated.row) from section \(repeated.section) more than once"
        }
        if let repeated = firstRepeated(inserted) {
            return "attempt to insert row \(repeated.row) into section \(repeated.section) more than once"
        }
        return nil
    }

    private static func outOfRange(_ path: IndexPath, in counts: [Int], verb: String, when: String) -> String? {
        guard counts.indices.contains(path.section) else {
            return "attempt to \(verb) row \(path.row) in section \(path.section), but there are only "
                + "\(counts.count) sections \(when) the update"
        }
        guard path.row >= 0, path.row < counts[path.section] else {
            return "attempt to \(verb) row \(path.row) in section \(path.section), which contains only "
                + "\(counts[path.section]) rows \(when) the update"
        }
        return nil
    }

    private static func firstRepeated(_ paths: [IndexPath]) -> IndexPath? {
        var seen: Set<IndexPath> = []
        return paths.first { !seen.insert($0).inserted }
    }

    private func loadedRowCounts() -> [Int] {
        if let rowCounts { return rowCounts }
        // Like UIKit, the table asks its data source the first time it needs to know.
        let counts = currentDataSourceCounts()
        rowCounts = counts
        return counts
    }

    private func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.tableView(self, numberOfRowsInSection: $0)
        }
    }

    // MARK: - Cells

    /// A cell to fill in for a row: one the table no longer shows, or a new one.
    /// - Parameters:
    ///   - identifier: The kind of cell; cells are only reused for the same identifier.
    ///   - indexPath: The row the cell is for (kept for UIKit's shape).
    /// - Returns: A cell with empty labels.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return TableViewCell(reuseIdentifier: identifier)
    }

    /// The cells of every row the table shows, asked afresh from the data source, section by section.
    ///
    /// A headless table has no scrolling, so every row is "visible". Cells shown before go back to the
    /// reuse pool first, as cells scrolled off screen do.
    public var visibleCells: [TableViewCell] {
        for cell in displayedCells {
            reusableCells[cell.reuseIdentifier ?? "", default: []].append(cell)
        }
        guard let dataSource else { return [] }
        let counts = loadedRowCounts()
        displayedCells = counts.indices.flatMap { section in
            (0..<counts[section]).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section)) }
        }
        return displayedCells
    }

    // MARK: - What a person does

    /// Does what a tap on a row does: tells the delegate the row was selected.
    /// - Returns: Whether the row exists and the tap was delivered.
    @discardableResult
    public func simulateSelectingRow(at indexPath: IndexPath) -> Bool {
        guard isVisible, contains(indexPath) else { return false }
        delegate?.tableView(self, didSelectRowAt: indexPath)
        return true
    }

    /// Does what a swipe and a tap on "Delete" do: asks the data source to commit the deletion.
    /// - Returns: Whether the row exists and can be edited, so the deletion was asked for.
    @discardableResult
    public func simulateSwipeToDelete(at indexPath: IndexPath) -> Bool {
        guard isVisible, contains(indexPath), let dataSource,
            dataSource.tableView(self, canEditRowAt: indexPath)
        else { return false }
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }

    private func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.row >= 0 && indexPath.row < numberOfRows(inSection: indexPath.section)
    }
}
