import Foundation
import Observation
import ThreatKit

extension ThreatsView {
    /// The threats screen's state and rules, without a single view: pages, rows, loading, errors,
    /// deleting and logging out.
    ///
    /// Nested in its view and owned by it (`@State`). Inputs are methods named for what happened; outputs
    /// are observable properties, read-only outside, several computed from the stored state.
    ///
    /// Today every rule still lives in `ThreatsView`: move them here (README.md, task 08.3).
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
        var rows: [ThreatCellViewModel] {
            // TODO(08.3): a row per threat loaded, in order.
            []
        }
        /// Whether Load More shows: once the first page is in, while more pages exist.
        var isLoadMoreVisible: Bool {
            // TODO(08.3): while there is a next page.
            false
        }
        /// Whether Load More can be tapped: not while a page is loading.
        var isLoadMoreEnabled: Bool {
            // TODO(08.3): not while a page is loading.
            true
        }
        /// `No threats nearby.` when there is nothing to show and nothing more to load; empty otherwise.
        var message: String {
            // TODO(08.3): once the first page is in, with no threat and no next page.
            ""
        }

        // MARK: State

        @ObservationIgnored private let threatService: ThreatService

        /// Creates the view model of one threats screen.
        ///
        /// It starts nothing: a parent that makes its view again makes a view model that SwiftUI drops
        /// (README.md, task 08.4).
        init(threatService: ThreatService) {
            self.threatService = threatService
        }

        // MARK: Inputs

        /// Call from the view's `.task`: loads the first page, unless it is in.
        func loadFirstPage() async {
            // TODO(08.3): await the first page from threatService, and show it or its error.
        }

        /// Call when Load More is tapped.
        func loadMoreTapped() {
            // TODO(08.3): load the next page in a Task the view model keeps; not while one loads.
        }

        /// Call when Retry is tapped in the error alert: asks for the page that failed again.
        func retryTapped() {
            // TODO(08.3): clear the error, and ask for the page that failed again.
        }

        /// Call when Cancel is tapped in the error alert.
        func cancelTapped() {
            // TODO(08.3): clear the error; nothing is asked for.
        }

        /// Call when rows were swiped and deleted, with their offsets (`.onDelete` gives them).
        func rowsDeleted(at offsets: IndexSet) {
            // TODO(08.3): remove those threats, and tell threatService, so they stay dismissed.
        }

        /// The view model of the detail screen for `row`, or `nil` if its threat is gone.
        func detailViewModel(for row: ThreatCellViewModel) -> ThreatDetailViewModel? {
            // TODO(08.3): the detail of the row's threat.
            nil
        }

        /// Call when Log Out is tapped: cancels the page in flight, so no late answer changes anything.
        func logoutTapped() {
            // TODO(08.3): cancel the page in flight; from now on no answer changes anything.
        }
    }
}
