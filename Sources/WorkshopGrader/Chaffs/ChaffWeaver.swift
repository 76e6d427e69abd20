import Foundation
import WorkshopSupport

/// Weaves chaffs into a correct source file as "mutant schemata": every chaff's edit is in the one file,
/// each behind a run-time switch, so the file is compiled once and each test run turns one chaff on
/// (or none, for the correct behaviour), as ``ChaffSelection`` chooses.
///
/// An edit replaces whole lines; woven, they read
///
///     if WorkshopChaff.isOn("login.double-tap") {
///     <the chaff's lines>} else {
///     <the correct lines>}
///
/// Chaffs with the same `find` text share one `if … else if …`; different `find` texts must not overlap.
///
/// A declaration cannot sit inside `if`, so a one-line computed property (Observation's outputs, such as
/// `var isLoadMoreVisible: Bool { nextPage != nil }`) whose chaffs change only its expression is switched
/// inside its getter instead, as an `if` expression:
///
///     var isLoadMoreVisible: Bool { if WorkshopChaff.isOn("…") { !threats.isEmpty } else { nextPage != nil } }
package enum ChaffWeaver {
    /// A chaff that no longer fits the source: a hunk's old lines are missing, repeated, or overlap another's.
    package struct Drift: Error, Equatable, CustomStringConvertible {
        /// The chaff's id.
        package let chaffID: String
        /// The file, as the caller named it (relative to the kit or to the exercise).
        package let file: String
        /// What is wrong, in words.
        package let problem: String
        /// Where the hunk is written, such as `Chaffs/login.double-tap.diff:4`; empty when not known.
        package var hunk: String = ""

        package var description: String {
            "chaff \(chaffID): \(problem) in \(file)" + (hunk.isEmpty ? "" : " (its hunk at \(hunk))")
        }
    }

    /// The Swift file that holds the switch, added to each woven module as `WorkshopChaff.swift`.
    ///
    /// The grader's choice comes in a one-shot file that `WORKSHOP_CHAFF` names, as `COUNT CHAFF`
    /// (`COUNT` the woven modules still to read it, `CHAFF` empty for none; see ``ChaffSelection``). Each
    /// module's initializer (in `.init_array` on Linux, `__mod_init_func` on macOS, where `dlopen` runs a
    /// bundle's before it returns, so before any test: SE-0492's `@section`) reads it as the program loads,
    /// and writes back what the next is to read; the last removes it. A test finds `WORKSHOP_CHAFF` naming
    /// a file that is gone, in every run.
    ///
    /// On macOS the section's name alone makes it one of initializer pointers: LLVM gives
    /// `__DATA,__mod_init_func` the type `S_MOD_INIT_FUNC_POINTERS` that dyld runs (checked by reading the
    /// section headers of an object this toolchain's `swift-frontend -target arm64-apple-macosx26.0` made).
    package static let switchSource = """
        import Foundation

        /// Which broken version of the view models this run turns on, if any: the grader's choice, read
        /// before any test starts (see the kit's ChaffSelection). Not part of the exercise.
        package enum WorkshopChaff {
            package static func isOn(_ id: String) -> Bool { workshopChaffSelected == id }
        }

        private nonisolated(unsafe) var workshopChaffSelected = ""

        private func workshopChaffSelect() {
            guard let path = getenv("WORKSHOP_CHAFF") else { return }
            let file = open(path, O_RDONLY)
            guard file >= 0 else { return }
            var bytes: [UInt8] = []
            var byte: UInt8 = 0
            while read(file, &byte, 1) == 1 { bytes.append(byte) }
            close(file)
            let parts = String(decoding: bytes, as: UTF8.self).split(separator: " ", maxSplits: 1)
            guard let count = parts.first.flatMap({ Int($0) }) else { return }
            workshopChaffSelected = parts.count > 1 ? String(parts[1]) : ""
            let next = count > 1 ? open(path, O_WRONLY | O_TRUNC) : -1
            guard next >= 0 else {
                unlink(path)
                return
            }
            let rest = Array("\\(count - 1) \\(workshopChaffSelected)".utf8)
            _ = rest.withUnsafeBytes { write(next, $0.baseAddress, $0.count) }
            close(next)
        }

        #if os(Linux)
            @used @section(".init_array")
            private let workshopChaffAtLoad: @convention(c) () -> Void = workshopChaffSelect
        #elseif os(macOS)
            @used @section("__DATA,__mod_init_func")
            private let workshopChaffAtLoad: @convention(c) () -> Void = workshopChaffSelect
        #endif

        """

    /// `source` with every edit woven in behind its chaff's switch.
    /// - Parameters:
    ///   - source: The correct file.
    ///   - edits: The chaffs' edits of this file, each with its chaff's id.
    ///   - file: The file's name for messages.
    /// - Returns: The woven source.
    /// - Throws: ``Drift`` when an edit's `find` text is not in `source` exactly once, or overlaps another's.
    package static func weave(_ source: String, edits: [(chaffID: String, edit: Chaff.Edit)], file: String)
        throws(Drift)
        -> String
    {
        // One group per distinct `find` text, in the order first met.
        var groups: [(find: String, hunk: String, chaffs: [(id: String, replace: String)])] = []
        for (chaffID, edit) in edits {
            if let index = groups.firstIndex(where: { $0.find == edit.find }) {
                groups[index].chaffs.append((chaffID, edit.replace))
            } else {
                groups.append((edit.find, edit.hunk, [(chaffID, edit.replace)]))
            }
        }
        var located: [(range: Range<String.Index>, find: String, chaffs: [(id: String, replace: String)])] = []
        for group in groups {
            let ranges = occurrences(of: group.find, in: source)
            guard ranges.count == 1, let range = ranges.first else {
                let problem =
                    ranges.isEmpty
                    ? "the lines it changes are no longer there (the source changed; record the chaff again:"
                        + " `swift run workshop chaff --help`)"
                    : "the lines it changes are there \(ranges.count) times; they must be there once"
                throw Drift(chaffID: group.chaffs[0].id, file: file, problem: problem, hunk: group.hunk)
            }
            let startsLine =
                range.lowerBound == source.startIndex || source[source.index(before: range.lowerBound)] == "\n"
            guard startsLine, group.find.hasSuffix("\n") else {
                throw Drift(
                    chaffID: group.chaffs[0].id, file: file, problem: "an edit must change whole lines",
                    hunk: group.hunk)
            }
            if let other = located.first(where: { $0.range.overlaps(range) }) {
                throw Drift(
                    chaffID: group.chaffs[0].id, file: file,
                    problem: "its edit overlaps the edit of chaff \(other.chaffs[0].id)", hunk: group.hunk)
            }
            located.append((range, group.find, group.chaffs))
        }
        var woven = source
        // From the end, so that the earlier ranges stay valid.
        for place in located.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            var text = ""
            let property = computedProperty(place.find)
            let expressions = place.chaffs.compactMap { chaff in
                computedProperty(chaff.replace).flatMap { $0.head == property?.head ? $0.expression : nil }
            }
            if let property, expressions.count == place.chaffs.count {
                text = property.head
                for (chaff, expression) in zip(place.chaffs, expressions) {
                    text += "if WorkshopChaff.isOn(\"\(chaff.id)\") { \(expression) } else "
                }
                text += "{ \(property.expression) } }\n"
            } else {
                for (index, chaff) in place.chaffs.enumerated() {
                    text += (index == 0 ? "if" : "} else if") + " WorkshopChaff.isOn(\"\(chaff.id)\") {\n"
                    text += chaff.replace
                }
                text += "} else {\n" + place.find + "}\n"
            }
            woven.replaceSubrange(place.range, with: text)
        }
        return woven
    }

    /// Where `text` is in `source`, each time, without overlaps, compared code unit by code unit: a search of
    /// the bytes (``Swift/String/literalRanges(of:)``), many times faster in a debug build than Foundation's
    /// literal search and the standard library's `ranges(of:)`.
    package static func occurrences(of text: String, in source: String) -> [Range<String.Index>] {
        source.literalRanges(of: text)
    }

    /// A one-line computed property, such as `    var message: String { text }` and its newline, split into
    /// what comes before its expression (`    var message: String { `) and the expression (`text`); `nil` for
    /// anything else.
    static func computedProperty(_ line: String) -> (head: String, expression: String)? {
        guard line.hasSuffix(" }\n"), !line.dropLast().contains("\n"),
            let brace = line.range(of: " { "), line[..<brace.lowerBound].contains("var ")
        else { return nil }
        let expression = line[brace.upperBound..<line.index(line.endIndex, offsetBy: -3)]
        return (String(line[..<brace.upperBound]), String(expression))
    }
}
