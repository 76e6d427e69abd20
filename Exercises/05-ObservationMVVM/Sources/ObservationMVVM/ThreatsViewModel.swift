import Foundation
import Observation
import ThreatKit

/// The threats screen's state and rules, without a single widget: pages, rows, loading, errors,
/// deleting and logging out.
///
/// Inputs are methods named for what happened; outputs are observable properties, read-only outside.
/// Several outputs are computed from the stored state (the rows from the threats, Load More from the
/// next page): reading one inside `withObservationTracking` tracks what it is computed from.
///
/// TODO(05.3): make it observable (`@Observable`), and mark `@ObservationIgnored` only what no screen reads,
/// directly or through a computed output (`rows`, `message` and Load More read `threats`, `nextPage` and
/// `hasLoadedFirstPage`, so those stay observed).
@MainActor
final class ThreatsViewModel {
    // MARK: Outputs

    /// Whether a page is loading (the activity indicator).
    private(set) var isLoading = false
    /// The description of the error that stopped a load, while the alert about it should show; `nil` otherwise.
    private(set) var errorMessage: String?

    /// Every row to show, nearest threat first.
    var rows: [ThreatCellViewModel] { threats.map(ThreatCellViewModel.init(threat:)) }
    /// Whether Load More shows: once the first page is in, while more pages exist.
    var isLoadMoreVisible: Bool { nextPage != nil }
    /// Whether Load More can be tapped: not while a page is loading.
    var isLoadMoreEnabled: Bool { !isLoading }
    /// `No threats nearby.` when there is nothing to show and nothing more to load; empty otherwise.
    var message: String { hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : "" }

    // MARK: State

    private var threats: [Threat] = []
    /// Where the next page starts; `nil` before the first page arrives and after the last one.
    private var nextPage: ThreatPage.Cursor?
    private var hasLoadedFirstPage = false
    private let threatService: ThreatService

    /// Creates the view model of one threats screen.
    init(threatService: ThreatService) {
        self.threatService = threatService
    }

    // MARK: Inputs

    /// Call once, when the screen has loaded: starts loading the first page.
    func viewDidLoad() {
        // TODO(05.3): load the first page from threatService (isLoading while it loads).
    }

    /// Call when Load More is tapped.
    func loadMoreTapped() {
        // TODO(05.3): load the next page, if there is one and none is loading.
    }

    /// Call when Retry is tapped in the error alert: asks for the page that failed again.
    func retryTapped() {
        // TODO(05.3): dismiss the alert (errorMessage), and load the page that failed again.
    }

    /// Call when Cancel is tapped in the error alert.
    func cancelTapped() {
        // TODO(05.3): dismiss the alert, and forget the page that failed.
    }

    /// Call when the row at `index` was swiped and deleted.
    func rowDeleted(at index: Int) {
        // TODO(05.3): remove the threat, if there is one at index, and tell threatService to dismiss it.
    }

    /// The view model of the detail screen for the row at `index`.
    func detailViewModel(forRowAt index: Int) -> ThreatDetailViewModel {
        ThreatDetailViewModel(threat: threats[index])
    }

    /// Call when Log Out is tapped: drops the page in flight, so a late answer changes nothing.
    func logoutTapped() {
        // TODO(05.3): cancel the page request in flight, and stop loading.
    }
}
