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
        guard let lastSeen = RFC3339DateTime.date(from: lastSeenText) else {
            throw problem(
                .lastSeen,
                "must be an RFC 3339 date-time (a real date and time with a time zone), like \(RFC3339DateTime.example) or 2026-11-28T15:05:00.5+01:00, not \(lastSeenText.debugDescription)"
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
        // Every other JSON value has been tried; ``JSONSyntax`` refuses numbers a `Double` cannot hold first.
        return "a value of another kind"
    }

    /// Why a field holding `literal`, a JSON number too large or too close to 0 for a `Double`, is refused.
    ///
    /// Foundation's `JSONDecoder` refuses such a number as if the whole file were not JSON, so
    /// ``JSONSyntax`` finds it first and the loader asks here for words that fit the field: a distance is
    /// told its range (`-1e400` "must be 0 or more"), a text field that it holds a number.
    /// - Parameters:
    ///   - literal: The number as the file writes it, such as `1e400`.
    ///   - field: The record's field that holds it, perhaps one the format does not know.
    /// - Returns: The rest of a sentence whose subject is the field.
    static func reason(unreadableNumber literal: String, field: String) -> String {
        let isNegative = literal.hasPrefix("-")
        let isTiny = Double(literal) == 0
        switch Field(rawValue: field) {
        case .distanceMeters where isTiny:
            return "is too close to 0 to be read (\(literal)); write 0"
        case .distanceMeters where isNegative:
            return "must be 0 or more, not \(literal)"
        case .distanceMeters:
            return
                "must be at most \(text(maximumDistanceMeters)) (nothing on Earth is farther), not \(literal)"
        case .some:
            return "must be a string, not a number (\(literal))"
        case nil:
            let size = isTiny ? "too close to 0" : "too large"
            return
                "holds \(literal), a number \(size) to be read; fields the format does not know are ignored, but must still be numbers a Double holds (about 1.8e308 at most)"
        }
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
