import Foundation
import HeadlessUI
import ThreatKit

/// Everything known about one threat: the view model has formatted it, the controller shows it.
final class ThreatDetailViewController: ViewController {
    private let viewModel: ThreatDetailViewModel

    private let nameLabel = Label(identifier: "name")
    private let levelLabel = Label(identifier: "level")
    private let distanceLabel = Label(identifier: "distance")
    private let lastSeenLabel = Label(identifier: "lastSeen")
    private let notesLabel = Label(identifier: "notes")

    init(viewModel: ThreatDetailViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Threat"
        nameLabel.text = viewModel.name
        levelLabel.text = viewModel.level
        distanceLabel.text = viewModel.distance
        lastSeenLabel.text = viewModel.lastSeen
        notesLabel.text = viewModel.notes
        for label in [nameLabel, levelLabel, distanceLabel, lastSeenLabel, notesLabel] {
            view.addSubview(label)
        }
    }
}
