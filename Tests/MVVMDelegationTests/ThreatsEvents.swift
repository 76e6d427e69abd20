import TestSupport

@testable import MVVMDelegation

/// Records, in order, everything a threats view model announces to its delegate, and checks each row
/// announcement as a table would.
///
/// Like UIKit's table, it keeps its own count of rows and, at every insertion or deletion, asks the
/// view model how many rows there are now: an insertion announced before the rows were added, or with
/// the wrong indexes, is recorded in ``invalidUpdates`` (UIKit would have crashed with "Invalid update").
@MainActor
final class ThreatsEvents: ThreatsViewModelDelegate {
    /// One announcement.
    enum Event: Equatable {
        case insert([Int])
        case delete([Int])
        case loading(Bool)
        case loadMoreVisible(Bool)
        case loadMoreEnabled(Bool)
        case message(String)
        case failed(String)
    }

    /// Every announcement so far, oldest first.
    private(set) var events: [Event] = []
    /// The row announcements that broke UIKit's consistency rule, each explained.
    private(set) var invalidUpdates: [String] = []
    /// How many rows the table believes there are: the count at the start, changed by each announcement.
    private var rowCount: Int

    /// Starts recording what `viewModel` announces.
    init(_ viewModel: ThreatsViewModel) {
        rowCount = viewModel.numberOfRows
        viewModel.delegate = self
    }

    /// Only the row announcements, in order.
    var rowChanges: [Event] {
        events.filter {
            switch $0 {
            case .insert, .delete: true
            default: false
            }
        }
    }

    /// Every loading announcement, in order: `[true, false]` for one page that loaded.
    var loading: [Bool] { events.compactMap { if case .loading(let value) = $0 { value } else { nil } } }
    /// Every error message announced, in order.
    var failures: [String] { events.compactMap { if case .failed(let text) = $0 { text } else { nil } } }
    /// The last visibility of Load More announced; `nil` if none was.
    var loadMoreVisible: Bool? {
        events.compactMap { if case .loadMoreVisible(let value) = $0 { value } else { nil } }.last
    }
    /// The last state of Load More announced (enabled or not); `nil` if none was.
    var loadMoreEnabled: Bool? {
        events.compactMap { if case .loadMoreEnabled(let value) = $0 { value } else { nil } }.last
    }
    /// The message a listening screen shows: the last one announced, or the starting empty one.
    var message: String {
        events.compactMap { if case .message(let text) = $0 { text } else { nil } }.last ?? ""
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didInsertRowsAt rows: [Int]) {
        events.append(.insert(rows))
        check(viewModel, "insert", rows, expected: rowCount + rows.count, validIndexes: 0..<viewModel.numberOfRows)
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didDeleteRowsAt rows: [Int]) {
        events.append(.delete(rows))
        check(viewModel, "delete", rows, expected: rowCount - rows.count, validIndexes: 0..<rowCount)
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoading isLoading: Bool) {
        events.append(.loading(isLoading))
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoadMoreVisible isVisible: Bool) {
        events.append(.loadMoreVisible(isVisible))
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoadMoreEnabled isEnabled: Bool) {
        events.append(.loadMoreEnabled(isEnabled))
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didUpdateMessage message: String) {
        events.append(.message(message))
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didFailWith errorMessage: String) {
        events.append(.failed(errorMessage))
    }

    /// UIKit's rule: rows after = rows before ± rows announced, at indexes that exist, each once.
    private func check(
        _ viewModel: ThreatsViewModel, _ verb: String, _ rows: [Int], expected: Int, validIndexes: Range<Int>
    ) {
        let after = viewModel.numberOfRows
        if after != expected {
            invalidUpdates.append(
                "\(verb) \(rows): numberOfRows was \(after) when announced, but \(rowCount) before "
                    + "\(verb == "insert" ? "+" : "−") \(rows.count) is \(expected): announce after changing the rows"
            )
        } else if let row = rows.first(where: { !validIndexes.contains($0) }) ?? rows.firstRepeated {
            invalidUpdates.append("\(verb) \(rows): row \(row) is out of range or announced twice")
        }
        rowCount = after
    }
}

extension ThreatsEvents.Event: CustomStringConvertible, CustomDebugStringConvertible {
    /// The announcement in the lesson's words, such as `insert(rows 0..<10)` or `loading(true)`, so that
    /// a failed expectation lists events as the README does, without the test module's name.
    var description: String {
        switch self {
        case .insert(let rows): "insert(\(Self.describe(rows)))"
        case .delete(let rows): "delete(\(Self.describe(rows)))"
        case .loading(let isLoading): "loading(\(isLoading))"
        case .loadMoreVisible(let isVisible): "loadMoreVisible(\(isVisible))"
        case .loadMoreEnabled(let isEnabled): "loadMoreEnabled(\(isEnabled))"
        case .message(let text): "message(\"\(text)\")"
        case .failed(let text): "failed(\"\(text)\")"
        }
    }

    /// The same as ``description``: arrays of events print their elements with it.
    var debugDescription: String { description }

    /// `row 3`, `rows 0..<10` for a run in order, else `rows [4, 2]`.
    private static func describe(_ rows: [Int]) -> String {
        if rows.count == 1 { return "row \(rows[0])" }
        if let first = rows.first, rows.count > 1, rows == Array(first..<first + rows.count) {
            return "rows \(first)..<\(first + rows.count)"
        }
        return "rows \(rows)"
    }
}

extension Array where Element: Hashable {
    /// The first element that appears a second time, or `nil`.
    fileprivate var firstRepeated: Element? {
        var seen: Set<Element> = []
        return first { !seen.insert($0).inserted }
    }
}

/// Creates a threats view model on `test`'s services, as its screen does, with a recorder as its delegate.
@MainActor
func makeThreatsViewModel(_ test: TestEnvironment) -> (ThreatsViewModel, ThreatsEvents) {
    let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
    return (viewModel, ThreatsEvents(viewModel))
}

/// A threats view model whose screen has loaded, 1 s later: the first page has had time to arrive.
@MainActor
func loadedThreatsViewModel(_ test: TestEnvironment) -> (ThreatsViewModel, ThreatsEvents) {
    let (viewModel, delegate) = makeThreatsViewModel(test)
    viewModel.viewDidLoad()
    test.scheduler.advance(by: 1)
    return (viewModel, delegate)
}

/// The titles of the view model's rows, top first; reads only rows that exist.
@MainActor
func titles(_ viewModel: ThreatsViewModel) -> [String] {
    (0..<viewModel.numberOfRows).map { viewModel.cellViewModel(at: $0).title }
}
