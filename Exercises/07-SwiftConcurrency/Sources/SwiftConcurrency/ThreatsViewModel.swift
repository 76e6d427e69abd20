import Foundation
import ThreatKit

/// The threats screen's state and rules, without a single widget: pages, rows, loading, errors,
/// deleting and logging out.
///
/// Inputs are methods named for what happened; outputs are ``Output``s named for what is shown. Rows are
/// state: ``rows`` always sends every row to show, and the view controller works out which rows were
/// inserted or deleted since it last looked. A page in flight is a `Task`; logging out cancels it.
@MainActor
final class ThreatsViewModel {
    // MARK: Outputs

    /// Every row to show, nearest threat first.
    ///
    /// Emits when a page arrives or a row is deleted.
    let rows = Output<[ThreatCellViewModel]>([])
    /// Whether a page is loading (the activity indicator).
    let isLoading = Output(false)
    /// Whether Load More shows: once the first page is in, while more pages exist.
    let isLoadMoreVisible = Output(false)
    /// Whether Load More can be tapped: not while a page is loading.
    let isLoadMoreEnabled = Output(true)
    /// `No threats nearby.` when there is nothing to show and nothing more to load; empty otherwise.
    let message = Output("")
    /// The description of the error that stopped a load, while the alert about it should show; `nil` otherwise.
    let errorMessage = Output<String?>(nil)

    // MARK: State

    private let threatService: ThreatService
    private var threats: [Threat] = []
    /// Where the next page starts; `nil` before the first page arrives and after the last one.
    private var nextPage: ThreatPage.Cursor?
    private var hasLoadedFirstPage = false
    /// The page that failed, asked for again by ``retryTapped()``.
    private var failedPage: ThreatPage.Cursor?
    /// The page in flight; `nil` when none is.
    private var pageLoad: Task<Void, Never>?

    /// Creates the view model of one threats screen.
    init(threatService: ThreatService) {
        self.threatService = threatService
    }

    isolated deinit {
        pageLoad?.cancel()
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
        errorMessage.send(nil)
        guard let failedPage else { return }
        loadPage(from: failedPage)
    }

    /// Call when Cancel is tapped in the error alert.
    func cancelTapped() {
        errorMessage.send(nil)
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

    /// Call when Log Out is tapped: cancels the page in flight, so no late answer changes anything.
    func logoutTapped() {
        // TODO(07.3): cancel `pageLoad` (and forget it), so that the page in flight never arrives.
        setLoading(false)
    }

    // MARK: Loading

    private func loadPage(from cursor: ThreatPage.Cursor) {
        // TODO(07.3): one page at a time: a tap while one is in flight sends nothing.
        setLoading(true)
        // TODO(07.3): in a task kept in `pageLoad`, `try await threatService.threats(from: cursor)`, then
        // `pageLoaded(_:)`; as in 07.1, switch over the caught error: `case .failed(let failure)`,
        // `pageFailed(failure, from: cursor)`; `.cancelled`, nothing.
    }

    private func pageLoaded(_ page: ThreatPage) {
        pageLoad = nil
        setLoading(false)
        threats += page.threats
        nextPage = page.next
        hasLoadedFirstPage = true
        failedPage = nil
        showRows()
    }

    private func pageFailed(_ error: ThreatServiceError, from cursor: ThreatPage.Cursor) {
        pageLoad = nil
        setLoading(false)
        failedPage = cursor
        errorMessage.send(error.localizedDescription)
    }

    private func setLoading(_ loading: Bool) {
        isLoading.send(loading)
        isLoadMoreEnabled.send(!loading)
    }

    private func showRows() {
        rows.send(threats.map(ThreatCellViewModel.init(threat:)))
        isLoadMoreVisible.send(nextPage != nil)
        message.send(hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : "")
    }
}
