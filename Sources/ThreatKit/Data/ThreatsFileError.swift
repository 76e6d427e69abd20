/// Why a threats file was refused, precise enough to fix the file: which file, which record, which field.
///
/// Its `description` is the one line the `workshop` command prints before exiting with status 2:
/// `threats.json: record at index 1, field "level" is missing`.
public struct ThreatsFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it (or `"built-in threats.json"`).
    public let file: String
    /// The 0-based index of the offending record in the top-level array, or `nil` when the problem is
    /// the file as a whole (missing, not JSON, not an array).
    public let recordIndex: Int?
    /// The offending field of that record, or `nil` when the problem is the record or the file as a whole.
    public let field: String?
    /// What is wrong, as the rest of a sentence whose subject is the field, the record or the file:
    /// `"is missing"`, `"must be 0 or more, not -5"`.
    public let reason: String

    /// Creates an error; the loader makes them, tests compare with them.
    public init(file: String, recordIndex: Int? = nil, field: String? = nil, reason: String) {
        self.file = file
        self.recordIndex = recordIndex
        self.field = field
        self.reason = reason
    }

    /// `threats.json: record at index 1, field "level" is missing`; `threats.json: the file is not valid JSON (…)`.
    public var description: String {
        let subject =
            switch (recordIndex, field) {
            case (let index?, let field?): "record at index \(index), field \"\(field)\""
            case (let index?, nil): "record at index \(index)"
            case (nil, let field?): "field \"\(field)\""
            case (nil, nil): "the file"
            }
        return "\(file): \(subject) \(reason)"
    }
}
