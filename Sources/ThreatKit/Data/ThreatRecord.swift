import Foundation

/// One record of a threats file, decoded field by field so that each problem names its record and field.
struct ThreatRecord: Decodable {
    /// A rule of the format that one record breaks; the loader turns it into a ``ThreatsFileError``.
    struct Problem: Error {
        let recordIndex: Int?
        let field: String?
        let reason: String
    }

    private enum Field: String, CodingKey, CaseIterable {
        case id, firstName, lastName, level, distanceMeters, lastSeen, notes
    }

    /// Half the Earth's circumference, in metres: no threat on Earth can be farther away.
    static let maximumDistanceMeters = 20_037_509.0

    let threat: Threat

    init(from decoder: any Decoder) throws {
        // JSONDecoder puts the array index of this record last in the coding path.
        let index = decoder.codingPath.last?.intValue
        let container: KeyedDecodingContainer<Field>
        do {
            container = try decoder.container(keyedBy: Field.self)
        } catch {
            throw Problem(recordIndex: index, field: nil, reason: "must be a threat record (a JSON object)")
        }
        func problem(_ field: Field, _ reason: String) -> Problem {
            Problem(recordIndex: index, field: field.rawValue, reason: reason)
        }
        func string(_ field: Field) throws -> String {
            try Self.value(String.self, "a string", for: field, in: container, problem: problem)
        }
        /// A string shown on one line of the screen: no line breaks or other control characters.
        func oneLine(_ field: Field) throws -> String {
            let text = try string(field)
            guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw problem(field, "must be one line, without control characters, not \(text.debugDescription)")
            }
            return text
        }

        let id = try oneLine(.id)
        guard !id.isEmpty else { throw problem(.id, "must not be empty") }

        let levelName = try string(.level)
        guard let level = ThreatLevel(rawValue: levelName) else {
            let known = ThreatLevel.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw problem(.level, "must be one of \(known), not \(levelName.debugDescription)")
        }

        let distance = try Self.value(Double.self, "a number", for: .distanceMeters, in: container, problem: problem)
        guard distance >= 0 else {
            throw problem(.distanceMeters, "must be 0 or more, not \(Self.text(distance))")
        }
        guard distance <= Self.maximumDistanceMeters else {
            throw problem(
                .distanceMeters,
                "must be at most \(Self.text(Self.maximumDistanceMeters)) (nothing on Earth is farther), not \(Self.text(distance))"
            )
        }

        let lastSeenText = try string(.lastSeen)
        guard let lastSeen = Self.date(fromISO8601: lastSeenText) else {
            throw problem(
                .lastSeen,
                "must be an ISO-8601 date and time with a time zone, like 2026-11-28T14:05:00Z, not \(lastSeenText.debugDescription)"
            )
        }

        threat = Threat(
            id: id,
            firstName: try oneLine(.firstName),
            lastName: try oneLine(.lastName),
            level: level,
            distanceMeters: distance,
            lastSeen: lastSeen,
            notes: try string(.notes)
        )
    }

    /// Decodes one required field, turning a missing or mistyped value into a ``Problem``.
    private static func value<Value: Decodable>(
        _ type: Value.Type,
        _ expected: String,
        for field: Field,
        in container: KeyedDecodingContainer<Field>,
        problem: (Field, String) -> Problem
    ) throws -> Value {
        guard container.contains(field) else { throw problem(field, "is missing") }
        do {
            return try container.decode(type, forKey: field)
        } catch {
            throw problem(field, "must be \(expected), not \(kind(of: field, in: container))")
        }
    }

    /// What a mistyped field holds, in words: "a string (\"far\")", "null", "an array".
    private static func kind(of field: Field, in container: KeyedDecodingContainer<Field>) -> String {
        if (try? container.decodeNil(forKey: field)) == true { return "null" }
        if let text = try? container.decode(String.self, forKey: field) { return "a string (\(text.debugDescription))" }
        if let flag = try? container.decode(Bool.self, forKey: field) { return "a boolean (\(flag))" }
        if let number = try? container.decode(Double.self, forKey: field) { return "a number (\(text(number)))" }
        if (try? container.decode([AnyDecodable].self, forKey: field)) != nil { return "an array" }
        if (try? container.decode([String: AnyDecodable].self, forKey: field)) != nil { return "an object" }
        // Every other JSON value has been tried: what is left is a number a `Double` cannot hold.
        return "a number out of range"
    }

    /// Reads an ISO-8601 date and time with a time zone: `2026-11-28T14:05:00Z`, `…T15:05:00.5+01:00`.
    ///
    /// Foundation's ISO-8601 parser rolls dates that do not exist over (`02-30` becomes `03-02`, hour 25
    /// the next day), which would show a different date than the file says. This reads the fields
    /// itself and lets `Calendar` judge them, so such dates are refused.
    /// - Returns: The moment, or `nil` when `text` is not such a date or names one that does not exist.
    static func date(fromISO8601 text: String) -> Date? {
        // [0-9], not \d: \d also matches digits of other scripts, which Int(_:) does not read.
        let pattern =
            /([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(\.[0-9]+)?(?:(Z)|([+-])([0-9]{2}):?([0-9]{2}))/
        guard let match = text.wholeMatch(of: pattern) else { return nil }
        var offsetSeconds = 0
        if match.8 == nil, let sign = match.9, let hours = match.10.flatMap({ Int($0) }),
            let minutes = match.11.flatMap({ Int($0) })
        {
            guard hours <= 18, minutes < 60 else { return nil }
            offsetSeconds = (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
        }
        let components = DateComponents(
            calendar: Calendar(identifier: .gregorian),
            timeZone: TimeZone(secondsFromGMT: offsetSeconds),
            year: Int(match.1),
            month: Int(match.2),
            day: Int(match.3),
            hour: Int(match.4),
            minute: Int(match.5),
            second: Int(match.6)
        )
        guard components.isValidDate, let date = components.date else { return nil }
        return date.addingTimeInterval(match.7.flatMap { Double($0) } ?? 0)
    }

    /// `350` rather than `350.0` for whole numbers, as the file would have them.
    private static func text(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// Decodes anything, to tell an array from an object.
    private struct AnyDecodable: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
