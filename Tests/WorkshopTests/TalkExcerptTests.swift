import Foundation
import Testing

/// The code on the talk's slides is the kit's code: every ```swift block of `docs/TALK.md` is quoted
/// from a file of the kit, so a slide cannot teach code the kit no longer has.
///
/// The rules, which `docs/TALK.md` repeats for its authors:
/// - The line right before each ```swift fence is a marker naming the file, relative to the kit's root:
///   `<!-- excerpt: Sources/MVVMBoxes/Box.swift -->`.
/// - The block's lines appear in that file verbatim (indentation included) and contiguously.
/// - A line that is only `// …` elides: it stands for any number of the file's lines, so the pieces
///   around it must each appear contiguously, in the order of the block.
@Suite("Talk excerpts")
struct TalkExcerptTests {
    /// One ```swift block of a Markdown file, with the marker above it.
    struct Excerpt {
        /// The 1-based line of the opening fence.
        var line: Int
        /// The path the marker names, or `nil` when the block has no marker.
        var source: String?
        var lines: [String]
    }

    static let elision = "// …"
    static let talk = TestFiles.repository.appendingPathComponent("docs/TALK.md")

    /// The ```swift blocks of `markdown`, each with the marker on the line before its fence.
    static func excerpts(in markdown: String) -> [Excerpt] {
        let lines = markdown.components(separatedBy: "\n")
        var excerpts: [Excerpt] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
                index += 1
                continue
            }
            let marker = index > 0 ? source(inMarker: lines[index - 1]) : nil
            var body: [String] = []
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[end])
                end += 1
            }
            excerpts.append(Excerpt(line: index + 1, source: marker, lines: body))
            index = end + 1
        }
        return excerpts
    }

    /// The path in `<!-- excerpt: PATH -->`, or `nil` when `line` is not such a marker.
    static func source(inMarker line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let prefix = "<!-- excerpt: "
        let suffix = " -->"
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(suffix), trimmed.count > prefix.count + suffix.count
        else { return nil }
        return String(trimmed.dropFirst(prefix.count).dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
    }

    /// Why `excerpt` is not quoted from `source`, or `nil` when it is: the first piece (between
    /// elisions) whose lines do not appear contiguously in `source` after the previous piece.
    static func mismatch(of excerpt: [String], in source: String) -> String? {
        let sourceLines = source.components(separatedBy: "\n")
        var pieces: [[String]] = [[]]
        for line in excerpt {
            if line.trimmingCharacters(in: .whitespaces) == elision {
                pieces.append([])
            } else {
                pieces[pieces.count - 1].append(line)
            }
        }
        if pieces.contains(where: \.isEmpty) {
            return "an excerpt may not be empty, start or end with `\(elision)`, or hold two in a row"
        }
        var start = 0
        for piece in pieces {
            guard let found = firstIndex(of: piece, in: sourceLines, from: start) else {
                return "these lines are not in the file, contiguously and in this order:\n"
                    + piece.joined(separator: "\n")
            }
            start = found + piece.count
        }
        return nil
    }

    private static func firstIndex(of piece: [String], in lines: [String], from start: Int) -> Int? {
        guard piece.count <= lines.count else { return nil }
        var index = start
        while index + piece.count <= lines.count {
            if Array(lines[index..<index + piece.count]) == piece { return index }
            index += 1
        }
        return nil
    }

    @Test("Every Swift block of docs/TALK.md names its source file and is quoted from it verbatim")
    func talkQuotesTheKit() throws {
        let markdown = try String(contentsOf: Self.talk, encoding: .utf8)
        let excerpts = Self.excerpts(in: markdown)
        #expect(excerpts.count >= 10, "docs/TALK.md should show the kit's code: found \(excerpts.count) Swift blocks")
        for excerpt in excerpts {
            guard let path = excerpt.source else {
                Issue.record(
                    "docs/TALK.md:\(excerpt.line): a ```swift block needs `<!-- excerpt: PATH -->` on the line before it"
                )
                continue
            }
            let file = TestFiles.repository.appendingPathComponent(path)
            guard let source = try? String(contentsOf: file, encoding: .utf8) else {
                Issue.record("docs/TALK.md:\(excerpt.line): the excerpt's source \(path) cannot be read")
                continue
            }
            if let problem = Self.mismatch(of: excerpt.lines, in: source) {
                Issue.record("docs/TALK.md:\(excerpt.line): no longer quotes \(path): \(problem)")
            }
        }
    }

    @Test("Every excerpt marker in docs/TALK.md is followed by a Swift block")
    func noDanglingMarkers() throws {
        let lines = try String(contentsOf: Self.talk, encoding: .utf8).components(separatedBy: "\n")
        for (index, line) in lines.enumerated() where Self.source(inMarker: line) != nil {
            let next = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
            #expect(next == "```swift", "docs/TALK.md:\(index + 1): a marker must be right before a ```swift fence")
        }
    }

    @Test("The matcher finds quoted pieces in order, and refuses a changed, reordered or unmarked one")
    func matcherRules() {
        let source = "a\nb\nc\nd\ne"
        #expect(Self.mismatch(of: ["b", "c"], in: source) == nil)
        #expect(Self.mismatch(of: ["a", Self.elision, "d", "e"], in: source) == nil)
        #expect(Self.mismatch(of: ["b", "x"], in: source) != nil, "A changed line must not match")
        #expect(Self.mismatch(of: ["b", "d"], in: source) != nil, "Lines left out need `// …`")
        #expect(Self.mismatch(of: ["d", Self.elision, "b"], in: source) != nil, "Pieces keep the file's order")
        #expect(Self.mismatch(of: [" b"], in: source) != nil, "Indentation counts")
        #expect(Self.mismatch(of: [], in: source) != nil)
        let markdown = "<!-- excerpt: X.swift -->\n```swift\nb\n```\n\n```swift\nc\n```"
        let found = Self.excerpts(in: markdown)
        #expect(found.map(\.source) == ["X.swift", nil])
        #expect(found.map(\.lines) == [["b"], ["c"]])
    }
}
