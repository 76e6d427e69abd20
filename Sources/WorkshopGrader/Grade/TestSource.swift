import Foundation
import WorkshopSupport

/// Reads a test's source for the JSON report's `test_code`: from its `@Test` line to the brace that
/// closes its body.
package enum TestSource {
    /// The test written at `location`.
    /// - Parameters:
    ///   - location: Where Swift Testing says the test is written.
    ///   - maxLines: The most lines to return; longer tests are cut, ending with `…`.
    /// - Returns: Its source, unindented; empty when the file cannot be read.
    package static func code(at location: TestEventRecord.SourceLocation?, maxLines: Int = 40) -> String {
        guard let location, let path = location.filePath,
            let text = try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        else { return "" }
        return code(in: text, fromLine: location.line, maxLines: maxLines)
    }

    /// The lines of `text` from `line` (1-based) until the braces opened after it balance.
    package static func code(in text: String, fromLine line: Int, maxLines: Int = 40) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(line - 1)
        var taken: [Substring] = []
        var depth = 0
        var opened = false
        for current in lines {
            taken.append(current)
            // Braces inside string literals are rare in tests; counting them all is good enough here.
            for character in current {
                if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                }
            }
            if opened && depth <= 0 { break }
            if taken.count == maxLines {
                taken.append("    …")
                break
            }
        }
        let indent = taken.first?.prefix(while: { $0 == " " }).count ?? 0
        return taken.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " }).count))) }
            .joined(separator: "\n")
    }
}
