import Foundation

/// A new, empty folder under ``root``, removed with everything in it when the
/// last reference to it goes: a test that stores one in its suite loses it when the test ends, passed
/// or failed, and ``withTemporaryFolder(_:_:)`` removes its folder when its body returns or throws.
///
/// Tests make their scratch folders only through this type, so that `swift test` leaves nothing
/// behind in `/tmp` (or in ``root``).
public final class TemporaryFolder: Sendable {
    /// The folder: `NAME-UUID` under ``root``.
    public let url: URL

    /// Where scratch folders go: this run's own folder, `threat-watch-tests-PID`.
    ///
    /// It is in `TMPDIR` when that is set; else, on Linux, in `/dev/shm` (memory) when this user can write
    /// in it and it has 1 GB free; else in the system's temporary folder (`/tmp`). It is removed when the
    /// program exits, and the
    /// folders of runs whose program is gone (killed before it could remove its own) when the next run
    /// starts, so that memory is not kept until the machine restarts.
    ///
    /// Memory, because a run of the suite makes and removes some 2,000 files and folders (kits written to
    /// disk for git, the grader and the copy command). On ext4 without a journal, as on the kit's CI
    /// machine, making a file first scans the inodes removed in the last seconds: in `/tmp` the suite spent
    /// 0.9 to 1.7 s of system time and its files were a third of its cost; in `/dev/shm`, 0.3 s.
    public static let root: URL = {
        #if os(Linux)
            let base = root(environment: ProcessInfo.processInfo.environment, memory: "/dev/shm")
        #else
            let base = FileManager.default.temporaryDirectory
        #endif
        removeLeftovers(in: base)
        // The real path: macOS's temporary folder, `/var/folders/…`, is a link into `/private/var`, which
        // is how a program started there (`git`, `swift build`) names its paths. `realpath`, not
        // `resolvingSymlinksInPath()`, which on Darwin takes `/private` off again.
        let real = realpath(base.path, nil).map { path in
            defer { free(path) }
            return URL(fileURLWithPath: String(cString: path), isDirectory: true)
        }
        let run = (real ?? base).appendingPathComponent(runPrefix + String(getpid()), isDirectory: true)
        try? FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TemporaryFolder.root) }
        return run
    }()

    /// What a run's folder is called, before its process id.
    public static let runPrefix = "threat-watch-tests-"

    /// Removes the run folders in `base` (``runPrefix`` and a process id) whose process is gone.
    public static func removeLeftovers(in base: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
        for name in names where name.hasPrefix(runPrefix) {
            guard let pid = pid_t(name.dropFirst(runPrefix.count)), pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: base.appendingPathComponent(name))
        }
    }

    /// The folder ``root`` is made in, given the process's `environment` and a memory-backed folder.
    /// - Parameters:
    ///   - environment: The process's environment: with `TMPDIR`, the system's temporary folder.
    ///   - memory: The path of a memory-backed folder, used when it is a folder this user can write in
    ///     with at least 1 GB free.
    /// - Returns: `memory`, or `FileManager`'s temporary folder.
    public static func root(environment: [String: String], memory: String) -> URL {
        var isFolder: ObjCBool = false
        guard environment["TMPDIR"] == nil,
            FileManager.default.fileExists(atPath: memory, isDirectory: &isFolder), isFolder.boolValue,
            FileManager.default.isWritableFile(atPath: memory),
            let free = try? FileManager.default.attributesOfFileSystem(forPath: memory)[.systemFreeSize] as? Int,
            free >= 1 << 30
        else { return FileManager.default.temporaryDirectory }
        return URL(fileURLWithPath: memory, isDirectory: true)
    }

    /// Makes the folder.
    /// - Parameter name: What its name starts with, to tell whose it is, such as `grade-kit`.
    /// - Throws: The file system's error when the folder cannot be made.
    public init(_ name: String) throws {
        url = Self.root.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path `component` inside the folder (not made).
    public func appendingPathComponent(_ component: String) -> URL {
        url.appendingPathComponent(component)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a new, empty temporary folder, and removes the folder when `body` returns or throws.
/// - Parameters:
///   - name: What the folder's name starts with, such as `snapshot`.
///   - body: The test's work; the folder exists until it ends.
/// - Returns: What `body` returns.
/// - Throws: The error `body` throws, or the file system's error when the folder cannot be made.
public func withTemporaryFolder<Result>(_ name: String, _ body: (URL) throws -> Result) throws -> Result {
    let folder = try TemporaryFolder(name)
    return try withExtendedLifetime(folder) { try body(folder.url) }
}

/// Runs async `body` with a new, empty temporary folder, and removes the folder when `body` returns or throws.
/// - Parameters:
///   - name: What the folder's name starts with, such as `snapshot`.
///   - body: The test's work; the folder exists until it ends.
/// - Returns: What `body` returns.
/// - Throws: The error `body` throws, or the file system's error when the folder cannot be made.
@MainActor
public func withTemporaryFolder<Result>(
    _ name: String,
    _ body: (URL) async throws -> Result
) async throws -> Result {
    let folder = try TemporaryFolder(name)
    let result = try await body(folder.url)
    withExtendedLifetime(folder) {}
    return result
}
