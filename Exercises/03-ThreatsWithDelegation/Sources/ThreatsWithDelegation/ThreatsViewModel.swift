import Foundation
import ThreatKit

/// The threats screen's state and rules, without a single widget: pages, rows, loading, errors,
/// deleting and logging out.
///
/// Inputs are methods named for what happened; outputs are read-only properties named for what is
/// shown, each change announced to the ``delegate``. Row changes are announced precisely, as insertions
/// and deletions at indexes, so the table never has to reload wholesale.
///
/// Today it declares its inputs and outputs and does nothing: build it, task by task (README.md).
/// `ThreatsViewModelDelegate.swift` says what to announce; `ThreatsViewController.swift` shows what the
/// screen does with each announcement.
@MainActor
final class ThreatsViewModel {
    /// Hears every change.
    ///
    /// Weak, as delegates are: the view controller owns this view model.
    weak var delegate: (any ThreatsViewModelDelegate)?

    // MARK: Outputs

    // TODO(03.1): announce every change of the three outputs below to the delegate, from a `didSet`:
    // isLoading → didChangeLoading:, isLoadMoreVisible → didChangeLoadMoreVisible:, message → didUpdateMessage:.
    // TODO(03.4): the same for isLoadMoreEnabled → didChangeLoadMoreEnabled:.

    /// How many rows to show.
    var numberOfRows: Int { threats.count }

    /// Whether a page is loading (the activity indicator).
    private(set) var isLoading = false
    /// Whether Load More shows: once the first page is in, while more pages exist.
    private(set) var isLoadMoreVisible = false
    /// Whether Load More can be tapped: not while a page is loading.
    private(set) var isLoadMoreEnabled = true
    /// `No threats nearby.` when there is nothing to show and nothing more to load; empty otherwise.
    private(set) var message = ""

    /// What the row at `index` shows.
    func cellViewModel(at index: Int) -> ThreatCellViewModel {
        ThreatCellViewModel(threat: threats[index])
    }

    // MARK: State

    private let threatService: ThreatService
    /// The rows, top first: the table reads them through ``numberOfRows`` and ``cellViewModel(at:)``.
    private var threats: [Threat] = []
    // TODO(03.1): keep where the next page starts (a `ThreatPage.Cursor?`), whether the first page came in,
    // and the request in flight (`(any Cancellable)?`).
    // TODO(03.5): keep the page that failed, for Retry.

    /// Creates the view model of one threats screen.
    init(threatService: ThreatService) {
        self.threatService = threatService
    }

    // MARK: Inputs

    /// Call once, when the screen has loaded: starts loading the first page.
    func viewDidLoad() {
        // TODO(03.1): turn loading on and ask threatService.fetchThreats(from: .first) for the first page,
        // capturing self weakly. When it arrives: loading off; add its threats, *then* announce them with
        // didInsertRowsAt:; then show Load More while `page.next` exists, and the message.
    }

    /// Call when Load More is tapped.
    func loadMoreTapped() {
        // TODO(03.4): ask for the page at the last page's `next`, as viewDidLoad() asks for `.first`; nothing
        // while a page is loading or when there is no next page.
    }

    /// Call when Retry is tapped in the error alert: asks for the page that failed again.
    func retryTapped() {
        // TODO(03.5): ask again for the page that failed (announced with didFailWith:), if there is one.
    }

    /// Call when Cancel is tapped in the error alert.
    func cancelTapped() {
        // TODO(03.5): forget the page that failed.
    }

    /// Call when the row at `index` was swiped and deleted.
    func rowDeleted(at index: Int) {
        // TODO(03.3): ignore an index that is not a row. Remove the threat, tell threatService to dismiss it,
        // *then* announce didDeleteRowsAt: [index]; then update the message, as after a page.
    }

    /// The view model of the detail screen for the row at `index`.
    func detailViewModel(forRowAt index: Int) -> ThreatDetailViewModel {
        ThreatDetailViewModel(threat: threats[index])
    }

    /// Call when Log Out is tapped: drops the page in flight, so a late answer changes nothing.
    func logoutTapped() {
        // TODO(03.5): cancel the request in flight, forget it, and turn loading off.
    }
}
