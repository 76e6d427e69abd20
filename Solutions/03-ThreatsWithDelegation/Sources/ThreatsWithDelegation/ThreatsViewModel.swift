import Foundation
import ThreatKit

/// The threats screen's state and rules, without a single widget: pages, rows, loading, errors,
/// deleting and logging out.
///
/// Inputs are methods named for what happened; outputs are read-only properties named for what is
/// shown, each change announced to the ``delegate``. Row changes are announced precisely, as insertions
/// and deletions at indexes, so the table never has to reload wholesale.
@MainActor
final class ThreatsViewModel {
    /// Hears every change.
    ///
    /// Weak, as delegates are: the view controller owns this view model.
    weak var delegate: (any ThreatsViewModelDelegate)?

    // MARK: Outputs

    /// How many rows to show.
    var numberOfRows: Int { threats.count }

    /// Whether a page is loading (the activity indicator).
    private(set) var isLoading = false {
        didSet { delegate?.threatsViewModel(self, didChangeLoading: isLoading) }
    }
    /// Whether Load More shows: once the first page is in, while more pages exist.
    private(set) var isLoadMoreVisible = false {
        didSet { delegate?.threatsViewModel(self, didChangeLoadMoreVisible: isLoadMoreVisible) }
    }
    /// Whether Load More can be tapped: not while a page is loading.
    private(set) var isLoadMoreEnabled = true {
        didSet { delegate?.threatsViewModel(self, didChangeLoadMoreEnabled: isLoadMoreEnabled) }
    }
    /// `No threats nearby.` when there is nothing to show and nothing more to load; empty otherwise.
    private(set) var message = "" {
        didSet { delegate?.threatsViewModel(self, didUpdateMessage: message) }
    }

    /// What the row at `index` shows.
    func cellViewModel(at index: Int) -> ThreatCellViewModel {
        ThreatCellViewModel(threat: threats[index])
    }

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
        guard let failedPage else { return }
        loadPage(from: failedPage)
    }

    /// Call when Cancel is tapped in the error alert.
    func cancelTapped() {
        failedPage = nil
    }

    /// Call when the row at `index` was swiped and deleted.
    func rowDeleted(at index: Int) {
        guard threats.indices.contains(index) else { return }
        let threat = threats.remove(at: index)
        threatService.dismissThreat(id: threat.id)
        delegate?.threatsViewModel(self, didDeleteRowsAt: [index])
        updateFooter()
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
            let firstNewRow = threats.count
            threats += page.threats
            nextPage = page.next
            hasLoadedFirstPage = true
            failedPage = nil
            if threats.count > firstNewRow {
                delegate?.threatsViewModel(self, didInsertRowsAt: Array(firstNewRow..<threats.count))
            }
            updateFooter()
        case .failure(let error):
            failedPage = cursor
            delegate?.threatsViewModel(self, didFailWith: error.localizedDescription)
        }
    }

    private func setLoading(_ loading: Bool) {
        isLoading = loading
        isLoadMoreEnabled = !loading
    }

    private func updateFooter() {
        isLoadMoreVisible = nextPage != nil
        message = hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : ""
    }
}
