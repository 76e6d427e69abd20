import Foundation
import Testing
import ThreatKit

/// Threats the scenarios run on.
enum Fixtures {
    /// The 25 threats that ship with the kit (pages of 10, 10 and 5).
    static let builtInThreats: [Threat] = {
        do {
            return try ThreatsFile.loadBuiltIn()
        } catch {
            // The data file is part of the package; the kit's own tests report it in detail.
            Issue.record("The built-in threats file does not load: \(error)")
            return []
        }
    }()

    /// A threat with only the fields a scenario cares about set.
    static func threat(
        _ id: String,
        _ firstName: String,
        _ lastName: String,
        _ level: ThreatLevel,
        meters: Double,
        notes: String = ""
    ) -> Threat {
        Threat(
            id: id,
            firstName: firstName,
            lastName: lastName,
            level: level,
            distanceMeters: meters,
            lastSeen: Date(timeIntervalSince1970: 1_795_874_700),  // 2026-11-28T14:05:00Z
            notes: notes
        )
    }

    /// Nine threats, given out of order, whose distances sit on every edge of the formatting rule.
    static let formattingEdges: [Threat] = [
        threat("f-9", "Nine", "Ito", .critical, meters: 12_345),
        threat("f-1", "One", "Abe", .low, meters: 4),
        threat("f-5", "Five", "Eze", .moderate, meters: 995),
        threat("f-2", "Two", "Bo", .high, meters: 5),
        threat("f-7", "Seven", "Gil", .low, meters: 1_049),
        threat("f-3", "Three", "Cruz", .moderate, meters: 350),
        threat("f-4", "Four", "Dahl", .critical, meters: 994),
        threat("f-6", "Six", "Fry", .high, meters: 1_044),
        threat("f-8", "Eight", "Hu", .moderate, meters: 2_950),
    ]
}
