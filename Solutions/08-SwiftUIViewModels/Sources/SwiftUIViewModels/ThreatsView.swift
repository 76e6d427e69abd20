import HeadlessSwiftUI
import ThreatKit

/// The threats list in MVVM the SwiftUI way: a view whose `body` reads its view model and lays out.
///
/// `List` and `ForEach` work out which rows came and went, which the other variants' controllers told
/// their tables by hand. Besides its view model, the view keeps only what is shown (the detail that is up)
/// and what its parent asked it to do on Log Out.
struct ThreatsView: View {
    @State private var viewModel: ViewModel
    /// The detail shown over the list; `nil` while the list is on top.
    @State private var selectedThreat: ThreatDetailViewModel?
    private let onLogOut: @MainActor () -> Void

    /// The threats screen `viewModel` presents; `onLogOut` takes the person back to sign in.
    init(viewModel: ViewModel, onLogOut: @escaping @MainActor () -> Void) {
        // Kept once: when the parent's body makes this view again, SwiftUI drops the new view model.
        _viewModel = State(initialValue: viewModel)
        self.onLogOut = onLogOut
    }

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView().accessibilityIdentifier("activity")
            }
            Text(viewModel.message).accessibilityIdentifier("message")
            List {
                ForEach(viewModel.rows) { row in
                    Button {
                        selectedThreat = viewModel.detailViewModel(for: row)
                    } label: {
                        VStack {
                            Text(row.title)
                            Text(row.detail)
                        }
                    }
                }
                .onDelete { viewModel.rowsDeleted(at: $0) }
            }
            .accessibilityIdentifier("threats")
            if viewModel.isLoadMoreVisible {
                Button("Load More") { viewModel.loadMoreTapped() }
                    .disabled(!viewModel.isLoadMoreEnabled)
                    .accessibilityIdentifier("loadMore")
            }
        }
        .navigationTitle("Nearby Threats")
        .navigationBarBackButtonHidden()
        .toolbar {
            Button("Log Out", action: logOut).accessibilityIdentifier("logout")
        }
        // Shown while the view model has an error; Retry and Cancel each tell it, and it clears the error.
        .alert("Could not load threats", isPresented: Binding(get: { viewModel.errorMessage != nil }, set: { _ in })) {
            Button("Retry") { viewModel.retryTapped() }
            Button("Cancel", role: .cancel) { viewModel.cancelTapped() }
        } message: {
            Text(viewModel.errorMessage ?? "")
        }
        .navigationDestination(item: $selectedThreat) { ThreatDetailView(viewModel: $0) }
        // Started as the screen comes on top, cancelled as it goes.
        .task { await viewModel.loadFirstPage() }
    }

    private func logOut() {
        viewModel.logoutTapped()
        onLogOut()
    }
}
