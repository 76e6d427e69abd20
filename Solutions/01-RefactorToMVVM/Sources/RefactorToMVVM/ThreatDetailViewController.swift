import Foundation
import HeadlessUI
import ThreatKit

/// Everything known about one threat, in classic MVC: the controller formats the threat into labels.
final class ThreatDetailViewController: ViewController {
    private let threat: Threat

    private let nameLabel = Label(identifier: "name")
    private let levelLabel = Label(identifier: "level")
    private let distanceLabel = Label(identifier: "distance")
    private let lastSeenLabel = Label(identifier: "lastSeen")
    private let notesLabel = Label(identifier: "notes")

    init(threat: Threat) {
        self.threat = threat
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Threat"
        nameLabel.text = "\(threat.firstName) \(threat.lastName)"
        levelLabel.text = ThreatsViewController.levelText(threat.level)
        distanceLabel.text = ThreatsViewController.distanceText(meters: threat.distanceMeters)
        lastSeenLabel.text = threat.lastSeen.formatted(.iso8601)
        notesLabel.text = threat.notes
        for label in [nameLabel, levelLabel, distanceLabel, lastSeenLabel, notesLabel] {
            view.addSubview(label)
        }
    }
}
