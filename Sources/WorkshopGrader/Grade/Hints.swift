import Foundation
import WorkshopSupport

/// The hints of an exercise, one per task, from its `HINTS.md`.
///
/// Each hint is a section whose heading starts with the task's id: `## 01.2 The protected username`.
/// `workshop grade --hint 01.2` prints one, so an attendee sees a hint only when asking for it, in two
/// steps, as Rustlings' and Exercism's hints come: what to look for first, then, asked again, the code
/// (the part under ``codeHeading``; ``HintLog`` remembers which were asked).
package struct Hints {
    /// The hint texts by task id, each with its heading.
    package let sections: [String: String]

    /// Splits `markdown` at its `## NN.T` headings.
    package init(markdown: String) {
        var sections: [String: String] = [:]
        var current: (id: String, lines: [String])?
        func close() {
            if let current {
                sections[current.id] = current.lines.joined(separator: "\n")
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                close()
                current = nil
                if let match = line.firstMatch(of: /^## ([0-9]{2}\.[0-9]+)\b/) {
                    current = (String(match.output.1), [String(line)])
                }
            } else if line.hasPrefix("# ") {
                close()
                current = nil
            } else {
                current?.lines.append(String(line))
            }
        }
        close()
        self.sections = sections
    }

    /// Reads the `HINTS.md` of `exercise`; no file means no hints.
    package init(of exercise: Exercise) {
        let url = exercise.folder.appendingPathComponent("HINTS.md")
        self.init(markdown: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }

    /// The hint for the task `id`, or `nil` when the file has none.
    package func hint(for id: String) -> String? {
        sections[id]
    }

    /// The heading that opens a hint's second step, the code: what follows it is shown only when the
    /// attendee asks for the hint again.
    package static let codeHeading = "### The code"

    /// The two steps of the hint for the task `id`, or `nil` when the file has no hint for it.
    ///
    /// First what to look for (its heading and the text before ``codeHeading``), then the code
    /// (``codeHeading`` and what follows it; `nil` when the hint has no such part, and is shown whole).
    package func steps(for id: String) -> (nudge: String, code: String?)? {
        guard let hint = sections[id] else { return nil }
        guard let range = hint.range(of: "\n" + Self.codeHeading) else { return (hint, nil) }
        let nudge = hint[..<range.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        return (nudge, String(hint[hint.index(after: range.lowerBound)...]))
    }
}
