import Testing

/// The names only Linux has, which code must keep to a Linux branch (`#if os(Linux)` or
/// `#if canImport(Glibc)`) beside the other systems' spelling: outside one, a Mac does not compile it, or
/// runs a path it does not have.
enum LinuxOnlyNames {
    /// A name, and what a Mac has instead.
    struct Name: Sendable, CustomTestStringConvertible {
        /// The name as the code spells it.
        let spelling: String
        /// Whether it is a path in a string literal (a program run), rather than a name in the code.
        let isPath: Bool
        /// What to write instead, for the message.
        let instead: String

        var testDescription: String { spelling }
    }

    /// Every name the check knows.
    static let all = [
        Name(
            spelling: "Glibc.", isPath: false,
            instead: "call it unqualified, or through the small file of its concern (StreamSocket for sockets)"),
        Name(
            spelling: "SOCK_STREAM.rawValue", isPath: false,
            instead: "StreamSocket.make() (Darwin's SOCK_STREAM is a plain Int32)"),
        Name(spelling: "st_mtim", isPath: false, instead: "Darwin's st_mtimespec, in a branch beside it"),
        Name(spelling: "pipe2(", isPath: false, instead: "pipe() and fcntl(FD_CLOEXEC), which both systems have"),
        Name(spelling: "epoll_", isPath: false, instead: "poll(), or kqueue in a Darwin branch"),
        Name(spelling: "prctl(", isPath: false, instead: "a Linux branch: macOS has no prctl"),
        Name(
            spelling: "environ", isPath: false,
            instead: "ProcessInfo.processInfo.environment (Swift's Darwin module declares no environ)"),
        Name(spelling: "/bin/true", isPath: true, instead: "/usr/bin/true, which both systems have"),
    ]

    /// One use of a Linux-only name outside a Linux branch.
    struct Finding: Equatable, CustomStringConvertible {
        /// The file, as given to ``findings(in:file:)``.
        let file: String
        /// Its line, from 1.
        let line: Int
        /// The name.
        let spelling: String
        /// What to write instead.
        let instead: String

        var description: String {
            "\(file):\(line): `\(spelling)` is Linux's only, outside `#if os(Linux)` or `#if canImport(Glibc)`,"
                + " so a Mac cannot build or run it: use \(instead)"
        }
    }

    /// The Linux-only names `source` uses outside a Linux branch; comments and string literals do not
    /// count, but for a path, which is looked for in string literals only.
    static func findings(in source: String, file: String) -> [Finding] {
        findings(in: SwiftCode(source), file: file)
    }

    /// The Linux-only names `code` uses outside a Linux branch, as ``findings(in:file:)-(String,_)`` gives them.
    static func findings(in code: SwiftCode, file: String) -> [Finding] {
        code.lines.filter { !$0.isLinuxOnly }.flatMap { line in
            all.filter { name in
                name.isPath
                    ? line.strings.contains { $0 == name.spelling || $0.hasPrefix(name.spelling + " ") }
                    : uses(name.spelling, in: line.code)
            }.map { Finding(file: file, line: line.number, spelling: $0.spelling, instead: $0.instead) }
        }
    }

    /// Whether `code` has `spelling` as a name of its own: not the end of a longer name before it, nor the
    /// start of one after it when it ends in a letter (`st_mtim`, not `st_mtimespec`).
    private static func uses(_ spelling: String, in code: String) -> Bool {
        var rest = code[...]
        while let range = rest.range(of: spelling) {
            let before = range.lowerBound > code.startIndex ? code[code.index(before: range.lowerBound)] : " "
            let after = range.upperBound < code.endIndex ? code[range.upperBound] : " "
            let continuesAfter = spelling.last.map(isNamePart) == true && isNamePart(after)
            if !isNamePart(before) && !continuesAfter { return true }
            rest = code[range.upperBound...]
        }
        return false
    }

    private static func isNamePart(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
