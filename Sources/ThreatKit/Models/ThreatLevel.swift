/// How dangerous a threat is, from least to most.
///
/// The raw values are the spellings of the threats file (`"low"` … `"critical"`). How a level is
/// shown on screen (`HIGH`) is presentation, and lives with each variant's presenting role.
public enum ThreatLevel: String, CaseIterable, Codable, Sendable {
    /// Worth knowing about.
    case low
    /// Keep an eye on it.
    case moderate
    /// Avoid.
    case high
    /// Leave the area.
    case critical
}
