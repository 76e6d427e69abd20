import Foundation
import TestSupport
import Testing
import ThreatKit

@Suite("Threats file")
struct ThreatsFileTests {
    static let good = #"""
        {"id": "t-001", "firstName": "Greg", "lastName": "Heo", "level": "high", "distanceMeters": 350,
         "lastSeen": "2026-11-28T14:05:00Z", "notes": "Seen near the east entrance."}
        """#

    /// A file of two records: a good one, then `second`.
    static func file(second: String) -> Data {
        Data("[\n\(good),\n\(second)\n]".utf8)
    }

    /// The good record with one field replaced by `value` (raw JSON), or removed when `value` is nil.
    static func record(_ field: String, _ value: String?) -> String {
        var fields = [
            ("id", #""t-002""#), ("firstName", #""Ada""#), ("lastName", #""Quill""#), ("level", #""low""#),
            ("distanceMeters", "1200"), ("lastSeen", #""2026-11-28T09:30:00+01:00""#), ("notes", #""""#),
        ]
        if let index = fields.firstIndex(where: { $0.0 == field }) {
            if let value { fields[index].1 = value } else { fields.remove(at: index) }
        }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// What a date that is not an RFC 3339 date-time is told, with an example.
    static let rfc3339 =
        "must be an RFC 3339 date-time (a real date and time with a time zone), like 2026-11-28T14:05:00Z"

    @Test("A good file decodes every field")
    func decodes() throws {
        let threats = try ThreatsFile.decode(Self.file(second: Self.record("notes", #""x""#)), fileName: "t.json")
        #expect(threats.count == 2)
        #expect(
            threats[0]
                == Threat(
                    id: "t-001", firstName: "Greg", lastName: "Heo", level: .high, distanceMeters: 350,
                    lastSeen: Date(timeIntervalSince1970: 1_795_874_700), notes: "Seen near the east entrance."
                )
        )
        #expect(threats[1].lastSeen == Date(timeIntervalSince1970: 1_795_854_600), "+01:00 is taken into account")
    }

    @Test(
        "Dates are RFC 3339 date-times: any zone, fractions of a second, lowercase t and z, 29 February in a leap year",
        arguments: [
            ("2026-11-28T14:05:00Z", 1_795_874_700.0),
            ("2026-11-28T15:05:00+01:00", 1_795_874_700),
            ("2026-11-28T09:35:00-04:30", 1_795_874_700),
            ("2026-11-28T14:05:00.250Z", 1_795_874_700.25),
            ("2026-11-28t14:05:00z", 1_795_874_700),
            ("2026-11-29T13:05:00+23:00", 1_795_874_700),
            ("2028-02-29T00:00:00Z", 1_835_395_200),
            ("2000-02-29T00:00:00Z", 951_782_400),
        ]
    )
    func dates(text: String, seconds: Double) throws {
        let record = Self.record("lastSeen", "\"\(text)\"")
        let threats = try ThreatsFile.decode(Self.file(second: record), fileName: "t.json")
        #expect(threats[1].lastSeen == Date(timeIntervalSince1970: seconds))
    }

    @Test(
        "A fraction of a second never rounds into the next second, as stored or as shown",
        arguments: [
            ("2026-11-28T14:05:00.999999999Z", "2026-11-28T14:05:00Z", 1_795_874_700.0),
            ("2026-11-28T14:05:59.9999999999999+01:00", "2026-11-28T13:05:59Z", 1_795_871_159),
            ("1999-12-31T23:59:59.999999999Z", "1999-12-31T23:59:59Z", 946_684_799),
        ]
    )
    func fractionStaysInItsSecond(text: String, shown: String, second: Double) throws {
        let threats = try ThreatsFile.decode(
            Self.file(second: Self.record("lastSeen", "\"\(text)\"")), fileName: "t.json")
        #expect(threats[1].lastSeen.formatted(.iso8601) == shown)
        #expect(threats[1].lastSeen < Date(timeIntervalSince1970: second + 1), "still within second \(shown)")
        #expect(threats[1].lastSeen > Date(timeIntervalSince1970: second + 0.99), "the fraction is kept")
    }

    @Test("An empty array is a valid file with no threats")
    func empty() throws {
        #expect(try ThreatsFile.decode(Data("[]".utf8), fileName: "t.json").isEmpty)
    }

    @Test(
        "Each kind of bad record is refused with the file, the record's index and the field",
        arguments: [
            (Self.record("level", nil), "level", "is missing"),
            (Self.record("firstName", nil), "firstName", "is missing"),
            (Self.record("distanceMeters", #""far""#), "distanceMeters", #"must be a number, not a string ("far")"#),
            (Self.record("distanceMeters", "-5"), "distanceMeters", "must be 0 or more, not -5"),
            (Self.record("distanceMeters", "1e30"), "distanceMeters", "must be at most 20037509"),
            (Self.record("id", "7"), "id", "must be a string, not a number (7)"),
            (Self.record("id", #""""#), "id", "must not be empty"),
            (Self.record("notes", "null"), "notes", "must be a string, not null"),
            (Self.record("lastName", "[]"), "lastName", "must be a string, not an array"),
            (Self.record("firstName", "{}"), "firstName", "must be a string, not an object"),
            (Self.record("level", "true"), "level", "must be a string, not a boolean (true)"),
            (
                Self.record("level", #""severe""#), "level",
                #"must be one of "low", "moderate", "high", "critical", not "severe""#
            ),
            (Self.record("level", #""High""#), "level", #"not "High""#),
            (Self.record("lastSeen", #""2026-11-28T14:05:00""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""yesterday""#), "lastSeen", #"not "yesterday""#),
            (Self.record("lastSeen", #""2026-02-30T14:05:00Z""#), "lastSeen", #"not "2026-02-30T14:05:00Z""#),
            (Self.record("lastSeen", #""2026-11-28T25:00:00Z""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2026-11-28T14:60:00Z""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2026-11-28T14:05:60Z""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2026-11-28T14:05:00+24:00""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2026-11-28T09:35:00-0430""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2026-11-28T14:05Z""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2026-11-28T14:05:00.Z""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2026-11-28T14:05:00ZZ""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""20261128T140500Z""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2026-11-28T14:05:00UTC""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2026-11-28""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2025-02-29T00:00:00Z""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2100-02-29T00:00:00Z""#), "lastSeen", Self.rfc3339),
            (Self.record("lastSeen", #""2026-11-28 14:05:00Z""#), "lastSeen", Self.rfc3339),
            (
                Self.record("distanceMeters", "1e400"), "distanceMeters",
                "must be at most 20037509 (nothing on Earth is farther), not 1e400"
            ),
            (Self.record("distanceMeters", "-1e400"), "distanceMeters", "must be 0 or more, not -1e400"),
            (Self.record("distanceMeters", "-2E+999"), "distanceMeters", "must be 0 or more, not -2E+999"),
            (
                Self.record("distanceMeters", "1e-400"), "distanceMeters",
                "is too close to 0 to be read (1e-400); write 0"
            ),
            (Self.record("id", "1e400"), "id", "must be a string, not a number (1e400)"),
            (
                Self.record("notes", #""x", "extra": [1e400]"#), "extra",
                "holds 1e400, a number too large to be read; fields the format does not know are ignored"
            ),
            (
                Self.record("level", #""low", "level": "high""#), "level",
                "appears twice in the record (again at line 4, column 74); keep one of the two"
            ),
            (
                Self.record("id", #""t-002", "lev\u0065l": "high""#), "level",
                "appears twice in the record (again at line 4, column"
            ),
            (Self.record("notes", #""", "notes": """#), "notes", "appears twice in the record"),
            (Self.record("level", "\"HIGH\\nSTUFF\""), "level", #"not "HIGH\nSTUFF""#),
            (Self.record("id", #""t-001""#), "id", #"repeats "t-001", the id of the record at index 0"#),
        ]
    )
    func badRecord(record: String, field: String, reason: String) {
        #expect {
            try ThreatsFile.decode(Self.file(second: record), fileName: "bad.json")
        } throws: { error in
            guard let error = error as? ThreatsFileError else { return false }
            // A message never contradicts itself, such as "must be a number, not a number …".
            let contradicts = ["string", "number", "boolean"].contains { kind in
                error.reason.hasPrefix("must be a \(kind), not a \(kind)")
            }
            return error.file == "bad.json" && error.recordIndex == 1 && error.field == field
                && error.reason.contains(reason) && !contradicts
                && error.description.hasPrefix("bad.json: record at index 1, field \"\(field)\" ")
        }
    }

    @Test(
        "A file that is not an array of records is refused as a whole, in one line",
        arguments: [
            ("[1, 2", "bad.json: the file is not valid JSON"),
            ("", "bad.json: the file is not valid JSON"),
            ("[\n  {\"id\": \"a\" \"b\"}\n]", "bad.json: the file is not valid JSON (line 2, column 14:"),
            (#"{"id": "t-001"}"#, "bad.json: the file must hold a JSON array of threat records at the top level"),
            ("[\(good), 7]", "bad.json: record at index 1 must be a threat record (a JSON object)"),
            ("null", "bad.json: the file must hold a JSON array of threat records at the top level"),
            ("[\(good),\n]", "bad.json: the file is not valid JSON (line 3, column 1: a trailing comma before \"]\""),
            ("[{\"a\": 1,}]", "bad.json: the file is not valid JSON (line 1, column 10: a trailing comma before \"}\""),
            ("[007]", "bad.json: the file is not valid JSON (line 1, column 3: a number cannot start with 0"),
            (
                "[1.]",
                "bad.json: the file is not valid JSON (line 1, column 4: expected a digit after the decimal point"
            ),
            (
                "[\"a\tb\"]",
                "bad.json: the file is not valid JSON (line 1, column 4: a control character inside a string"
            ),
            ("[\"\\q\"]", "bad.json: the file is not valid JSON (line 1, column 4: a backslash before \"q\""),
            ("[] []", "bad.json: the file is not valid JSON (line 1, column 4: unexpected text after the end"),
            (
                #"[{"a": {"b": 1, "b": 2}}]"#,
                #"bad.json: the file is not valid JSON (line 1, column 17: the name "b" appears twice in one object"#
            ),
            (
                #"{"a": 1, "a": 2}"#,
                #"bad.json: the file is not valid JSON (line 1, column 10: the name "a" appears twice in one object"#
            ),
            (
                "[1e400]",
                "bad.json: the file is not valid JSON (line 1, column 2: the number 1e400 is beyond what a Double"
            ),
            (
                String(repeating: "[", count: 300),
                "bad.json: the file is not valid JSON (line 1, column 257: arrays and objects nest"
            ),
        ]
    )
    func badFile(contents: String, message: String) {
        #expect {
            try ThreatsFile.decode(Data(contents.utf8), fileName: "bad.json")
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix(message) && !description.contains("\n")
        }
    }

    @Test("A file that is not UTF-8 is refused as such; a UTF-8 byte-order mark is allowed")
    func encoding() throws {
        #expect {
            try ThreatsFile.decode(Data([0x5B, 0xE9, 0x5D]), fileName: "bad.json")
        } throws: { error in
            String(describing: error) == "bad.json: the file is not UTF-8 text (JSON files are UTF-8)"
        }
        #expect(try ThreatsFile.decode(Data([0xEF, 0xBB, 0xBF]) + Data("[]".utf8), fileName: "t.json").isEmpty)
    }

    @Test(
        "Dates with digits of other scripts are refused, not misread",
        arguments: ["٢٠٢٦-11-28T14:05:00Z", "2026-11-28T14:05:00+٠١:٠٠"])
    func foreignDigits(text: String) {
        #expect(throws: ThreatsFileError.self) {
            try ThreatsFile.decode(Self.file(second: Self.record("lastSeen", "\"\(text)\"")), fileName: "t.json")
        }
    }

    @Test("A missing file is refused with its name and the reason")
    func missingFile() {
        let url = URL(fileURLWithPath: "/nonexistent/threats.json")
        #expect(throws: ThreatsFileError(file: "/nonexistent/threats.json", reason: "cannot be read (no such file)")) {
            try ThreatsFile.load(from: url)
        }
    }

    @Test("A folder is refused as not a regular file")
    func directory() {
        let url = FileManager.default.temporaryDirectory
        #expect {
            try ThreatsFile.load(from: url, name: "tmp")
        } throws: { error in
            String(describing: error)
                == "tmp: the file is not a regular file (it is a folder); give the path of a JSON file"
        }
    }

    @Test("A named pipe (FIFO) is refused as not a regular file, at once, without waiting for a writer")
    func namedPipe() throws {
        let folder = try TemporaryFolder("fifo")
        let fifo = folder.appendingPathComponent("threats.json")
        try #require(mkfifo(fifo.path, 0o600) == 0, "mkfifo should make the pipe")
        #expect(
            throws: ThreatsFileError(
                file: "threats.json",
                reason: "is not a regular file (it is a named pipe, a FIFO); give the path of a JSON file")
        ) {
            try ThreatsFile.load(from: fifo, name: "threats.json")
        }
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
        #expect(throws: ThreatsFileError.self, "A link to a pipe is no better") {
            try ThreatsFile.load(from: link)
        }
        withExtendedLifetime(folder) {}
    }

    @Test("The built-in file loads: 25 threats, unique ids, every level, near and far")
    func builtIn() throws {
        let threats = try ThreatsFile.loadBuiltIn()
        #expect(threats.count == 25)
        #expect(Set(threats.map(\.id)).count == 25)
        #expect(Set(threats.map(\.level)) == Set(ThreatLevel.allCases))
        let distances: [Double] = threats.map(\.distanceMeters)
        #expect(distances.contains { $0 < 1_000 } && distances.contains { $0 >= 1_000 })
        let notes: [String] = threats.map(\.notes)
        #expect(notes.contains(where: \.isEmpty) && notes.contains { !$0.isEmpty })
        #expect(Set(threats.map(\.distanceMeters)).count == 25, "Distinct distances keep the order obvious")
    }
}
