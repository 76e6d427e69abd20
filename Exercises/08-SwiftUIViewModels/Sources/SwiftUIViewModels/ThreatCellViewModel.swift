import ThreatKit

/// What one row of the threats table shows.
struct ThreatCellViewModel: Identifiable, Equatable {
    /// The threat's id, so that row changes can be matched up.
    let id: Threat.ID
    /// `Heo, Greg`.
    let title: String
    /// `HIGH · 350 m`.
    let detail: String

    /// Formats `threat` for a row.
    init(threat: Threat) {
        id = threat.id
        title = "\(threat.lastName), \(threat.firstName)"
        detail =
            "\(ThreatFormatting.levelText(threat.level)) · \(ThreatFormatting.distanceText(meters: threat.distanceMeters))"
    }
}
