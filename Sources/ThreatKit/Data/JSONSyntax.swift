import Foundation

/// Checks that bytes are JSON as RFC 8259 defines it, strictly, and says where they are not, by line and column.
///
/// Foundation's parser accepts more than JSON (on Linux, trailing commas such as `[1, 2,]`), and its
/// errors name a byte offset at best. A threats file must be plain JSON, and a person fixing it wants
/// a line and a column, so the loader checks the syntax with this small scanner before decoding.
///
/// Two things RFC 8259 allows but leaves to the reader are refused too, because `JSONDecoder` handles them
/// badly: a name repeated within one object (section 4 says names SHOULD be unique; `JSONDecoder` and
/// `JSONSerialization` silently keep one value), and a number a `Double` cannot hold (section 6 lets a reader
/// limit the range; `JSONDecoder` then calls the whole file invalid). Both are reported with the index of
/// the top-level array's item and the field they are in, so the loader can name the record and field.
struct JSONSyntax {
    /// Where the syntax breaks and how.
    struct Problem: Error, Equatable {
        /// What kind of problem, for the loader to word it for its records.
        enum Kind: Equatable {
            /// Not JSON at all; ``Problem/message`` says why.
            case syntax
            /// An object names this key twice (after decoding escapes); `isRecordField` when the object is an
            /// item of the top-level array, so the key is that record's field.
            case repeatedKey(String, isRecordField: Bool)
            /// A number, as written, that a `Double` cannot hold: beyond ±1.8e308, or so close to 0 that it reads 0.
            case unreadableNumber(String)
        }

        /// 1-based line.
        let line: Int
        /// 1-based column, counted in Unicode scalars.
        let column: Int
        /// What is wrong there, such as `a trailing comma before "]"`.
        let message: String
        /// What kind of problem it is.
        var kind = Kind.syntax
        /// The 0-based index of the top-level array's item the problem is in; `nil` outside such an item.
        var recordIndex: Int? = nil
        /// The key, in that item, of the field the problem is in; `nil` outside an item's field.
        ///
        /// For a ``Kind/repeatedKey(_:isRecordField:)`` of the item itself, the repeated key.
        var field: String? = nil
    }

    /// How deep arrays and objects may nest; deeper text is refused rather than risking the stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0
    /// The keys seen so far in the object open at each depth, kept to reuse their storage.
    private var keysByDepth: [Set<String>] = []
    /// The index of the top-level array's item being read, if the top level is an array.
    private var recordIndex: Int?
    /// The key of that item's field being read, if the item is an object.
    private var recordField: String?

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Checks `data`, UTF-8 text (a leading byte-order mark is allowed).
    /// - Throws: ``Problem`` for the first place that is not JSON.
    static func check(_ data: Data) throws(Problem) {
        var scanner = JSONSyntax(Array(data))
        if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.offset = 3 }
        try scanner.skipWhitespace()
        try scanner.value(depth: 0)
        try scanner.skipWhitespace()
        if scanner.offset < scanner.bytes.count {
            throw scanner.problem("unexpected text after the end of the JSON value")
        }
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func problem(_ message: String, _ kind: Problem.Kind = .syntax) -> Problem {
        let before = bytes[..<min(offset, bytes.count)]
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        // Count scalars, not bytes: continuation bytes (10xxxxxx) do not start a character.
        let column = bytes[lineStart..<before.endIndex].count(where: { $0 & 0b1100_0000 != 0b1000_0000 }) + 1
        return Problem(
            line: line, column: column, message: message, kind: kind, recordIndex: recordIndex, field: recordField)
    }

    private func describeCurrent() -> String {
        guard let current else { return "the end of the file" }
        if current >= 0x20, current < 0x7F { return "\"\(Character(UnicodeScalar(current)))\"" }
        return "a byte 0x\(String(current, radix: 16, uppercase: true))"
    }

