import Foundation
import ThreatKit

/// How a threat's facts read on screen, shared by the cell and the detail view models.
///
/// In MVC these rules sat in whichever controller needed them first; in MVVM they are presentation
/// logic with a home of their own, tested without any widget.
enum ThreatFormatting {
    /// `HIGH`: a level in capitals.
    static func levelText(_ level: ThreatLevel) -> String {
        level.rawValue.uppercased()
    }

    /// `950 m`, `1.2 km`: rounded to the nearest 10 m first; kilometres with one decimal from 1,000 m.
    static func distanceText(meters: Double) -> String {
        let roundedMeters = Int((meters / 10).rounded()) * 10
        guard roundedMeters >= 1_000 else { return "\(roundedMeters) m" }
        let tenthsOfKilometer = (roundedMeters + 50) / 100
        return "\(tenthsOfKilometer / 10).\(tenthsOfKilometer % 10) km"
    }
}
