import Foundation
import Testing

@testable import WorkshopSupport

/// The byte searches the chaffs and pages are read with find what Foundation finds, and cut lines where it
/// cuts them.
@Suite("Searching text by its bytes")
struct LiteralSearchTests {
    static let texts = [
        "", "a", "aaaa", "    a()\n    b()\n    a()\n", "Café ☕︎ café\n", "山田, 太郎\n山田\n", "x\r\ny\n", "\n\u{301}x\n",
        "tab\tand space \n\n", "\r\n", "a\r\n\nb\r\r\n", "\n\r\n\u{301}\n",
    ]
    static let searched = ["", "a", "aa", "    a()\n", "é", "café", "山田", "\n", "  ", "\r\n", "x"]

    @Test("Every place Foundation's literal search finds, in order and without overlaps; nothing for empty text")
    func rangesAreFoundationsLiteralOnes() {
        for text in Self.texts {
            for searched in Self.searched {
                var expected: [Range<String.Index>] = []
                var rest = text.startIndex..<text.endIndex
                while let range = text.range(of: searched, options: .literal, range: rest) {
                    expected.append(range)
                    rest = range.upperBound..<text.endIndex
                }
                let found = text.literalRanges(of: searched)
                #expect(found == expected, "\(searched.debugDescription) in \(text.debugDescription)")
                #expect(text.firstLiteralRange(of: searched) == expected.first)
                #expect(text.containsLiterally(searched) == !expected.isEmpty)
            }
        }
    }

    @Test(
        "Lines are cut where components(separatedBy:) and split(separator:) cut them, an empty one last after a final line feed"
    )
    func linesAreFoundationsComponents() {
        for text in Self.texts {
            let lines = text.linesCutAtLineFeeds()
            #expect(lines == text.components(separatedBy: "\n"), "\(text.debugDescription)")
            #expect(
                lines == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                "\(text.debugDescription)")
        }
    }
}
