import Foundation
import WorkshopSupport

/// A copy of a Swift package, kept under a build folder, with chaffs woven into some of its files.
///
/// Files are written only when their content changes, so a second weaving of the same sources leaves
/// SwiftPM nothing to recompile.
package struct WovenPackage {
    /// The package copied.
    package let source: URL
    /// Where the copy lives.
    package let destination: URL
    /// The files to weave, relative to the package (`Sources/MVVMBoxes/LoginViewModel.swift`), each with the
    /// variant whose chaffs apply to it (`MVVMBoxes`).
    package let woven: [String: String]
    /// The chaffs to weave in.
    package let chaffs: [Chaff]
    /// Changes `Package.swift` for its new place, such as the path of a dependency given relative to the original.
    package var adjustManifest: (String) -> String = { $0 }

    /// What the copy takes: the manifest, the sources and the tests.
    private static let items = ["Package.swift", "Sources", "Tests"]

    /// Makes or updates the copy.
    /// - Parameter describe: Names a woven file for ``ChaffWeaver/Drift`` messages.
    /// - Returns: The ids of the chaffs woven in, in the catalogue's order.
    /// - Throws: ``ChaffWeaver/Drift`` when a chaff no longer fits its file; an error of the file system when
    ///   the copy cannot be written.
    @discardableResult
    package func make(describe: (String) -> String = { $0 }) throws -> [String] {
        var expected: [String: Data] = [:]
        for item in Self.items {
            for path in Self.files(under: source.appendingPathComponent(item), prefix: item) {
                expected[path] = FileManager.default.contents(atPath: source.appendingPathComponent(path).path)
            }
        }
        expected["Package.swift"] = expected["Package.swift"].map {
            Data(adjustManifest(String(decoding: $0, as: UTF8.self)).utf8)
        }
        var wovenIDs: Set<String> = []
        for (path, variant) in woven.sorted(by: { $0.key < $1.key }) {
            let edits = edits(of: path, variant: variant)
            guard !edits.isEmpty, let data = expected[path] else { continue }
            let text = try ChaffWeaver.weave(String(decoding: data, as: UTF8.self), edits: edits, file: describe(path))
            expected[path] = Data(text.utf8)
            expected[(path as NSString).deletingLastPathComponent + "/WorkshopChaff.swift"] = Data(
                ChaffWeaver.switchSource.utf8)
            wovenIDs.formUnion(edits.map(\.chaffID))
        }
        for (path, data) in expected {
            let url = destination.appendingPathComponent(path)
            guard FileManager.default.contents(atPath: url.path) != data else { continue }
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        // Files removed from the original go from the copy too, or SwiftPM would still compile them.
        for item in Self.items.dropFirst() {
            for path in Self.files(under: destination.appendingPathComponent(item), prefix: item)
            where expected[path] == nil {
                try FileManager.default.removeItem(at: destination.appendingPathComponent(path))
            }
        }
        return chaffs.map(\.id).filter(wovenIDs.contains)
    }

    /// The modules that get the switch: those with a file some chaff edits.
    ///
    /// Such as `MVVMBoxes`, from `Sources/MVVMBoxes/LoginViewModel.swift`. Each reads the run's choice once
    /// (``ChaffSelection``), so a module counted here without a switch would leave the choice on standard
    /// input.
    package var modules: [String] {
        Set(woven.filter { !edits(of: $0.key, variant: $0.value).isEmpty }.keys.map(Self.module(of:))).sorted()
    }

    /// The chaffs' edits of the file at `path`, in the variant `variant`, each with its chaff's id.
    private func edits(of path: String, variant: String) -> [(chaffID: String, edit: Chaff.Edit)] {
        let name = (path as NSString).lastPathComponent
        return chaffs.flatMap { chaff in
            (chaff.edits[variant] ?? []).filter { $0.file == name }.map { (chaffID: chaff.id, edit: $0) }
        }
    }

    /// The module of a source file's path: the folder it is in.
    private static func module(of path: String) -> String {
        ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
    }

    /// The regular files under `folder`, as `prefix/relative/path`, hidden ones left out.
    private static func files(under folder: URL, prefix: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [prefix] }
        let base = folder.standardizedFileURL.path + "/"
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            paths.append(prefix + "/" + url.standardizedFileURL.path.dropFirst(base.count))
        }
        return paths
    }
}
