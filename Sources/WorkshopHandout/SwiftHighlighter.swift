import WorkshopApp
import WorkshopSupport

/// Marks up one line of Swift for the HTML report: keywords, strings, comments and numbers.
///
/// A line-at-a-time scanner, enough for reading diffs on a projector, not a parser: a string or
/// comment that spans lines is coloured line by line.
package enum SwiftHighlighter {
    private static let keywords: Set<String> = [
        "actor", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "final", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "lazy", "let",
        "nil", "nonisolated", "open", "override", "private", "protocol", "public", "repeat", "rethrows",
        "return", "self", "Self", "some", "any", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "var", "weak", "where", "while",
    ]

    /// `line` as HTML: escaped, with `<span class="k|s|c|n">` around keywords, strings, comments, numbers.
    package static func html(_ line: String) -> String {
        var bytes = line
        if let html = bytes.withUTF8(asciiHTML) { return html }
        var output = ""
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if line[index...].hasPrefix("//") {
                output += span("c", String(line[index...]))
                break
            } else if character == "\"" {
                var end = line.index(after: index)
                while end < line.endIndex, line[end] != "\"" {
                    end =
                        line[end] == "\\" && line.index(after: end) < line.endIndex
                        ? line.index(end, offsetBy: 2) : line.index(after: end)
                }
                end = end < line.endIndex ? line.index(after: end) : end
                output += span("s", String(line[index..<end]))
                index = end
            } else if character.isLetter || character == "_" || character == "@" || character == "#" {
                let end =
                    line[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" || $0 == "#") }
                    ?? line.endIndex
                let word = String(line[index..<end])
                output +=
                    keywords.contains(word) || word.hasPrefix("@") || word.hasPrefix("#")
                    ? span("k", word) : escape(word)
                index = end
            } else if character.isNumber {
                let end = line[index...].firstIndex { !($0.isNumber || $0 == "_" || $0 == ".") } ?? line.endIndex
                output += span("n", String(line[index..<end]))
                index = end
            } else {
                output += escape(String(character))
                index = line.index(after: index)
            }
        }
        return output
    }

    /// The HTML of a line of ASCII, as ``html(_:)`` marks it up; `nil` for a line with any other character.
    ///
    /// Read byte by byte, as each byte is a character and a letter or a digit is one of ASCII's: walking
    /// `Character`s took most of a page's time in a debug build.
    private static func asciiHTML(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress else { return "" }
        let count = bytes.count
        var index = 0
        while index < count {
            if base[index] >= 0x80 { return nil }
            index += 1
        }
        func text(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
        }
        func isLetter(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func startsWord(_ byte: UInt8) -> Bool {
            isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#")
        }
        func startsComment(_ at: Int) -> Bool {
            base[at] == UInt8(ascii: "/") && at + 1 < count && base[at + 1] == UInt8(ascii: "/")
        }
        var output = ""
        index = 0
        while index < count {
            let byte = base[index]
            if startsComment(index) {
                output += span("c", text(index, count))
                break
            } else if byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < count, base[end] != UInt8(ascii: "\"") {
                    end += base[end] == UInt8(ascii: "\\") && end + 1 < count ? 2 : 1
                }
                end = end < count ? end + 1 : end
                output += span("s", text(index, end))
                index = end
            } else if startsWord(byte) {
                var end = index
                while end < count, startsWord(base[end]) || isDigit(base[end]) { end += 1 }
                let word = text(index, end)
                output +=
                    keywords.contains(word) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#")
                    ? span("k", word) : escape(word)
                index = end
            } else if isDigit(byte) {
                var end = index
                while end < count,
                    isDigit(base[end]) || base[end] == UInt8(ascii: "_") || base[end] == UInt8(ascii: ".")
                {
                    end += 1
                }
                output += span("n", text(index, end))
                index = end
            } else {
                // A run of other characters, escaped together as each would be alone.
                var end = index + 1
                while end < count, !startsComment(end), base[end] != UInt8(ascii: "\""), !startsWord(base[end]),
                    !isDigit(base[end])
                {
                    end += 1
                }
                output += escape(text(index, end))
                index = end
            }
        }
        return output
    }

    /// `text` with `&`, `<`, `>` and `"` escaped for HTML.
    package static func escape(_ text: String) -> String {
        var bytes = text
        let plain = bytes.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return true }
            var index = 0
            while index < bytes.count {
                let byte = base[index]
                if byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 { return false }  // & < > "
                index += 1
            }
            return true
        }
        // No character is one of those four when none of their bytes is there.
        if plain { return text }
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.append(character)
            }
        }
        return output
    }

    private static func span(_ kind: String, _ text: String) -> String {
        "<span class=\"\(kind)\">\(escape(text))</span>"
    }
}
