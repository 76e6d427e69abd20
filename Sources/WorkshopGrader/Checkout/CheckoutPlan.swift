import Foundation
import WorkshopSupport

/// What `workshop reset` or `workshop solve` changes in an exercise's folder, file by file.
package struct CheckoutPlan: Equatable {
    /// What happens to one file.
    package enum Kind: String {
        /// The file is there and is replaced; the attendee's version is saved first.
        case replaced
        /// The file is missing and is put back.
        case added
        /// The file is the attendee's own and is moved aside into the saved folder.
        case removed
    }

    /// One file's change.
    package struct Change: Equatable {
        /// The file's path relative to the exercise's folder, such as `Sources/Name/LoginViewModel.swift`.
        package let path: String
        /// What happens to it.
        package let kind: Kind
    }

    /// The changes, sorted by path.
    package let changes: [Change]

    /// Makes a plan of `changes`, in any order.
    package init(_ changes: [Change]) {
        self.changes = changes.sorted { $0.path < $1.path }
    }

    /// The files whose present version is moved aside before the change: the replaced and the removed.
    package var saved: [String] { changes.filter { $0.kind != .added }.map(\.path) }

    /// Copies each replaced or added file from `source` into `folder`, at the same path (the removed ones
    /// were moved aside before).
    /// - Throws: The file system's error for the file that could not be copied.
    package func copyIn(from source: URL, to folder: URL) throws {
        let manager = FileManager.default
        for change in changes where change.kind != .removed {
            let destination = folder.appendingPathComponent(change.path)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: source.appendingPathComponent(change.path), to: destination)
        }
    }

    /// The list a person reads, one line a file, like `git diff --stat`, then the count.
    package var text: String {
        let lines = changes.map {
            "  \($0.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \($0.path)\n"
        }
        return lines.joined() + "\(changes.count) file\(changes.count == 1 ? "" : "s") changed.\n"
    }

    /// The regular files in `folder`, as paths relative to it, sorted.
    ///
    /// Hidden files and folders (such as `.build`) are left out; none when the folder does not exist.
    package static func files(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if (path as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
            } else if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                files.append(path)
            }
        }
        return files.sorted()
    }
}
