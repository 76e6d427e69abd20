import Foundation

/// The kit's own sources, read at run time: `workshop compare` measures what is there, not what was.
package struct SourceTree {
    /// Why the sources could not be found.
    package struct NotFound: Error, CustomStringConvertible {
        /// The folders that were tried.
        package let tried: [String]

        package var description: String {
            "cannot find the kit's sources (a folder with Package.swift and Sources/Variants); tried "
                + tried.joined(separator: ", ") + ". Run it from the kit's folder."
        }
    }

    /// The kit's root folder, which holds `Package.swift`.
    package let root: URL

    /// Finds the kit: the current folder or one above it, else the folder this program was built from.
    /// - Throws: ``NotFound`` when neither holds the kit.
    package static func locate(from currentFolder: URL, buildFolder: URL) throws(NotFound) -> SourceTree {
        var candidates: [URL] = []
        var folder = currentFolder.standardizedFileURL
        while true {
            candidates.append(folder)
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        candidates.append(buildFolder)
        for candidate in candidates where isKit(candidate) {
            return SourceTree(root: candidate)
        }
        throw NotFound(tried: [currentFolder.path, buildFolder.path])
    }

    /// Finds the kit from where the command runs, or from where it was built.
    package static func locate() throws(NotFound) -> SourceTree {
        try locate(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), buildFolder: builtFrom)
    }

    /// The kit this program was built from: where its sources were when it was compiled.
    package static var builtFrom: URL {
        // This file is Sources/WorkshopSupport/SourceTree.swift: two folders below the root.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    private static func isKit(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            && manager.fileExists(atPath: folder.appendingPathComponent("Sources/Variants").path)
    }

    /// The Swift files of `folder` (relative to the root), by name, sorted; empty when it does not exist.
    ///
    /// With `includingSubfolders`, the files of its subfolders too (a library grouped in folders), each
    /// named by its path under `folder`, such as `Subjects/PublishSubject.swift`.
    package func swiftFiles(in folder: String, includingSubfolders: Bool = false) -> [(name: String, text: String)] {
        let url = root.appendingPathComponent(folder)
        let manager = FileManager.default
        let names =
            (try? includingSubfolders
                ? manager.subpathsOfDirectory(atPath: url.path) : manager.contentsOfDirectory(atPath: url.path))
            ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            guard let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) else {
                return nil
            }
            return (name, text)
        }
    }
}
