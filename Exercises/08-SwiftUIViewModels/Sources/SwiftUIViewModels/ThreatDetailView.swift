import HeadlessSwiftUI

/// Everything known about one threat: the view model has formatted it, the view shows it.
struct ThreatDetailView: View {
    let viewModel: ThreatDetailViewModel

    var body: some View {
        VStack {
            Text(viewModel.name).accessibilityIdentifier("name")
            Text(viewModel.level).accessibilityIdentifier("level")
            Text(viewModel.distance).accessibilityIdentifier("distance")
            Text(viewModel.lastSeen).accessibilityIdentifier("lastSeen")
            Text(viewModel.notes).accessibilityIdentifier("notes")
        }
        .navigationTitle("Threat")
    }
}
