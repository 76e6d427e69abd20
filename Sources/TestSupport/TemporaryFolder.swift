import Foundation

/// A new, empty folder under the system's temporary folder, removed with everything in it when the
/// last reference to it goes: a test that stores one in its suite loses it when the test ends, passed
/// or failed, and ``withTemporaryFolder(_:_:)`` removes its folder when its body returns or throws.
///
/// Tests make their scratch folders only through this type, so that `swift test` leaves nothing
/// behind in `/tmp`.
public final class TemporaryFolder: Sendable {
    /// The folder: `NAME-UUID` under the system's temporary folder.
    public let url: URL

    /// Makes the folder.
    /// - Parameter name: What its name starts with, to tell whose it is, such as `grade-kit`.
    /// - Throws: The file system's error when the folder cannot be made.
    public init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
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
