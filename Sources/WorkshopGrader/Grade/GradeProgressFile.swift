import Foundation
import ThreatKit
import WorkshopSupport

/// Where ``GradeProgress`` is kept: `.workshop-progress.json` at the kit's root.
///
/// It is out of `.build`, so that `rm -rf .build` (the first thing people try when a build misbehaves)
/// does not wipe the grades. The file is git-ignored: it is the attendee's, not the kit's.
///
/// It is written whole or not at all (``AtomicFile``: a temporary file beside it, renamed over it).
/// A file that cannot be read (torn by a crash of another tool, edited by hand) never stops a grading:
/// it is set aside under another name, with a note, and progress starts afresh. A `progress.json` left
/// in `.build/grade` by an older kit is taken over once.
package struct GradeProgressFile {
    /// The file's name, at the kit's root.
    package static let fileName = ".workshop-progress.json"

    /// The kit's root folder.
    package let kitRoot: URL

    /// The file.
    package var url: URL { kitRoot.appendingPathComponent(Self.fileName) }

    /// Where older kits kept progress, inside the build folder; taken over once, then removed.
    package var formerURL: URL { kitRoot.appendingPathComponent(".build/grade/progress.json") }

    /// Reads the progress.
    ///
    /// Without the file, a former `.build/grade/progress.json` is read instead, saved here, and removed.
    /// - Parameter note: Told, in a sentence or two for the attendee, when a file could not be read
    ///   and was set aside, or when progress could not be saved.
    /// - Returns: The progress; empty when there is none, or when the file could not be read.
    package func load(note: (String) -> Void) -> GradeProgress {
        AtomicFile.removeLeftovers(of: url)
        let manager = FileManager.default
        if !manager.fileExists(atPath: url.path), manager.fileExists(atPath: formerURL.path) {
            // A former file that cannot be read is simply dropped: it lives in a build folder, which
            // may be removed at any time anyway.
            let former = (try? Data(contentsOf: formerURL)).flatMap {
                try? JSONDecoder().decode(GradeProgress.self, from: $0)
            }
            if let former, save(former, note: note) {
                try? manager.removeItem(at: formerURL)
            }
            return former ?? GradeProgress()
        }
        switch read() {
        case .missing: return GradeProgress()
        case .read(let progress): return progress
        case .unreadable(let reason):
            setAside(because: reason, note: note)
            return GradeProgress()
        }
    }

    /// Writes `progress`, whole or not at all.
    /// - Parameters:
    ///   - progress: The grades to keep.
    ///   - note: Told why, when the file cannot be written; the grades just made are then not kept.
    /// - Returns: Whether it was written.
    @discardableResult
    package func save(_ progress: GradeProgress, note: (String) -> Void) -> Bool {
        if case .unreadable = read() {
            // Not set aside when loading, or broken since: never write over grades that could not be read.
            note(
                "Your grades were not saved, so as not to write over \(Self.fileName) in \(kitRoot.path), which"
                    + " could not be read; move that file away and grade again.\n")
            return false
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try AtomicFile().write(try encoder.encode(progress), to: url)
            return true
        } catch {
            note(
                "Your grades could not be saved to \(Self.fileName) in \(kitRoot.path) (\(error)). They are shown"
                    + " above but not kept; check that you can write to that folder.\n")
            return false
        }
    }

    /// What is in the file.
    private enum Contents {
        case missing
        case read(GradeProgress)
        /// It cannot be read, or is not a record of grades: why, in words.
        case unreadable(String)
    }

    private func read() -> Contents {
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        do {
            return .read(try JSONDecoder().decode(GradeProgress.self, from: Data(contentsOf: url)))
        } catch is DecodingError {
            return .unreadable("it is not a record of grades; was it cut short, or edited?")
        } catch {
            return .unreadable(AtomicFile.whyUnreadable(error, at: url))
        }
    }

    /// Renames an unreadable file out of the way, so that the next save does not overwrite it.
    private func setAside(because reason: String, note: (String) -> Void) {
        do {
            let kind = AtomicFile.kind(of: url)
            let aside = try AtomicFile.setAside(url)
            note(
                "Your earlier grades in \(Self.fileName) could not be read (\(reason)). The \(kind) was kept as"
                    + " \(aside.lastPathComponent); grading starts a new record, so grade your exercises again"
                    + " to see them counted.\n")
        } catch {
            note(
                "Your earlier grades in \(Self.fileName) could not be read (\(reason)) nor set aside"
                    + " (\(error.localizedDescription)).\n")
        }
    }
}
