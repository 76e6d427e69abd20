import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that readers see the old contents or the new, never half of either.
///
/// The bytes go to a temporary file beside the target, created readable only by the user (0600),
/// flushed to disk, then renamed over the target: POSIX `rename` replaces a file atomically within a
/// folder. A crash before the rename leaves the old file whole and a temporary file behind, which
/// ``removeLeftovers(of:)`` clears on the next start.
///
/// Unlike `Data.write(to:options: .atomic)`, which on Linux stages the bytes in a `TemporaryDirectory.*`
/// folder under `/tmp` and may leave it there, nothing is written outside the target's own folder.
public struct AtomicFile {
    /// Why a write failed, with the step that failed.
    public struct WriteError: Error, CustomStringConvertible {
        /// The step that failed and the system's reason, such as
        /// `cannot replace /kit/progress.json: Permission denied`.
        public let description: String
    }

    /// Runs between writing the temporary file and renaming it; tests throw here to simulate a crash.
    var beforeCommit: () throws -> Void = {}

    /// A writer that commits every write.
    public init() {}

    /// A writer that runs `beforeCommit` before each rename; tests throw there to simulate a crash.
    init(beforeCommit: @escaping () throws -> Void) {
        self.beforeCommit = beforeCommit
    }

    /// Writes `data` to `url` atomically, with permissions 0600.
    ///
    /// The folder of `url` must exist; the temporary file is made there, named
    /// `.NAME.tmp-UUID` after the target's `NAME`. When `url` is a symbolic link, the file it points to
    /// is written, atomically in that file's folder, and the link is kept.
    /// - Parameters:
    ///   - data: The file's whole new contents.
    ///   - url: The file to replace or create.
    /// - Throws: ``WriteError`` naming the step that failed (creating, writing or flushing the temporary
    ///   file, or renaming it over `url`); `url` then still holds its old contents, and no temporary file
    ///   is left.
    public func write(_ data: Data, to url: URL) throws(WriteError) {
        // Renaming over a symbolic link would replace the link; write the file it points to instead.
        let url = Self.target(of: url)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(UUID().uuidString)")
        // O_EXCL: never write through a file someone else placed there. 0600 from the first byte, not after.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw WriteError(description: "cannot create \(temporary.path): \(Self.errno())") }
        var written = 0
        let failure: String? = data.withUnsafeBytes { buffer in
            if let start = buffer.baseAddress {
                while written < buffer.count {
                    let result = Foundation.write(descriptor, start + written, buffer.count - written)
                    if result < 0 { return "cannot write \(temporary.path): \(Self.errno())" }
                    written += result
                }
            }
            return fsync(descriptor) == 0 ? nil : "cannot flush \(temporary.path): \(Self.errno())"
        }
        close(descriptor)
        var problem = failure
        if problem == nil {
            do {
                try beforeCommit()
            } catch {
                problem = "interrupted before the rename: \(error)"
            }
        }
        if problem == nil, rename(temporary.path, url.path) != 0 {
            problem = "cannot replace \(url.path): \(Self.errno())"
        }
        if let problem {
            unlink(temporary.path)
            throw WriteError(description: problem)
        }
    }

    /// Removes temporary files an interrupted write of `url` left behind (a crash before the rename).
    ///
    /// - Parameter url: The target of the writes; files beside it named `.NAME.tmp-…` are removed.
    public static func removeLeftovers(of url: URL) {
        let url = target(of: url)
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent).tmp-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// Why the file at `url` could not be read, in words for a person, from the `error` reading it threw:
    /// `it is a folder, not a file`, `you may not read it (its permissions)`, else the system's words.
    /// - Parameters:
    ///   - error: What reading threw (a decoding error is the caller's to describe first).
    ///   - url: The file.
    /// - Returns: A clause such as `it is a folder, not a file`.
    public static func whyUnreadable(_ error: any Error, at url: URL) -> String {
        if isFolder(url) { return "it is a folder, not a file" }
        if let error = error as? CocoaError, error.code == .fileReadNoPermission {
            return "you may not read it (its permissions)"
        }
        return (error as NSError).localizedDescription
    }

    /// `folder` when `url` is a folder, else `file`: what a message calls it.
    public static func kind(of url: URL) -> String {
        isFolder(url) ? "folder" : "file"
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Renames a file that cannot be read out of the way, beside it, so that no later write overwrites it.
    ///
    /// The new name is the old one with `.unreadable-` and the time (UTC, `:` replaced by `-`, so that
    /// every file system takes it): `grades.json.unreadable-2026-11-29T14-37-11Z`.
    /// - Parameter url: The unreadable file.
    /// - Returns: Where it is now.
    /// - Throws: The file manager's error when it cannot be renamed; it is then where it was.
    public static func setAside(_ url: URL) throws -> URL {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let aside = url.deletingLastPathComponent().appendingPathComponent(
            "\(url.lastPathComponent).unreadable-\(stamp)")
        try FileManager.default.moveItem(at: url, to: aside)
        return aside
    }

    /// How many links in a row are followed before giving up, as the system's `SYMLOOP_MAX` does.
    private static let maximumLinks = 32

    /// The file `url` names once symbolic links in its last component are followed.
    ///
    /// A relative link is read from its own folder; `url` itself is returned when it is not a link. A link
    /// to a file that does not exist yet gives that file; a loop of links gives the last link reached.
    static func target(of url: URL) -> URL {
        var url = url
        for _ in 0..<maximumLinks {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else {
                return url
            }
            url =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : url.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return url
    }

    private static func errno() -> String {
        String(cString: strerror(Foundation.errno))
    }
}
