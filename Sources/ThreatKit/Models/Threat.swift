import Foundation

/// A person of interest seen near the agent: one record of the threats file.
public struct Threat: Identifiable, Equatable, Sendable {
    /// Unique within a threats file, for example `"t-001"`.
    public let id: String
    /// Given name, for example `"Greg"`.
    public let firstName: String
    /// Family name, for example `"Heo"`.
    public let lastName: String
    /// How dangerous the threat is.
    public let level: ThreatLevel
    /// How far away the threat is, in metres; 0 or more.
    public let distanceMeters: Double
    /// When the threat was last seen.
    public let lastSeen: Date
    /// Free text from the field; may be empty.
    public let notes: String

    /// Creates a threat.
    ///
    /// The threats file loader is the usual way to get one; tests build them directly.
    public init(
        id: String,
        firstName: String,
        lastName: String,
        level: ThreatLevel,
        distanceMeters: Double,
        lastSeen: Date,
        notes: String = ""
    ) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.level = level
        self.distanceMeters = distanceMeters
        self.lastSeen = lastSeen
        self.notes = notes
    }
}
