import Foundation
import HeadlessSwiftUI
import ThreatKit

/// The threats list, as many SwiftUI screens start: a view that does everything.
///
/// Its `@State` properties hold the threats, the next page, the error and the page in flight, and its
/// helper methods call the threat service, page, retry, delete and log out. It works; but none of it can
/// be tested without the view.
///
/// TODO(08.4): once `ViewModel` holds the state and the rules (08.3), this view is made with its view
/// model (`init(viewModel:onLogOut:)`, kept in `@State`), keeps besides it only the detail that is up,
/// reads the view model's outputs in `body`, and hands every event to an input method.
struct ThreatsView: View {
    private let threatService: ThreatService
    @State private var threats: [Threat] = []
    /// Where the next page starts; `nil` before the first page arrives and after the last one.
    @State private var nextPage: ThreatPage.Cursor?
    @State private var hasLoadedFirstPage = false
    @State private var isLoading = false
    @State private var errorMessage: String?
    /// The page that failed, asked for again by Retry.
    @State private var failedPage: ThreatPage.Cursor?
    /// The page Load More or Retry asked for, while it loads.
    @State private var pageLoad: Task<Void, Never>?
    @State private var hasLoggedOut = false
    /// The detail shown over the list; `nil` while the list is on top.
    @State private var selectedThreat: ThreatDetailViewModel?
    private let onLogOut: @MainActor () -> Void

    /// The threats screen of `threatService`'s threats; `onLogOut` takes the person back to sign in.
    init(threatService: ThreatService, onLogOut: @escaping @MainActor () -> Void) {
        self.threatService = threatService
        self.onLogOut = onLogOut
    }

    var body: some View {
        VStack {
            if isLoading {
                ProgressView().accessibilityIdentifier("activity")
            }
            Text(hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : "")
                .accessibilityIdentifier("message")
            List {
                ForEach(threats.map(ThreatCellViewModel.init(threat:))) { row in
                    Button {
                        selectedThreat = threats.first { $0.id == row.id }.map(ThreatDetailViewModel.init(threat:))
                    } label: {
                        VStack {
                            Text(row.title)
                            Text(row.detail)
                        }
                    }
                }
                .onDelete { offsets in
                    for index in offsets.sorted(by: >) where threats.indices.contains(index) {
                        let threat = threats.remove(at: index)
                        threatService.dismissThreat(id: threat.id)
                    }
                }
            }
            .accessibilityIdentifier("threats")
            if nextPage != nil {
                Button("Load More") {
                    if let nextPage { startLoading(from: nextPage) }
                }
                .disabled(isLoading)
                .accessibilityIdentifier("loadMore")
            }
        }
        .navigationTitle("Nearby Threats")
        .navigationBarBackButtonHidden()
        .toolbar {
            Button("Log Out", action: logOut).accessibilityIdentifier("logout")
        }
        .alert("Could not load threats", isPresented: Binding(get: { errorMessage != nil }, set: { _ in })) {
            Button("Retry") {
                errorMessage = nil
                if let failedPage { startLoading(from: failedPage) }
            }
            Button("Cancel", role: .cancel) {
                errorMessage = nil
                failedPage = nil
            }
        } message: {
            Text(errorMessage ?? "")
        }
        .navigationDestination(item: $selectedThreat) { ThreatDetailView(viewModel: $0) }
        // Started as the screen comes on top, cancelled as it goes.
        .task {
            guard !hasLoadedFirstPage, !isLoading, !hasLoggedOut else { return }
            isLoading = true
            pageAnswered(await page(from: .first), from: .first)
        }
    }

    private func logOut() {
        hasLoggedOut = true
        pageLoad?.cancel()
        pageLoad = nil
        isLoading = false
        onLogOut()
    }

    private func startLoading(from cursor: ThreatPage.Cursor) {
        guard !isLoading, !hasLoggedOut else { return }
        isLoading = true
        pageLoad = Task.immediate {
            pageAnswered(await page(from: cursor), from: cursor)
        }
    }

    private func page(from cursor: ThreatPage.Cursor) async -> Result<ThreatPage, RequestError<ThreatServiceError>> {
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
        case .success(let page):
            pageLoad = nil
            isLoading = false
            threats += page.threats
            nextPage = page.next
            hasLoadedFirstPage = true
            failedPage = nil
        case .failure(.failed(let failure)):
            pageLoad = nil
            isLoading = false
            failedPage = cursor
            errorMessage = failure.localizedDescription
        case .failure(.cancelled):
            isLoading = false
        }
    }
}
