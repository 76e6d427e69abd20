import Foundation
import TestSupport
import Testing

/// `TemporaryFolder`, which every test's scratch folder comes from: where it goes, and that it goes.
@Suite("Temporary folders")
struct TemporaryFolderTests {
    @Test("A folder is made under the root and removed, with what it holds, when the last reference goes")
    func removedWhenReleased() throws {
        var folder: TemporaryFolder? = try TemporaryFolder("scratch")
        let url = try #require(folder?.url)
        #expect(url.deletingLastPathComponent().standardizedFileURL == TemporaryFolder.root.standardizedFileURL)
        #expect(url.lastPathComponent.hasPrefix("scratch-"))
        try Data("x".utf8).write(to: url.appendingPathComponent("file"))
        folder = nil
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test("The root is this run's folder; a run's folder whose program is gone is removed, a live one's kept")
    func leftovers() throws {
        #expect(TemporaryFolder.root.lastPathComponent == TemporaryFolder.runPrefix + String(getpid()))
        let base = try TemporaryFolder("base")
        let gone = base.appendingPathComponent(TemporaryFolder.runPrefix + String(Int32.max))
        let live = base.appendingPathComponent(TemporaryFolder.runPrefix + String(getppid()))
        let other = base.appendingPathComponent("someone-else-\(Int32.max)")
        for folder in [gone, live, other] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("kit"), withIntermediateDirectories: true)
        }
        TemporaryFolder.removeLeftovers(in: base.url)
        #expect(!FileManager.default.fileExists(atPath: gone.path), "Its program is gone")
        #expect(FileManager.default.fileExists(atPath: live.path), "Its program runs (this one's parent)")
        #expect(FileManager.default.fileExists(atPath: other.path), "Not a run's folder")
    }

    @Test("The root is a writable memory folder with room, unless TMPDIR is set or there is none")
    func rootChoice() throws {
        let system = FileManager.default.temporaryDirectory
        let memory = try TemporaryFolder("memory")
        let room = try FileManager.default.attributesOfFileSystem(forPath: memory.url.path)[.systemFreeSize] as? Int
        if let room, room >= 1 << 30 {
            #expect(TemporaryFolder.root(environment: [:], memory: memory.url.path).path == memory.url.path)
        }
        #expect(TemporaryFolder.root(environment: ["TMPDIR": "/somewhere"], memory: memory.url.path) == system)
        let missing = memory.url.appendingPathComponent("none").path
        #expect(TemporaryFolder.root(environment: [:], memory: missing) == system, "No such folder")
        let file = memory.url.appendingPathComponent("file")
        try Data().write(to: file)
        #expect(TemporaryFolder.root(environment: [:], memory: file.path) == system, "A file, not a folder")
    }
}
