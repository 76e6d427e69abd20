import Foundation
import ThreatKit

/// The threats screen's state and rules, without a single widget: pages, rows, loading, errors,
/// deleting and logging out.
///
/// Inputs are methods named for what happened; outputs are boxes named for what is shown. Rows are
/// state: ``rows`` always holds every row to show, and the view controller works out which rows were
/// inserted or deleted since it last looked.
@MainActor
final class ThreatsViewModel {
    // MARK: Outputs

    /// Every row to show, nearest threat first.
    ///
    /// Emits when a page arrives or a row is deleted.
    let rows = Box<[ThreatCellViewModel]>([])
    /// Whether a page is loading (the activity indicator).
    let isLoading = Box(false)
    /// Whether Load More shows: once the first page is in, while more pages exist.
    let isLoadMoreVisible = Box(false)
    /// Whether Load More can be tapped: not while a page is loading.
    let isLoadMoreEnabled = Box(true)
    /// `No threats nearby.` when there is nothing to show and nothing more to load; empty otherwise.
    let message = Box("")
    /// The description of the error that stopped a load, while the alert about it should show; `nil` otherwise.
    let errorMessage = Box<String?>(nil)

    // MARK: State

    private let threatService: ThreatService
    private var threats: [Threat] = []
    /// Where the next page starts; `nil` before the first page arrives and after the last one.
    private var nextPage: ThreatPage.Cursor?
    private var hasLoadedFirstPage = false
    /// The page that failed, asked for again by ``retryTapped()``.
    private var failedPage: ThreatPage.Cursor?
    private var pageRequest: (any Cancellable)?

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
        errorMessage.value = nil
        guard let failedPage else { return }
        loadPage(from: failedPage)
    }

    /// Call when Cancel is tapped in the error alert.
    func cancelTapped() {
        errorMessage.value = nil
        failedPage = nil
    }

    /// Call when the row at `index` was swiped and deleted.
    func rowDeleted(at index: Int) {
        guard threats.indices.contains(index) else { return }
        let threat = threats.remove(at: index)
        threatService.dismissThreat(id: threat.id)
        showRows()
    }

    /// The view model of the detail screen for the row at `index`.
    func detailViewModel(forRowAt index: Int) -> ThreatDetailViewModel {
        ThreatDetailViewModel(threat: threats[index])
    }

    /// Call when Log Out is tapped: drops the page in flight, so a late answer changes nothing.
    func logoutTapped() {
        pageRequest?.cancel()
        pageRequest = nil
        setLoading(false)
    }

    // MARK: Loading

    private func loadPage(from cursor: ThreatPage.Cursor) {
        guard pageRequest == nil else { return }
        setLoading(true)
        pageRequest = threatService.fetchThreats(from: cursor) { [weak self] result in
            self?.pageLoaded(result, from: cursor)
        }
    }

    private func pageLoaded(_ result: Result<ThreatPage, ThreatServiceError>, from cursor: ThreatPage.Cursor) {
        pageRequest = nil
        setLoading(false)
        switch result {
        case .success(let page):
            threats += page.threats
            nextPage = page.next
            hasLoadedFirstPage = true
            failedPage = nil
            showRows()
        case .failure(let error):
            failedPage = cursor
            errorMessage.value = error.localizedDescription
        }
    }

    private func setLoading(_ loading: Bool) {
        isLoading.value = loading
        isLoadMoreEnabled.value = !loading
    }

    private func showRows() {
        rows.value = threats.map(ThreatCellViewModel.init(threat:))
        isLoadMoreVisible.value = nextPage != nil
        message.value = hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : ""
    }
}
