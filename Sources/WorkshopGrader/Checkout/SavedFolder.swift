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

    /// The saved folder.
    package let url: URL
    /// Its path relative to the kit, ending in `/`, for messages.
    package let path: String

    /// Makes a new, empty saved folder for the exercise `name`, named after `date` (UTC, to the second);
    /// a second one in the same second gets `-2`, then `-3`.
    /// - Throws: The file system's error when the folder cannot be made.
    package static func make(kitRoot: URL, exercise name: String, at date: Date) throws -> SavedFolder {
        // `2026-11-30T16:55:02Z`, with `-` for `:`, which some file systems refuse.
        let stamp = ISO8601DateFormatter().string(from: date).replacingOccurrences(of: ":", with: "-")
        let parent = kitRoot.appendingPathComponent(parentName)
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        var folderName = "\(stamp)-\(name)"
        var copy = 1
        while true {
            let url = parent.appendingPathComponent(folderName)
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
                return SavedFolder(url: url, path: "\(parentName)/\(folderName)/")
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
