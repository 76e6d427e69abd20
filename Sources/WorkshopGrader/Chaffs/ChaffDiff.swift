import Foundation
import WorkshopSupport

/// A chaff's slip as data: `Chaffs/ID.diff`, a unified diff of the kit's sources (as `diff -u` and
/// `git diff` write them), with a section per variant file it changes and a hunk per edit.
///
/// A hunk's old side (its context lines and `-` lines) is the edit's `find`: the whole lines the woven
/// switch chooses between, found exactly once in the file by their text, wherever the lines moved to (the
/// numbers in `@@ -41,10 +41,10 @@` are where they were when recorded). Its new side (context and `+`
/// lines) is the slip. Lines before a section that start with `#` are notes for the reader.
///
///     # Streams: the editing flag read as a value inside `map`.
///     --- a/Sources/MVVMStreams/LoginViewModel.swift
///     +++ b/Sources/MVVMStreams/LoginViewModel.swift
///     @@ -95,3 +95,2 @@
///              .withLatestFrom(isEditing)
///     -        .filter { !$0 }
///              .map { _ in () }
package enum ChaffDiff {
    /// One hunk: an edit of one file of one variant.
    package struct Hunk: Equatable {
        /// The variant's source folder, such as `MVVMStreams`.
        package let variant: String
        /// The edit, with where it is in the diff for messages.
        package let edit: Chaff.Edit
        /// The first old line its header names (`@@ -41,…`), where the lines were when recorded; `nil` for
        /// a hunk not read from a diff.
        package var recordedLine: Int?
    }

    /// The hunks of a chaff's diff, in order.
    /// - Parameters:
    ///   - text: The diff.
    ///   - name: The diff's path for messages, such as `Chaffs/login.double-tap.diff`.
    /// - Returns: The hunks; none for a diff of notes only.
    /// - Throws: ``ChaffCatalogue/Problem`` naming the line of anything that is not a section header, a hunk
    ///   or a note, a file outside `Sources/VARIANT/`, or a hunk whose lines do not match its header.
    package static func hunks(in text: String, name: String) throws(ChaffCatalogue.Problem) -> [Hunk] {
        // Cut by bytes: the standard library's split, by characters, and Foundation's, through NSString, cost
        // more than the rest of reading.
        var lines = text.linesCutAtLineFeeds()
        if lines.last == "" { lines.removeLast() }
        var hunks: [Hunk] = []
        var file: (variant: String, name: String)?
        var index = 0
        func problem(_ what: String, at line: Int) -> ChaffCatalogue.Problem {
            ChaffCatalogue.Problem(description: "\(name):\(line + 1): \(what)")
        }
        while index < lines.count {
            let line = lines[index]
            if line.isEmpty || line.hasPrefix("#") {
                index += 1
            } else if line.hasPrefix("--- ") {
                guard index + 1 < lines.count, lines[index + 1].hasPrefix("+++ b/") else {
                    throw problem("a \"--- a/PATH\" line must be followed by \"+++ b/PATH\"", at: index)
                }
                let path = String(lines[index + 1].dropFirst("+++ b/".count))
                let parts = path.split(separator: "/").map(String.init)
                guard parts.count == 3, parts[0] == "Sources", line == "--- a/\(path)" else {
                    throw problem("a chaff changes a file of a variant, Sources/VARIANT/FILE, not \(path)", at: index)
                }
                file = (parts[1], parts[2])
                index += 2
            } else if line.hasPrefix("@@ ") {
                guard let file else { throw problem("a hunk before any \"--- a/PATH\" line", at: index) }
                guard let counts = Self.counts(line) else {
                    throw problem("a hunk header reads \"@@ -LINE,COUNT +LINE,COUNT @@\", not \(line)", at: index)
                }
                var find = ""
                var replace = ""
                var end = index + 1
                var old = 0
                var new = 0
                while end < lines.count, old < counts.old || new < counts.new {
                    let body = lines[end]
                    // A header says more lines than the hunk has: the next hunk or section ends it.
                    let startsSection =
                        body.hasPrefix("--- ") && lines.dropFirst(end + 1).first?.hasPrefix("+++ ") == true
                    if body.hasPrefix("@@ ") || startsSection { break }
                    let text = body.dropFirst() + "\n"
                    switch body.first {
                    // An empty line is a blank context line whose space an editor trimmed, as patch reads it.
                    case " ", nil: (find, replace, old, new) = (find + text, replace + text, old + 1, new + 1)
                    case "-": (find, old) = (find + text, old + 1)
                    case "+": (replace, new) = (replace + text, new + 1)
                    default: throw problem("a hunk's line starts with \" \", \"-\" or \"+\"", at: end)
                    }
                    end += 1
                }
                guard old == counts.old, new == counts.new, !find.isEmpty else {
                    throw problem(
                        "the hunk has \(old) old and \(new) new lines; its header says \(counts.old) and \(counts.new)",
                        at: index)
                }
                let edit = Chaff.Edit(file: file.name, find: find, replace: replace, hunk: "\(name):\(index + 1)")
                hunks.append(Hunk(variant: file.variant, edit: edit, recordedLine: counts.start))
                index = end
            } else {
                throw problem("expected a note (# …), \"--- a/PATH\" or a hunk (@@ …), not \(line)", at: index)
            }
        }
        return hunks
    }

    /// The notes of a chaff's diff (its `# ` lines), by the variant whose section they stand above.
    package static func notes(in text: String) -> [String: String] {
        var notes: [String: String] = [:]
        var pending: [String] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# ") {
                pending.append(String(line.dropFirst(2)))
            } else if line.hasPrefix("--- a/Sources/"), let variant = line.split(separator: "/").dropFirst(2).first {
                if !pending.isEmpty { notes[String(variant), default: ""] += pending.joined(separator: "\n") }
                pending = []
            }
        }
        return notes
    }

    /// The diff of `hunks` as a chaff's file holds it: a section per variant and file, the hunks in order.
    /// - Parameters:
    ///   - hunks: The edits, each with its variant; an edit's `find` is located in its file for its number.
    ///   - notes: Text for the reader put above a variant's first section, by variant.
    ///   - source: The kit's text of a variant's file (`Sources/VARIANT/FILE`), or `nil` when there is none.
    /// - Returns: The diff, ending with a newline.
    package static func text(of hunks: [Hunk], notes: [String: String] = [:], source: (String) -> String?) -> String {
        var text = ""
        var section = ""
        for hunk in hunks {
            let path = "Sources/\(hunk.variant)/\(hunk.edit.file)"
            if path != section {
                if let note = notes[hunk.variant], !section.hasPrefix("Sources/\(hunk.variant)/") {
                    text += note.split(separator: "\n").map { "# \($0)\n" }.joined()
                }
                text += "--- a/\(path)\n+++ b/\(path)\n"
                section = path
            }
            let kitText = source(path)
            let before = kitText.flatMap { $0.range(of: hunk.edit.find) }.map { range in
                kitText![..<range.lowerBound].utf8.count { $0 == UInt8(ascii: "\n") }
            }
            let diff = UnifiedDiff(old: hunk.edit.find, new: hunk.edit.replace)
            let oldCount = diff.lines.count { if case .inserted = $0 { false } else { true } }
            let newCount = diff.lines.count { if case .removed = $0 { false } else { true } }
            // Where the lines are now; where they were, for a hunk whose lines are no longer there.
            let start = before.map { $0 + 1 } ?? hunk.recordedLine ?? 1
            text += "@@ -\(start),\(oldCount) +\(newCount == 0 ? start - 1 : start),\(newCount) @@\n"
            text += diff.lines.map(\.hunkLine).joined()
        }
        return text
    }

    /// The hunks that make `source` into `edited`, each on lines the weaver can switch between.
    ///
    /// A change goes in the smallest of `blocks` (other chaffs' hunks of the file) that holds it, so that the
    /// chaffs of one place share one switch; else in the body around it (of a function, closure or
    /// property: the lines between its braces), so that a name declared there stays in scope for its uses;
    /// at a type's top level, in the whole lines around it with their brackets balanced.
    /// - Parameters:
    ///   - source: The variant's correct file.
    ///   - edited: A copy of it with the slip made.
    ///   - variant: The variant's source folder, such as `MVVMStreams`.
    ///   - file: The file's name in it, such as `LoginViewModel.swift`.
    ///   - blocks: Whole lines of `source` that hunks of other chaffs change; those not there once are skipped.
    /// - Returns: The hunks, in the file's order; none when the two are the same.
    /// - Throws: ``ChaffCatalogue/Problem`` for a change at a type's top level that is not a one-line
    ///   computed property (no switch can sit there), or lines that are in `source` more than once.
    package static func hunks(
        from source: String, to edited: String, variant: String, file: String, blocks: [String] = []
    )
        throws(ChaffCatalogue.Problem) -> [Hunk]
    {
        let old = source.linesCutAtLineFeeds().dropLast().map { $0 + "\n" }
        let diff = UnifiedDiff(old: source, new: edited).lines
        // Each run of changed lines, as the old lines it replaces: [start, end), empty for an insertion.
        var runs: [(diffLines: Range<Int>, old: Range<Int>)] = []
        var position = 0
        for (index, line) in diff.enumerated() {
            let isChange = if case .kept = line { false } else { true }
            if isChange, let last = runs.last, last.diffLines.upperBound == index {
                runs[runs.count - 1].diffLines = last.diffLines.lowerBound..<(index + 1)
            } else if isChange {
                runs.append((index..<(index + 1), position..<position))
            }
            if case .inserted = line { continue }
            if isChange { runs[runs.count - 1].old = runs[runs.count - 1].old.lowerBound..<(position + 1) }
            position += 1
        }
        let known: [Range<Int>] = blocks.compactMap { block in
            let lines = block.linesCutAtLineFeeds().dropLast().map { $0 + "\n" }
            // The first lines compared alone first: comparing slices at every line was most of recording.
            let starts = old.indices.dropLast(max(lines.count - 1, 0)).filter {
                (lines.isEmpty || old[$0] == lines[0]) && old[$0..<($0 + lines.count)].elementsEqual(lines)
            }
            return starts.count == 1 ? starts[0]..<(starts[0] + lines.count) : nil
        }
        var places: [(lines: Range<Int>, runs: [Range<Int>])] = []
        var atTopLevel: [Range<Int>] = []
        for run in runs {
            let fits = known.filter { $0.lowerBound <= run.old.lowerBound && run.old.upperBound <= $0.upperBound }
            if let block = fits.min(by: { $0.count < $1.count }) {
                places.append((block, [run.diffLines]))
            } else {
                let body = Self.body(around: run.old, in: old)
                if body.isTopLevel { atTopLevel.append(body.lines) }
                places.append((body.lines, [run.diffLines]))
            }
        }
        // Places that overlap become one.
        places.sort { $0.lines.lowerBound < $1.lines.lowerBound }
        var merged: [(lines: Range<Int>, runs: [Range<Int>])] = []
        for place in places {
            if let last = merged.last, place.lines.lowerBound < last.lines.upperBound {
                let lines = last.lines.lowerBound..<max(last.lines.upperBound, place.lines.upperBound)
                merged[merged.count - 1] = (lines, last.runs + place.runs)
            } else {
                merged.append(place)
            }
        }
        let hunks = merged.map { place in
            var replace = ""
            var position = 0
            for (index, line) in diff.enumerated() {
                let ownRun = place.runs.contains { $0.contains(index) }
                switch line {
                case .kept(let text) where place.lines.contains(position): replace += text + "\n"
                case .inserted(let text) where ownRun: replace += text + "\n"
                default: break
                }
                if case .inserted = line {} else { position += 1 }
            }
            let find = old[place.lines].joined()
            return (place.lines, Hunk(variant: variant, edit: Chaff.Edit(file: file, find: find, replace: replace)))
        }
        for (lines, hunk) in hunks {
            let span = "\(lines.lowerBound + 1)–\(lines.upperBound)"
            let property = ChaffWeaver.computedProperty(hunk.edit.find)
            if atTopLevel.contains(where: { lines.overlaps($0) || lines == $0 }),
                property == nil || ChaffWeaver.computedProperty(hunk.edit.replace)?.head != property?.head
            {
                throw ChaffCatalogue.Problem(
                    description: "the slip changes lines \(span) at a type's top level, where no switch can sit:"
                        + " make it inside a function's or a property's body (a one-line computed property is fine)")
            }
            let count = ChaffWeaver.occurrences(of: hunk.edit.find, in: source).count
            if count != 1 {
                throw ChaffCatalogue.Problem(
                    description: "the lines the slip changes (\(span)) are in the file \(count) times, so its"
                        + " switch would not know where it goes: make a slip in lines that are there once")
            }
        }
        return hunks.map(\.1)
    }

    /// The lines of the body around `lines` (between the braces of the function, closure or property that
    /// holds them); at a type's top level, `lines` widened until their brackets balance.
    private static func body(around lines: Range<Int>, in old: [String]) -> (lines: Range<Int>, isTopLevel: Bool) {
        func balance(_ line: String) -> Int { line.count { "{([".contains($0) } - line.count { "})]".contains($0) } }
        var start = lines.isEmpty ? max(lines.lowerBound - 1, 0) : lines.lowerBound
        var end = max(lines.upperBound, start + 1)
        // Whole statements: nothing closed that opens before, nothing opened that closes after.
        while true {
            var depth = 0
            var lowest = 0
            for line in old[start..<end] {
                depth += balance(line)
                lowest = min(lowest, depth)
            }
            if lowest < 0, start > 0 {
                start -= 1
            } else if depth > 0, end < old.count {
                end += 1
            } else {
                break
            }
        }
        var depth = 0
        var opening = start - 1
        while opening >= 0 {
            depth -= balance(old[opening])
            if depth < 0 { break }
            opening -= 1
        }
        let declaration = opening >= 0 ? old[opening].trimmingCharacters(in: .whitespaces) : ""
        let isType = ["class ", "struct ", "enum ", "extension ", "actor ", "protocol "].contains {
            declaration.hasPrefix($0) || declaration.contains(" \($0)")
        }
        guard opening >= 0, !isType else { return (start..<end, true) }
        depth = 0
        var closing = end
        while closing < old.count {
            depth += balance(old[closing])
            if depth < 0 { break }
            closing += 1
        }
        return ((opening + 1)..<closing, false)
    }

    /// The first old line and the old and new line counts of a hunk header, `@@ -41,10 +41,9 @@` (a count
    /// left out is 1).
    private static func counts(_ header: String) -> (start: Int, old: Int, new: Int)? {
        // In ASCII each byte is a character, and its bytes split as its characters do, many times faster in a
        // debug build.
        let isASCII = header.utf8.allSatisfy { $0 < 0x80 }
        func split(_ text: Substring, at separator: Character, omittingEmpty: Bool = true) -> [Substring] {
            guard isASCII, let byte = separator.asciiValue else {
                return text.split(separator: separator, omittingEmptySubsequences: omittingEmpty)
            }
            return text.utf8.split(separator: byte, omittingEmptySubsequences: omittingEmpty).map { Substring($0) }
        }
        let words = split(header[...], at: " ")
        guard words.count >= 4, words[0] == "@@", words[3] == "@@", words[1].hasPrefix("-"), words[2].hasPrefix("+")
        else { return nil }
        func count(_ word: Substring) -> Int? {
            let parts = split(word.dropFirst(), at: ",", omittingEmpty: false)
            guard parts.count <= 2, parts.allSatisfy({ Int($0) != nil }) else { return nil }
            return parts.count == 2 ? Int(parts[1]) : 1
        }
        guard let old = count(words[1]), let new = count(words[2]),
            let start = split(words[1].dropFirst(), at: ",").first.flatMap({ Int($0) })
        else { return nil }
        return (start, old, new)
    }
}
