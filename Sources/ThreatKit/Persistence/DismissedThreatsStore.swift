import Foundation

/// Remembers which threats the agent dismissed, across launches, as a small JSON file.
///
/// The file is `dismissed-threats.json` in the user's data folder (see ``defaultDirectory(environment:)``),
/// written atomically and readable only by the user (0600). Its format:
/// ```json
/// {"version": 1, "dismissed": ["t-003", "t-017"]}
/// ```
/// A store never stops the app and never loses data silently. A file that cannot be read is set aside
/// (renamed, not deleted), the store starts with nothing dismissed, and ``problems`` says so once; if
/// the file cannot even be set aside, the store keeps its changes in memory only rather than overwrite
/// it. A failed write is reported the same way, and what is in memory stays right.
@MainActor
public final class DismissedThreatsStore {
    /// Something the store could not do, in words for the agent.
    public struct Problem: Equatable, Sendable, CustomStringConvertible {
        /// What happened and what the store did about it.
        public let description: String
    }

    /// The name of the file in the data folder.
    public nonisolated static let fileName = "dismissed-threats.json"

    /// The file, or `nil` for a store kept in memory only (tests, and `workshop play` by default).
    public let fileURL: URL?

    /// The ids of the dismissed threats.
    public private(set) var dismissedIDs: Set<Threat.ID>

    /// What went wrong so far, oldest first; front ends show each once.
    public private(set) var problems: [Problem] = []

    /// Called with each problem after it is added to ``problems``.
    public var onProblem: ((Problem) -> Void)?

    private var writer: AtomicFile
    /// `false` once the file could not be set aside: then writing would destroy it.
    private var canWrite = true

    /// The file's contents.
    private struct Contents: Codable {
        var version = 1
        var dismissed: [Threat.ID]
    }

    /// A store that forgets everything when it goes.
    public init() {
        fileURL = nil
        dismissedIDs = []
        writer = AtomicFile()
    }

    /// A store kept in `directory`, loaded now; the folder is created when first written.
    /// - Parameter directory: The data folder, such as ``defaultDirectory(environment:)``.
    public convenience init(directory: URL) {
        self.init(directory: directory, writer: AtomicFile())
    }

    init(directory: URL, writer: AtomicFile) {
        let url = directory.appendingPathComponent(Self.fileName)
        fileURL = url
        dismissedIDs = []
        self.writer = writer
        load(url)
    }

    /// The user's data folder for the kit.
    ///
    /// `$XDG_DATA_HOME/threat-watch`, else `~/.local/share/threat-watch` on Linux; Application Support
    /// on macOS (`~/Library/Application Support/threat-watch`).
    /// - Parameter environment: The process environment (a parameter so tests can choose it).
    /// - Returns: The folder; it may not exist yet.
    public nonisolated static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        #if os(macOS)
            let base =
                FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
                ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Application Support")
            return base.appendingPathComponent("threat-watch")
        #else
            if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
                return URL(fileURLWithPath: data).appendingPathComponent("threat-watch")
            }
            let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: NSHomeDirectory())
            return home.appendingPathComponent(".local/share/threat-watch")
        #endif
    }

    /// Dismisses a threat and saves; the dismissal holds in memory even if the save fails.
    public func dismiss(_ id: Threat.ID) {
        guard dismissedIDs.insert(id).inserted else { return }
        save()
    }

    /// Brings every dismissed threat back, and saves.
    /// - Returns: How many threats were dismissed before.
    @discardableResult
    public func restoreAll() -> Int {
        let count = dismissedIDs.count
        dismissedIDs = []
        save()
        return count
    }

    private func load(_ url: URL) {
        AtomicFile.removeLeftovers(of: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            let contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: url))
            guard contents.version == 1 else {
                throw CocoaError(
                    .fileReadCorruptFile,
                    userInfo: [
                        NSLocalizedDescriptionKey: "it has version \(contents.version), which this kit does not know"
                    ])
            }
            dismissedIDs = Set(contents.dismissed)
        } catch {
            setAside(url, because: Self.reason(error, at: url))
        }
    }

    /// Renames an unreadable file out of the way, so that nothing overwrites it, and says so.
    private func setAside(_ url: URL, because reason: String) {
        do {
            let kind = AtomicFile.kind(of: url)
            let aside = try AtomicFile.setAside(url)
            report(
                "The dismissed threats in \(url.path) could not be read (\(reason)). The \(kind) was kept as "
                    + "\(aside.lastPathComponent) and the app starts with no threat dismissed."
            )
        } catch {
            canWrite = false
            report(
                "The dismissed threats in \(url.path) could not be read (\(reason)), nor set aside "
                    + "(\(error.localizedDescription)). The app starts with no threat dismissed and will not save "
                    + "dismissals, so as not to overwrite that file."
            )
        }
    }

    private func save() {
        guard let fileURL, canWrite else { return }
        let contents = Contents(dismissed: dismissedIDs.sorted())
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(contents)
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(),
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
            try writer.write(data, to: fileURL)
        } catch {
            report(
                "The dismissed threats could not be saved to \(fileURL.path) (\(error)). They stay dismissed "
                    + "until the app quits."
            )
        }
    }

    private func report(_ message: String) {
        let problem = Problem(description: message)
        problems.append(problem)
        onProblem?(problem)
    }

    private static func reason(_ error: any Error, at url: URL) -> String {
        error is DecodingError ? "it is not a list of dismissed threats" : AtomicFile.whyUnreadable(error, at: url)
    }
}
