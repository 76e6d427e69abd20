import Foundation
import WorkshopSupport

/// The dated folder where `workshop reset` and `workshop solve` move an attendee's files before changing
/// them, such as `.workshop-saved/2026-11-30T16-55-02Z-01-RefactorToMVVM/` at the kit's root.
///
/// Nothing is ever deleted: a file about to be replaced or removed is moved there, at the same path it
/// had in the exercise's folder. The kit's `.gitignore` lists `.workshop-saved/`, so `git status` stays
/// about the exercises.
package struct SavedFolder {
    /// The folder at the kit's root that holds every saved folder.
    package static let parentName = ".workshop-saved"
    /// The file in a saved folder that says what set it aside (``Record``); hidden, so never one of the
    /// exercise's files.
    package static let recordName = ".workshop-saved.json"

    /// What set a saved folder's files aside, written beside them so that `workshop restore` can undo it.
    package struct Record: Codable, Equatable {
        /// The command: `reset`, `solve` or `restore`.
        package var command: String
        /// The files that command changed, by path relative to the exercise's folder, with what it did
        /// (`replaced`, `added`, `removed`): an `added` file was not the attendee's, and is not in the folder.
        package var changes: [String: String]
        /// The files whose staged version (`git add`) was saved as `PATH.staged`, by path relative to the
        /// exercise's folder; `nil` in a record made before they were listed.
        package var staged: [String]? = nil
    }

    /// The saved folder.
    package let url: URL
    /// Its path relative to the kit, ending in `/`, for messages.
    package let path: String
    /// The exercise whose files it holds, such as `01-RefactorToMVVM`.
    package let exercise: String
    /// When it was made (UTC, to the second), from its name.
    package let date: Date

    /// Every saved folder of the kit at `kitRoot`, newest first; folders whose name is not one
    /// ``make(kitRoot:exercise:at:)`` gives are left out.
    package static func all(kitRoot: URL) -> [SavedFolder] {
        let parent = kitRoot.appendingPathComponent(parentName)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        let found = names.compactMap { name -> (folder: SavedFolder, copy: Int)? in
            guard let match = name.wholeMatch(of: Self.namePattern),
                let date = ISO8601DateFormatter().date(
                    from: match.day + "T" + match.time.replacingOccurrences(of: "-", with: ":"))
            else { return nil }
            let folder = SavedFolder(
                url: parent.appendingPathComponent(name), path: "\(parentName)/\(name)/",
                exercise: String(match.exercise),
                date: date)
            return (folder, match.copy.flatMap { Int($0) } ?? 1)
        }
        return found.sorted { ($0.folder.date, $0.copy) > ($1.folder.date, $1.copy) }.map(\.folder)
    }

    /// A saved folder's name: the stamp (`2026-11-30T16-55-02Z`), the exercise, and `-N` for the N-th made in
    /// the same second.
    ///
    /// Parsed once; matching changes nothing in it, so threads share it.
    private nonisolated(unsafe) static let namePattern =
        /(?<day>[0-9]{4}-[0-9]{2}-[0-9]{2})T(?<time>[0-9]{2}-[0-9]{2}-[0-9]{2}Z)-(?<exercise>[0-9]{2}-[A-Za-z][A-Za-z0-9]*)(?:-(?<copy>[0-9]+))?/

    /// `2026-11-30 16:55:02 UTC`: `date` as a person reads it.
    package static func dayAndTime(_ date: Date) -> String {
        let stamp = ISO8601DateFormatter().string(from: date)
        return stamp.replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " UTC")
    }

    /// What set this folder's files aside, or `nil` when it does not say (a folder made before records were
    /// kept, or a record that cannot be read).
    package var record: Record? {
        guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(Self.recordName).path) else {
            return nil
        }
        return try? JSONDecoder().decode(Record.self, from: data)
    }

    /// Writes `record` into this folder.
    /// - Throws: The file system's error when it cannot be written.
    package func write(_ record: Record) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(record).write(to: url.appendingPathComponent(Self.recordName))
    }

    /// Makes a new, empty saved folder for the exercise `name`, named after `date` (UTC, to the second);
    /// a second one in the same second gets `-2`, then `-3`.
    /// - Throws: The file system's error when the folder cannot be made.
    package static func make(kitRoot: URL, exercise name: String, at date: Date) throws -> SavedFolder {
        // `2026-11-30T16:55:02Z`, with `-` for `:`, which some file systems refuse.
        let stamp = ISO8601DateFormatter().string(from: date).replacingOccurrences(of: ":", with: "-")
        let date = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        let parent = kitRoot.appendingPathComponent(parentName)
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        var folderName = "\(stamp)-\(name)"
        var copy = 1
        while true {
            let url = parent.appendingPathComponent(folderName)
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
                return SavedFolder(url: url, path: "\(parentName)/\(folderName)/", exercise: name, date: date)
            } catch  where FileManager.default.fileExists(atPath: url.path) {
                copy += 1
                folderName = "\(stamp)-\(name)-\(copy)"
            }
        }
    }

    /// Writes the staged versions `staged` (by path relative to the exercise's folder) into this saved
    /// folder as `PATH.staged`, beside where the file on disk will be moved.
    /// - Throws: The file system's error for the version that could not be written.
    package func write(staged: [String: Data]) throws {
        for (path, data) in staged.sorted(by: { $0.key < $1.key }) {
            let destination = url.appendingPathComponent(path + ".staged")
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: destination)
        }
    }

    /// Moves the files at `paths` (relative to `folder`) into this saved folder, at the same paths.
    ///
    /// When one cannot be moved, the ones already moved are moved back, so the exercise is as it was.
    /// - Throws: The file system's error for the file that could not be moved.
    package func moveAside(_ paths: [String], from folder: URL) throws {
        let manager = FileManager.default
        var moved: [String] = []
        do {
            for path in paths {
                let destination = url.appendingPathComponent(path)
                try manager.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.moveItem(at: folder.appendingPathComponent(path), to: destination)
                moved.append(path)
            }
        } catch {
            for path in moved.reversed() {
                try? manager.moveItem(at: url.appendingPathComponent(path), to: folder.appendingPathComponent(path))
            }
            throw error
        }
    }
}
