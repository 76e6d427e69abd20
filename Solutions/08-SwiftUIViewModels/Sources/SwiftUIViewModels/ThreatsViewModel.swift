import Foundation
import Observation
import ThreatKit

extension ThreatsView {
    /// The threats screen's state and rules, without a single view: pages, rows, loading, errors,
    /// deleting and logging out.
    ///
    /// Nested in its view and owned by it (`@State`). Inputs are methods named for what happened; outputs
    /// are observable properties, read-only outside, several computed from the stored state (the rows from
    /// the threats, Load More from the next page): a `body` that reads one tracks what it is computed from.
    /// The first page loads in the view's `.task`; a page asked for by Load More or Retry in a `Task` of the
    /// view model's own, which logging out cancels.
    @Observable
    @MainActor
    final class ViewModel {
        // MARK: Outputs

        /// Whether a page is loading (the activity indicator).
        private(set) var isLoading = false
        /// The description of the error that stopped a load, while the alert about it should show; `nil`
        /// otherwise.
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
        /// The page Load More or Retry asked for, while it loads; `nil` otherwise.
        @ObservationIgnored private var pageLoad: Task<Void, Never>?
        /// Whether Log Out was tapped: from then on, no answer changes anything.
        @ObservationIgnored private var hasLoggedOut = false
        @ObservationIgnored private let threatService: ThreatService

        /// Creates the view model of one threats screen.
        ///
        /// It does nothing until asked: a parent that makes its view again makes a view model that SwiftUI
        /// drops, so making one must cost nothing.
        init(threatService: ThreatService) {
            self.threatService = threatService
        }

        isolated deinit {
            pageLoad?.cancel()
        }

        // MARK: Inputs

        /// Call from the view's `.task`: loads the first page, unless it is in.
        ///
        /// SwiftUI cancels the task as the screen goes, and a cancelled load changes nothing.
        func loadFirstPage() async {
            guard !hasLoadedFirstPage else { return }
            await loadPage(from: .first)
        }

        /// Call when Load More is tapped.
        func loadMoreTapped() {
            guard let nextPage else { return }
            startLoading(from: nextPage)
        }

        /// Call when Retry is tapped in the error alert: asks for the page that failed again.
        func retryTapped() {
            errorMessage = nil
            guard let failedPage else { return }
            startLoading(from: failedPage)
        }

        /// Call when Cancel is tapped in the error alert.
        func cancelTapped() {
            errorMessage = nil
            failedPage = nil
        }

        /// Call when rows were swiped and deleted, with their offsets (`.onDelete` gives them).
        func rowsDeleted(at offsets: IndexSet) {
            for index in offsets.sorted(by: >) where threats.indices.contains(index) {
                let threat = threats.remove(at: index)
                threatService.dismissThreat(id: threat.id)
            }
        }

        /// The view model of the detail screen for `row`, or `nil` if its threat is gone.
        func detailViewModel(for row: ThreatCellViewModel) -> ThreatDetailViewModel? {
            threats.first { $0.id == row.id }.map(ThreatDetailViewModel.init(threat:))
        }

        /// Call when Log Out is tapped: cancels the page in flight, so no late answer changes anything.
        ///
        /// SwiftUI cancels the view's task only as the screen goes, a moment later; a page already on its way
        /// to the main actor changes nothing all the same.
        func logoutTapped() {
            hasLoggedOut = true
            pageLoad?.cancel()
            pageLoad = nil
            isLoading = false
        }

        // MARK: Loading

        private func startLoading(from cursor: ThreatPage.Cursor) {
            guard !isLoading, !hasLoggedOut else { return }
            isLoading = true
            let threatService = threatService
            // Immediate: the request goes out now, not a turn of the main actor later. Weak, and not held
            // during the wait: a view model let go while a page loads goes, and its deinit cancels the task.
            pageLoad = Task.immediate { [weak self] in
                let answer = await Self.page(from: cursor, of: threatService)
                self?.pageAnswered(answer, from: cursor)
            }
        }

        private func loadPage(from cursor: ThreatPage.Cursor) async {
            guard !isLoading, !hasLoggedOut else { return }
            isLoading = true
            pageAnswered(await Self.page(from: cursor, of: threatService), from: cursor)
        }

        /// The service's answer for the page at `cursor`: the page, or why there is none.
        private static func page(from cursor: ThreatPage.Cursor, of threatService: ThreatService) async -> Result<
            ThreatPage, RequestError<ThreatServiceError>
        > {
            do throws(RequestError<ThreatServiceError>) {
                return .success(try await threatService.threats(from: cursor))
            } catch {
                return .failure(error)
            }
        }

        private func pageAnswered(
            _ answer: Result<ThreatPage, RequestError<ThreatServiceError>>, from cursor: ThreatPage.Cursor
        ) {
            guard !hasLoggedOut else { return }
            switch answer {
            case .success(let page): pageLoaded(page)
            case .failure(.failed(let failure)): pageFailed(failure, from: cursor)
            case .failure(.cancelled): isLoading = false  // The screen went: its next appearance asks again.
            }
        }

        private func pageLoaded(_ page: ThreatPage) {
            pageLoad = nil
            isLoading = false
            threats += page.threats
            nextPage = page.next
            hasLoadedFirstPage = true
            failedPage = nil
        }

        private func pageFailed(_ error: ThreatServiceError, from cursor: ThreatPage.Cursor) {
            pageLoad = nil
            isLoading = false
            failedPage = cursor
            errorMessage = error.localizedDescription
        }
    }
}
