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

    /// `text` with `&`, `<`, `>` and `"` escaped for HTML.
    package static func escape(_ text: String) -> String {
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
