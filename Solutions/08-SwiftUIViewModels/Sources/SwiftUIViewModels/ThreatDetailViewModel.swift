import Foundation
import ThreatKit

/// What the detail screen shows about one threat.
struct ThreatDetailViewModel: Hashable {
    /// `Greg Heo`.
    let name: String
    /// `HIGH`.
    let level: String
    /// `1.2 km`, as in the row.
    let distance: String
    /// `2026-11-28T14:05:00Z`: ISO-8601, in UTC.
    let lastSeen: String
    /// Free text; empty shows nothing.
    let notes: String

    /// Formats `threat` for the detail screen.
    init(threat: Threat) {
        name = "\(threat.firstName) \(threat.lastName)"
        level = ThreatFormatting.levelText(threat.level)
        distance = ThreatFormatting.distanceText(meters: threat.distanceMeters)
        lastSeen = threat.lastSeen.formatted(.iso8601)
        notes = threat.notes
    }
}
