import Foundation
import Observation
import ThreatKit

/// The threats screen's state and rules, without a single widget: pages, rows, loading, errors,
/// deleting and logging out.
///
/// Inputs are methods named for what happened; outputs are observable properties, read-only outside.
/// Several outputs are computed from the stored state (the rows from the threats, Load More from the
/// next page): reading one inside `withObservationTracking` tracks what it is computed from.
@Observable
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
    /// The page that failed, asked for again by ``retryTapped()``.
    @ObservationIgnored private var failedPage: ThreatPage.Cursor?
    @ObservationIgnored private var pageRequest: (any Cancellable)?
    @ObservationIgnored private let threatService: ThreatService

    /// Creates the view model of one threats screen.
    init(threatService: ThreatService) {
        self.threatService = threatService
    }

    // MARK: Inputs

    /// Call once, when the screen has loaded: starts loading the first page.
    func viewDidLoad() {
        loadPage(from: .first)
    }

    /// Call when Load More is tapped.
    func loadMoreTapped() {
        guard let nextPage else { return }
        loadPage(from: nextPage)
    }

    /// Call when Retry is tapped in the error alert: asks for the page that failed again.
    func retryTapped() {
        errorMessage = nil
        guard let failedPage else { return }
        loadPage(from: failedPage)
    }

    /// Call when Cancel is tapped in the error alert.
    func cancelTapped() {
        errorMessage = nil
        failedPage = nil
    }

    /// Call when the row at `index` was swiped and deleted.
    func rowDeleted(at index: Int) {
        guard threats.indices.contains(index) else { return }
        let threat = threats.remove(at: index)
        threatService.dismissThreat(id: threat.id)
    }

    /// The view model of the detail screen for the row at `index`.
    func detailViewModel(forRowAt index: Int) -> ThreatDetailViewModel {
        ThreatDetailViewModel(threat: threats[index])
    }

    /// Call when Log Out is tapped: drops the page in flight, so a late answer changes nothing.
    func logoutTapped() {
        pageRequest?.cancel()
        pageRequest = nil
        isLoading = false
    }

    // MARK: Loading

    private func loadPage(from cursor: ThreatPage.Cursor) {
        guard pageRequest == nil else { return }
        isLoading = true
        pageRequest = threatService.fetchThreats(from: cursor) { [weak self] result in
            self?.pageLoaded(result, from: cursor)
        }
    }

    private func pageLoaded(_ result: Result<ThreatPage, ThreatServiceError>, from cursor: ThreatPage.Cursor) {
        pageRequest = nil
        isLoading = false
        switch result {
        case .success(let page):
            threats += page.threats
            nextPage = page.next
            hasLoadedFirstPage = true
            failedPage = nil
        case .failure(let error):
            failedPage = cursor
            errorMessage = error.localizedDescription
        }
    }
}