    private mutating func skipWhitespace() throws(Problem) {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            offset += 1
        }
    }

    private mutating func expect(_ literal: String) throws(Problem) {
        for byte in literal.utf8 {
            guard current == byte else { throw problem("expected \(literal), found \(describeCurrent())") }
            offset += 1
        }
    }

    private mutating func value(depth: Int) throws(Problem) {
        guard depth < Self.maximumDepth else {
            throw problem("arrays and objects nest deeper than \(Self.maximumDepth) levels")
        }
        guard let byte = current else { throw problem("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): try container(depth: depth, close: UInt8(ascii: "}"), isObject: true)
        case UInt8(ascii: "["): try container(depth: depth, close: UInt8(ascii: "]"), isObject: false)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try expect("true")
        case UInt8(ascii: "f"): try expect("false")
        case UInt8(ascii: "n"): try expect("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw problem("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func container(depth: Int, close: UInt8, isObject: Bool) throws(Problem) {
        let closing = "\"\(Character(UnicodeScalar(close)))\""
        offset += 1
        try skipWhitespace()
        if current == close {
            offset += 1
            return
        }
        let isRecordList = depth == 0 && !isObject
        let isRecord = depth == 1 && isObject && recordIndex != nil
        if isRecordList { recordIndex = 0 }
        if isObject {
            if keysByDepth.count <= depth {
                keysByDepth.append(contentsOf: repeatElement([], count: depth + 1 - keysByDepth.count))
            }
            keysByDepth[depth].removeAll(keepingCapacity: true)
        }
        defer {
            if isRecordList { recordIndex = nil }
            if isRecord { recordField = nil }
        }
        while true {
            if isObject {
                guard current == UInt8(ascii: "\"") else {
                    throw problem("expected a field name in quotes, found \(describeCurrent())")
                }
                let keyStart = offset
                let hasEscape = try string()
                let key = text(of: keyStart..<offset, hasEscape: hasEscape)
                if isRecord { recordField = key }
                guard keysByDepth[depth].insert(key).inserted else {
                    offset = keyStart
                    throw problem(
                        "the name \(key.debugDescription) appears twice in one object (JSON readers keep only one)",
                        .repeatedKey(key, isRecordField: isRecord))
                }
                try skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw problem("expected \":\", found \(describeCurrent())") }
                offset += 1
                try skipWhitespace()
            }
            try value(depth: depth + 1)
            try skipWhitespace()
            if current == close {
                offset += 1
                return
            }
            guard current == UInt8(ascii: ",") else {
                throw problem("expected \",\" or \(closing), found \(describeCurrent())")
            }
            offset += 1
            if isRecordList { recordIndex? += 1 }
            try skipWhitespace()
            if current == close { throw problem("a trailing comma before \(closing) (JSON allows none)") }
        }
    }

    /// Reads a string; returns whether it has escapes.
    @discardableResult
    private mutating func string() throws(Problem) -> Bool {
        var hasEscape = false
        offset += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return hasEscape
            case UInt8(ascii: "\\"):
                hasEscape = true
                offset += 1
                try escape()
            case 0x00..<0x20:
                throw problem("a control character inside a string (write a line break as \\n)")
            default:
                offset += 1
            }
        }
        throw problem("a string is not closed before the end of the file")
    }

    /// The text of the checked string literal at `range`, quotes included; escapes are decoded only in
    /// the rare string that has them.
    private func text(of range: Range<Int>, hasEscape: Bool) -> String {
        let inside = bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]
        guard hasEscape else { return String(decoding: inside, as: UTF8.self) }
        // Foundation decodes escapes (surrogate pairs included); a checked literal always decodes.
        return (try? JSONDecoder().decode(String.self, from: Data(bytes[range])))
            ?? String(decoding: inside, as: UTF8.self)
    }

    private mutating func escape() throws(Problem) {
        guard let byte = current else { throw problem("a string is not closed before the end of the file") }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset += 1
        case UInt8(ascii: "u"):
            offset += 1
            for _ in 0..<4 {
                guard let digit = current, isHexDigit(digit) else {
                    throw problem("expected 4 hexadecimal digits after \\u")
                }
                offset += 1
            }
        default:
            throw problem("a backslash before \(describeCurrent()) is not an escape JSON knows")
        }
    }

    private mutating func number() throws(Problem) {
        let start = offset
        var hasExponent = false
        if current == UInt8(ascii: "-") { offset += 1 }
        if current == UInt8(ascii: "0") {
            offset += 1
            if let digit = current, isDigit(digit) { throw problem("a number cannot start with 0 (write 7, not 07)") }
        } else {
            try digits("a digit")
        }
        if current == UInt8(ascii: ".") {
            offset += 1
            try digits("a digit after the decimal point")
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            try digits("a digit in the exponent")
            hasExponent = true
        }
        // Without an exponent, only a number of hundreds of digits can leave a Double's range.
        guard hasExponent || offset - start > 300 else { return }
        let literal = String(decoding: bytes[start..<offset], as: UTF8.self)
        let value = Double(literal) ?? .infinity
        let mantissa = bytes[start..<offset].prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        let isZero = !mantissa.contains { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }
        if !value.isFinite || (value == 0 && !isZero) {
            offset = start
            throw problem(
                "the number \(literal) is beyond what a Double holds (about ±1.8e308, and not so close to 0)",
                .unreadableNumber(literal))
        }
    }

    private mutating func digits(_ what: String) throws(Problem) {
        guard let first = current, isDigit(first) else { throw problem("expected \(what), found \(describeCurrent())") }
        while let digit = current, isDigit(digit) { offset += 1 }
    }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
