import Foundation

/// Reads threats from a JSON file, refusing anything SPEC.md's "Data" section does not allow.
///
/// The format is a top-level array of records:
/// ```json
/// [{"id": "t-001", "firstName": "Greg", "lastName": "Heo", "level": "high", "distanceMeters": 350,
///   "lastSeen": "2026-11-28T14:05:00Z", "notes": "Seen near the east entrance."}]
/// ```
/// Every field is required. Ids are unique and not empty; ids and names are one line each (notes may
/// have several). `level` is `low`, `moderate`, `high` or
/// `critical`; `distanceMeters` is a number from 0 to 20,037,509 (half the Earth's circumference);
/// `lastSeen` is an RFC 3339 date-time (``RFC3339DateTime``); `notes` may be empty. Fields the format does not
/// know are ignored. A record names each field once, and numbers fit a `Double` (``JSONSyntax``).
public enum ThreatsFile {
    /// The name used in errors about the data file that ships with the kit.
    public static let builtInName = "built-in threats.json"

    /// Loads and checks the threats file at `url`.
    /// - Parameters:
    ///   - url: A file URL.
    ///   - name: How errors name the file; by default the path as given.
    /// - Returns: The threats in file order.
    /// - Throws: ``ThreatsFileError`` when the file is missing, is not a regular file (a folder, a
    ///   named pipe, a device: refused before opening, so a pipe with no writer never blocks), cannot be
    ///   read, or breaks a rule of the format, naming the first problem found.
    public static func load(from url: URL, name: String? = nil) throws(ThreatsFileError) -> [Threat] {
        let name = name ?? url.relativePath
        if let kind = nonRegularKind(of: url) {
            throw ThreatsFileError(
                file: name, reason: "is not a regular file (it is \(kind)); give the path of a JSON file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ThreatsFileError(file: name, reason: "cannot be read (\(readFailure(error, url: url)))")
        }
        return try decode(data, fileName: name)
    }

    /// Loads the 25 threats that ship with the kit, a resource of this module.
    /// - Throws: ``ThreatsFileError`` only if the package was built without its resource or the file
    ///   was edited into an invalid state; the kit's tests check that it loads.
    public static func loadBuiltIn() throws(ThreatsFileError) -> [Threat] {
        try builtIn.get()
    }

    /// The built-in threats, read and checked once: the resource cannot change while the program runs,
    /// and `workshop play`, `compare` and the tests start the app many times in one process.
    private static let builtIn = Result { () throws(ThreatsFileError) -> [Threat] in
        guard let url = Bundle.module.url(forResource: "threats", withExtension: "json") else {
            throw ThreatsFileError(file: builtInName, reason: "is missing from the package's resources")
        }
        return try load(from: url, name: builtInName)
    }

    /// Checks and decodes the contents of a threats file.
    /// - Parameters:
    ///   - data: The file's bytes, UTF-8 JSON.
    ///   - fileName: How errors name the file.
    /// - Returns: The threats in file order.
    /// - Throws: ``ThreatsFileError`` naming the first problem, by record index and field.
    /// - Complexity: O(*n*) in the size of `data`: a syntax pass, then one `JSONDecoder` decode; nothing is
    ///   compiled or created per record.
    public static func decode(_ data: Data, fileName: String) throws(ThreatsFileError) -> [Threat] {
        guard String(validating: data, as: UTF8.self) != nil else {
            throw ThreatsFileError(file: fileName, reason: "is not UTF-8 text (JSON files are UTF-8)")
        }
        do {
            try JSONSyntax.check(data)
        } catch {
            throw describe(error, fileName: fileName)
        }
        let records: [ThreatRecord]
        do {
            records = try JSONDecoder().decode([ThreatRecord].self, from: data)
        } catch let problem as ThreatRecord.Problem {
            throw ThreatsFileError(
                file: fileName,
                recordIndex: problem.recordIndex,
                field: problem.field,
                reason: problem.reason
            )
        } catch let error as DecodingError {
            throw ThreatsFileError(file: fileName, reason: describe(error))
        } catch {
            throw ThreatsFileError(file: fileName, reason: "cannot be decoded (\(error))")
        }

        var firstIndexOfID: [String: Int] = [:]
        for (index, record) in records.enumerated() {
            if let first = firstIndexOfID[record.threat.id] {
                throw ThreatsFileError(
                    file: fileName,
                    recordIndex: index,
                    field: "id",
                    reason: "repeats \(record.threat.id.debugDescription), the id of the record at index \(first)"
                )
            }
            firstIndexOfID[record.threat.id] = index
        }
        return records.map(\.threat)
    }

    /// Words for a problem ``JSONSyntax`` found: a record's repeated key or unreadable number is told as a
    /// problem of that record's field; anything else as the file not being JSON, by line and column.
    private static func describe(_ problem: JSONSyntax.Problem, fileName: String) -> ThreatsFileError {
        let place = "line \(problem.line), column \(problem.column)"
        switch (problem.kind, problem.recordIndex, problem.field) {
        case (.repeatedKey(let key, isRecordField: true), let index?, _):
            return ThreatsFileError(
                file: fileName, recordIndex: index, field: key,
                reason: "appears twice in the record (again at \(place)); keep one of the two")
        case (.unreadableNumber(let literal), let index?, let field?):
            return ThreatsFileError(
                file: fileName, recordIndex: index, field: field,
                reason: ThreatRecord.reason(unreadableNumber: literal, field: field))
        default:
            return ThreatsFileError(file: fileName, reason: "is not valid JSON (\(place): \(problem.message))")
        }
    }

    /// Words for the whole-file problems `JSONDecoder` reports (record problems are ``ThreatRecord/Problem``).
    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context) where context.codingPath.isEmpty,
            .valueNotFound(_, let context) where context.codingPath.isEmpty:
            return "must hold a JSON array of threat records at the top level"
        case .typeMismatch(_, let context):
            let index = context.codingPath.first?.intValue.map { "the item at index \($0)" } ?? "an item"
            return "must hold only threat records, but \(index) is not a JSON object"
        default:
            return "cannot be decoded (\(error))"
        }
    }

    /// What `url` is, in words, when it exists but is not a regular file (after following symbolic
    /// links); `nil` for a regular file or a path that does not exist.
    private static func nonRegularKind(of url: URL) -> String? {
        let path = url.resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let type = attributes[.type] as? FileAttributeType, type != .typeRegular
        else { return nil }
        switch type {
        case .typeDirectory: return "a folder"
        case .typeCharacterSpecial, .typeBlockSpecial: return "a device"
        case .typeSocket: return "a socket"
        case .typeSymbolicLink: return "a symbolic link that leads nowhere"
        default: return "a named pipe, a FIFO"
        }
    }

    private static func readFailure(_ error: any Error, url: URL) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            return "no such file"
        }
        if isDirectory.boolValue {
            return "it is a directory"
        }
        if !FileManager.default.isReadableFile(atPath: url.path) {
            return "permission denied"
        }
        return (error as NSError).localizedDescription
    }
}
