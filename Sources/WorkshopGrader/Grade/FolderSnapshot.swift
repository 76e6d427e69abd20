import Foundation
import WorkshopSupport

/// The modification times of the Swift files under a folder (and its `Package.swift`), to notice
/// edits without any file-watching library: `workshop grade --watch` takes one, waits, takes another,
/// and compares.
///
/// Only Swift files count, so an editor's backup and probe files (Vim writes `4913` to test a
/// folder) do not set off a grading.
package struct FolderSnapshot: Equatable {
    /// Modification time by path, relative to the folder.
    package let times: [String: Date]

    /// Reads the times of the Swift files under `folder`, skipping hidden folders such as `.build`.
    package init(of folder: URL) {
        var times: [String: Date] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey]
        let files = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        let base = folder.standardizedFileURL.path + "/"
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift", let values = try? url.resourceValues(forKeys: Set(keys)),
                values.isRegularFile == true
            else { continue }
            let path = url.standardizedFileURL.path
            times[path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path] =
                values.contentModificationDate ?? .distantPast
        }
        self.times = times
    }

    /// A snapshot with these times.
    package init(times: [String: Date]) {
        self.times = times
    }

    /// The files added, removed or modified since `earlier`, sorted.
    package func changes(since earlier: FolderSnapshot) -> [String] {
        Set(times.keys).union(earlier.times.keys).filter { times[$0] != earlier.times[$0] }.sorted()
    }
}
