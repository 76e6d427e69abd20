import Foundation
import ThreatKit

/// How a threat's facts read on screen, shared by the cell and the detail view models.
///
/// In MVC these rules sat in whichever controller needed them first; in MVVM they are presentation
/// logic with a home of their own, tested without any widget.
enum ThreatFormatting {
    /// `HIGH`: a level in capitals.
    static func levelText(_ level: ThreatLevel) -> String {
        // TODO(03.2): the level's raw value (`high`) in capitals.
        ""
    }

    /// `950 m`, `1.2 km`: rounded to the nearest 10 m first; kilometres with one decimal from 1,000 m.
    static func distanceText(meters: Double) -> String {
        // TODO(03.2): round to the nearest 10 m; under 1,000 m show whole metres (`990 m`), else kilometres
        // with one decimal (`1.0 km`, `12.4 km`).
        ""
    }
}
