/// The difference between two texts, line by line, in the unified format of `diff -u`.
///
/// Built on the standard library's `CollectionDifference` (a Myers diff), so nothing outside the
/// toolchain is needed, on any system.
package struct UnifiedDiff {
    /// One line of a diff: kept, removed from the old text, or inserted in the new one.
    package enum Line: Equatable {
        case kept(String)
        case removed(String)
        case inserted(String)

        /// The line's text, without its newline.
        package var text: String {
            switch self {
            case .kept(let text), .removed(let text), .inserted(let text): text
            }
        }

        /// The line as a hunk shows it: its text after ` `, `-` or `+`, and a newline.
        package var hunkLine: String {
            switch self {
            case .kept(let text): " \(text)\n"
            case .removed(let text): "-\(text)\n"
            case .inserted(let text): "+\(text)\n"
            }
        }
    }

    /// A run of changes with the unchanged lines around it.
    package struct Hunk {
        /// 1-based first line in the old text, and how many of its lines the hunk covers.
        package let oldStart: Int, oldCount: Int
        /// 1-based first line in the new text, and how many of its lines the hunk covers.
        package let newStart: Int, newCount: Int
        /// The lines, in order.
        package let lines: [Line]
    }

    /// Every line of both texts, in order.
    package let lines: [Line]

    /// Compares `old` with `new`.
    ///
    /// With `ignoringIndentation`, lines that differ only in their leading blanks are the same (and kept as
    /// `new` has them): a view model nested in its view's extension then differs from a top-level one only
    /// where its code does.
    package init(old: String, new: String, ignoringIndentation: Bool = false) {
        let oldLines = Self.lines(of: old)
        let newLines = Self.lines(of: new)
        func compared(_ lines: [String]) -> [Substring] {
            lines.map { ignoringIndentation ? $0.drop { $0 == " " || $0 == "\t" } : Substring($0) }
        }
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in compared(newLines).difference(from: compared(oldLines)) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both texts together: removals come from the old one, insertions from the new one.
        var result: [Line] = []
        var old = 0
        var new = 0
        while old < oldLines.count || new < newLines.count {
            if old < oldLines.count, removed.contains(old) {
                result.append(.removed(oldLines[old]))
                old += 1
            } else if new < newLines.count, inserted.contains(new) {
                result.append(.inserted(newLines[new]))
                new += 1
            } else {
                result.append(.kept(newLines[new]))
                old += 1
                new += 1
            }
        }
        lines = result
    }

    /// Whether the texts are the same.
    package var isEmpty: Bool {
        lines.allSatisfy { if case .kept = $0 { true } else { false } }
    }

    /// The changes grouped into hunks, each with up to `context` unchanged lines around it.
    package func hunks(context: Int = 3) -> [Hunk] {
        let changed = lines.indices.filter { if case .kept = lines[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        // Group changed lines whose gap is small enough to share their context.
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(index - context, 0)...min(index + context, lines.count - 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { range in
            let before = lines[..<range.lowerBound]
            let oldBefore = before.count { if case .inserted = $0 { false } else { true } }
            let newBefore = before.count { if case .removed = $0 { false } else { true } }
            let hunkLines = Array(lines[range])
            let oldCount = hunkLines.count { if case .inserted = $0 { false } else { true } }
            let newCount = hunkLines.count { if case .removed = $0 { false } else { true } }
            return Hunk(
                oldStart: oldCount == 0 ? oldBefore : oldBefore + 1,
                oldCount: oldCount,
                newStart: newCount == 0 ? newBefore : newBefore + 1,
                newCount: newCount,
                lines: hunkLines
            )
        }
    }

    /// The diff as `diff -u` prints it, with `oldName` and `newName` in its header; empty when no change.
    package func text(oldName: String, newName: String, context: Int = 3) -> String {
        let hunks = hunks(context: context)
        guard !hunks.isEmpty else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks {
            output += "@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@\n"
            output += hunk.lines.map(\.hunkLine).joined()
        }
        return output
    }

    private static func lines(of text: String) -> [String] {
        // Cut by bytes: splitting by `Character` was half the time of a diff in a debug build.
        var lines = text.linesCutAtLineFeeds()
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
