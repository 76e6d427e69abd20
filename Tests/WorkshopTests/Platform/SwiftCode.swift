/// A Swift file read as the compiler would for a name: its code apart from its comments and string
/// literals, line by line, and whether each line is in a branch only Linux compiles.
///
/// For the kit's checks of what the code uses (``PlatformFloorTests``, ``LinuxOnlyNamesTests``), not a
/// parser: it knows comments (nested too), string literals (multi-line, raw, with interpolations, whose
/// code counts as code) and `#if` / `#elseif` / `#else` / `#endif`. A branch is Linux's when its condition
/// names `os(Linux)` or `canImport(Glibc)` with no `!` or `||` (or is the `#else` of `!os(Linux)`).
struct SwiftCode {
    /// One line of the file.
    struct Line {
        /// Its number, from 1.
        let number: Int
        /// Its code: the line without comments, each string literal's text taken out (its quotes stay).
        let code: String
        /// The text of the string literals on it (a multi-line literal gives each line's part).
        let strings: [String]
        /// Whether only Linux compiles it: it is in a Linux branch of an `#if`.
        let isLinuxOnly: Bool
    }

    /// The file's lines, in order.
    let lines: [Line]

    private enum Mode {
        case code(parentheses: Int)
        case string(multiline: Bool, hashes: Int)
        case comment(depth: Int)
    }

    /// Reads `source`.
    init(_ source: String) {
        // Byte by byte: every character the syntax needs is ASCII, and a multi-byte one is never one of them.
        let bytes = Array(source.utf8)
        var modes: [Mode] = [.code(parentheses: 0)]
        var code: [UInt8] = []
        var strings: [String] = []
        var literal: [UInt8]?
        var read: [(code: String, strings: [String])] = []
        let quote = UInt8(ascii: "\"")
        let hash = UInt8(ascii: "#")
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n")
        let open = UInt8(ascii: "(")
        let close = UInt8(ascii: ")")
        func at(_ index: Int, _ text: [UInt8]) -> Bool {
            guard index + text.count <= bytes.count else { return false }
            for offset in 0..<text.count where bytes[index + offset] != text[offset] { return false }
            return true
        }
        func hashes(from index: Int) -> Int {
            var count = 0
            while index + count < bytes.count, bytes[index + count] == hash { count += 1 }
            return count
        }
        func endLine() {
            if let text = literal {
                strings.append(String(decoding: text, as: UTF8.self))
                literal = []
            }
            read.append((String(decoding: code, as: UTF8.self), strings))
            code = []
            strings = []
        }
        func endString() {
            strings.append(String(decoding: literal ?? [], as: UTF8.self))
            literal = nil
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == newline {
                endLine()
                index += 1
                continue
            }
            switch modes[modes.count - 1] {
            case .code(let parentheses):
                let count = hashes(from: index)
                if byte == slash, at(index, [slash, slash]) {
                    while index < bytes.count, bytes[index] != newline { index += 1 }
                } else if byte == slash, at(index, [slash, star]) {
                    modes.append(.comment(depth: 1))
                    index += 2
                } else if index + count < bytes.count, bytes[index + count] == quote {
                    let multiline = at(index + count, [quote, quote, quote])
                    modes.append(.string(multiline: multiline, hashes: count))
                    code += Array(repeating: hash, count: count) + [quote]
                    literal = []
                    index += count + (multiline ? 3 : 1)
                } else if byte == close && parentheses == 0 && modes.count > 1 {
                    modes.removeLast()  // the end of an interpolation: back in its string
                    literal = []
                    index += 1
                } else {
                    if byte == open { modes[modes.count - 1] = .code(parentheses: parentheses + 1) }
                    if byte == close { modes[modes.count - 1] = .code(parentheses: parentheses - 1) }
                    code.append(byte)
                    index += 1
                }
            case .comment(let depth):
                if byte == slash, at(index, [slash, star]) {
                    modes[modes.count - 1] = .comment(depth: depth + 1)
                    index += 2
                } else if byte == star, at(index, [star, slash]) {
                    modes[modes.count - 1] = .comment(depth: depth - 1)
                    if depth == 1 { modes.removeLast() }
                    index += 2
                } else {
                    index += 1
                }
            case .string(let multiline, let count):
                let marks = [UInt8](repeating: hash, count: count)
                let end = (multiline ? [quote, quote, quote] : [quote]) + marks
                if byte == backslash, at(index, [backslash] + marks + [open]) {
                    endString()
                    modes.append(.code(parentheses: 0))
                    index += count + 2
                } else if byte == backslash, at(index, [backslash] + marks), index + count + 1 < bytes.count {
                    literal?.append(contentsOf: bytes[index...(index + count + 1)])
                    index += count + 2
                } else if byte == quote, at(index, end) {
                    endString()
                    modes.removeLast()
                    code += [quote] + marks
                    index += end.count
                } else {
                    literal?.append(byte)
                    index += 1
                }
            }
        }
        endLine()
        lines = Self.branches(read)
    }

    /// The lines with their `#if` branches worked out.
    private static func branches(_ read: [(code: String, strings: [String])]) -> [Line] {
        // One entry per open `#if`: whether its current branch is Linux's, and its last condition.
        var open: [(isLinux: Bool, condition: String)] = []
        var lines: [Line] = []
        for (offset, line) in read.enumerated() {
            let code = line.code.drop { $0 == " " || $0 == "\t" }
            let directive = code.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
            let condition = code.split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            switch directive {
            case "#if": open.append((isLinux(condition), condition))
            case "#elseif" where !open.isEmpty: open[open.count - 1] = (isLinux(condition), condition)
            case "#else" where !open.isEmpty:
                let last = open[open.count - 1].condition.filter { $0 != " " }
                open[open.count - 1] = (last == "!os(Linux)" || last == "!canImport(Glibc)", "")
            case "#endif" where !open.isEmpty: open.removeLast()
            default: break
            }
            lines.append(
                Line(
                    number: offset + 1, code: line.code, strings: line.strings,
                    isLinuxOnly: open.contains { $0.isLinux }))
        }
        return lines
    }

    /// Whether only Linux compiles a branch under `condition`.
    private static func isLinux(_ condition: String) -> Bool {
        (condition.contains("os(Linux)") || condition.contains("canImport(Glibc)"))
            && !condition.contains("!") && !condition.contains("||")
    }
}
