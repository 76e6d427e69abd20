import Foundation

/// Checks that bytes are JSON as RFC 8259 defines it, and says where they are not, by line and column.
///
/// Foundation's parser accepts more than JSON (on Linux, trailing commas such as `[1, 2,]`), and its
/// errors name a byte offset at best. A threats file must be plain JSON, and a person fixing it wants
/// a line and a column, so the loader checks the syntax with this small scanner before decoding.
struct JSONSyntax {
    /// Where the syntax breaks and how.
    struct Problem: Error, Equatable {
        /// 1-based line.
        let line: Int
        /// 1-based column, counted in Unicode scalars.
        let column: Int
        /// What is wrong there, such as `a trailing comma before "]"`.
        let message: String
    }

    /// How deep arrays and objects may nest; deeper text is refused rather than risking the stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0

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

    private func problem(_ message: String) -> Problem {
        let before = bytes[..<min(offset, bytes.count)]
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        // Count scalars, not bytes: continuation bytes (10xxxxxx) do not start a character.
        let column = bytes[lineStart..<before.endIndex].count(where: { $0 & 0b1100_0000 != 0b1000_0000 }) + 1
        return Problem(line: line, column: column, message: message)
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
        while true {
            if isObject {
                guard current == UInt8(ascii: "\"") else {
                    throw problem("expected a field name in quotes, found \(describeCurrent())")
                }
                try string()
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
            try skipWhitespace()
            if current == close { throw problem("a trailing comma before \(closing) (JSON allows none)") }
        }
    }

    private mutating func string() throws(Problem) {
        offset += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return
            case UInt8(ascii: "\\"):
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

    private mutating func escape() throws(Problem) {
        guard let byte = current else { throw problem("a string is not closed before the end of the file") }
        if Array("\"\\/bfnrt".utf8).contains(byte) {
            offset += 1
        } else if byte == UInt8(ascii: "u") {
            offset += 1
            for _ in 0..<4 {
                guard let digit = current, Character(UnicodeScalar(digit)).isHexDigit else {
                    throw problem("expected 4 hexadecimal digits after \\u")
                }
                offset += 1
            }
        } else {
            throw problem("a backslash before \(describeCurrent()) is not an escape JSON knows")
        }
    }

    private mutating func number() throws(Problem) {
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
        }
    }

    private mutating func digits(_ what: String) throws(Problem) {
        guard let first = current, isDigit(first) else { throw problem("expected \(what), found \(describeCurrent())") }
        while let digit = current, isDigit(digit) { offset += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
