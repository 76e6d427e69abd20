import Foundation
import WorkshopSupport

/// A parsed script: its commands with their line numbers, and the options its header asks for.
public struct Script: Equatable, Sendable {
    /// One command and where it was written.
    public struct Line: Equatable, Sendable {
        /// The 1-based line number in the file.
        public let number: Int
        /// What the line asks for.
        public let command: ScriptCommand
        /// The line as written, for messages.
        public let source: String
    }

    /// Why a script could not be parsed: the first bad line, with a message to fix it by.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The 1-based line number.
        public let line: Int
        /// What is wrong with the line.
        public let message: String

        /// `line 3: unknown command "tpye" (did you mean "type"?)`; `workshop play` prefixes the script's name.
        public var description: String { "line \(line): \(message)" }
    }

    /// The longest single `wait`, in seconds: an hour of virtual time is already 720 access codes.
    public static let longestWait: Double = 3_600

    /// The commands, in order; comments and blank lines are left out.
    public let lines: [Line]

    /// The arguments of a `# options:` line among the first three lines, split at blanks; empty if none.
    public let headerOptions: [String]

    /// The line number of that `# options:` line, or `nil` when there is none.
    public let headerLine: Int?

    /// Parses a script.
    ///
    /// Lines end at `\n` (a `\r` before it is dropped, so Windows files work). A line whose first
    /// non-blank character is `#` is a comment; a `#` later in a line is text (`type password pa#ss`
    /// types `pa#ss`). Blanks (spaces and tabs) before a command are ignored, and so is one blank after
    /// it. TEXT arguments are then the rest of the line exactly as written, trailing spaces included.
    /// - Throws: ``ParseError`` for the first line that is not a command of the language.
    public init(parsing source: String) throws(ParseError) {
        var lines: [Line] = []
        var headerOptions: [String] = []
        var headerLine: Int?
        // Split on scalars, not Characters: "\r\n" is one Character, and so is a space followed by a
        // combining accent, which must not hide the space from the parser.
        let rawLines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, scalars) in rawLines.enumerated() {
            let number = offset + 1
            var text = String(String.UnicodeScalarView(scalars))
            if text.unicodeScalars.last == "\r" { text = String(String.UnicodeScalarView(scalars.dropLast())) }
            let line = Self.droppingLeadingBlanks(text)
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                if number <= 3, headerLine == nil, let options = Self.options(inComment: line) {
                    headerOptions = options
                    headerLine = number
                }
                continue
            }
            let command = try Self.command(line, lineNumber: number)
            lines.append(Line(number: number, command: command, source: line))
        }
        self.lines = lines
        self.headerOptions = headerOptions
        self.headerLine = headerLine
    }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    static func droppingLeadingBlanks(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.drop(while: isBlank)))
    }

    private static func options(inComment comment: String) -> [String]? {
        let body = droppingLeadingBlanks(String(comment.dropFirst()))
        guard body.hasPrefix("options:") else { return nil }
        return body.dropFirst("options:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    private static let commandNames = [
        "type", "clear", "return", "tap", "wait", "select", "delete", "back", "expect", "expect-not",
        "expect-rows", "note", "expect-changed", "expect-unchanged", "screen",
    ]

    private static func command(_ line: String, lineNumber: Int) throws(ParseError) -> ScriptCommand {
        let (name, rest) = ArgumentReader.splitFirstWord(line)
        let argument = ArgumentReader(command: name, rest: rest, line: lineNumber)

        switch name {
        case "type":
            let (field, text) = try argument.wordAndText(wordName: "FIELD", textName: "TEXT")
            return .type(field: field, text: text)
        case "clear": return .clear(field: try argument.word("FIELD"))
        case "return":
            try argument.none()
            return .pressReturn
        case "tap": return .tap(try argument.title("ID"))
        case "wait": return .wait(seconds: try argument.seconds())
        case "select": return .select(row: try argument.integer("N", minimum: 1))
        case "delete": return .delete(row: try argument.integer("N", minimum: 1))
        case "back":
            try argument.none()
            return .back
        case "expect": return .expect(try argument.text("TEXT"))
        case "expect-not": return .expectNot(try argument.text("TEXT"))
        case "expect-rows": return .expectRows(try argument.integer("N", minimum: 0))
        case "note": return .note(try argument.word("ID"))
        case "expect-changed": return .expectChanged(try argument.word("ID"))
        case "expect-unchanged": return .expectUnchanged(try argument.word("ID"))
        case "screen":
            try argument.none()
            return .screen
        default:
            let suggestion = closestCommand(to: name).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw ParseError(line: lineNumber, message: "unknown command \"\(name)\"\(suggestion)")
        }
    }

    /// The command name a typo most likely meant, if one is close (at most 2 edits away).
    private static func closestCommand(to name: String) -> String? {
        let scored = commandNames.map { ($0, editDistance(name.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// Levenshtein distance: the fewest insertions, deletions and substitutions that turn `a` into `b`.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let b = Array(b)
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for (j, y) in b.enumerated() {
                let substitution = diagonal + (x == y ? 0 : 1)
                diagonal = row[j + 1]
                row[j + 1] = min(row[j + 1] + 1, row[j] + 1, substitution)
            }
        }
        return row[b.count]
    }
}
