import Foundation
import TestSupport
import Testing

@testable import ThreatKit

@MainActor
@Suite("Dismissed threats store")
struct DismissedThreatsStoreTests {
    let folder = TemporaryFolder.root.appendingPathComponent("store-\(UUID().uuidString)")

    private var file: URL { folder.appendingPathComponent(DismissedThreatsStore.fileName) }

    private func contents() throws -> String {
        try String(contentsOf: file, encoding: .utf8)
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("Dismissals survive a new store on the same folder, saved as sorted JSON")
    func roundTrip() throws {
        defer { cleanUp() }
        let store = DismissedThreatsStore(directory: folder)
        #expect(store.dismissedIDs.isEmpty && store.problems.isEmpty, "No file yet: nothing dismissed, nothing wrong")
        store.dismiss("t-017")
        store.dismiss("t-003")
        store.dismiss("t-003")
        #expect(try contents() == #"{"dismissed":["t-003","t-017"],"version":1}"#)
        #expect(DismissedThreatsStore(directory: folder).dismissedIDs == ["t-003", "t-017"])
        #expect(store.restoreAll() == 2)
        #expect(DismissedThreatsStore(directory: folder).dismissedIDs.isEmpty)
    }

    @Test("Two quick dismissals are both saved")
    func twoQuickDismissals() {
        defer { cleanUp() }
        let store = DismissedThreatsStore(directory: folder)
        store.dismiss("a")
        store.dismiss("b")
        #expect(DismissedThreatsStore(directory: folder).dismissedIDs == ["a", "b"])
    }

    @Test("The file is readable only by the user (0600), in a folder only the user can open (0700)")
    func permissions() throws {
        defer { cleanUp() }
        DismissedThreatsStore(directory: folder).dismiss("a")
        let fileMode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        #expect(fileMode == 0o600)
        #expect(folderMode == 0o700)
    }

    @Test("A crash between writing and renaming leaves the old file whole, and the dismissal in memory")
    func atomicity() throws {
        defer { cleanUp() }
        DismissedThreatsStore(directory: folder).dismiss("old")
        let before = try contents()
        struct Crash: Error {}
        let store = DismissedThreatsStore(directory: folder, writer: AtomicFile(beforeCommit: { throw Crash() }))
        store.dismiss("new")
        #expect(try contents() == before, "The rename never happened, so the old file is intact")
        #expect(store.dismissedIDs == ["old", "new"], "In memory, the dismissal holds")
        #expect(store.problems.count == 1)
        #expect(store.problems.first?.description.contains("could not be saved") == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "The temporary file is removed")
    }

    @Test(
        "When the file is a symbolic link, saving writes the file it points to, in that file's folder, and keeps the link",
        arguments: ["../elsewhere/real.json", "absolute"])
    func symbolicLink(destination: String) throws {
        defer { cleanUp() }
        let elsewhere = folder.appendingPathComponent("elsewhere")
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let real = elsewhere.appendingPathComponent("real.json")
        try Data(#"{"dismissed":["old"],"version":1}"#.utf8).write(to: real)
        let link = data.appendingPathComponent(DismissedThreatsStore.fileName)
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: destination == "absolute" ? real.path : destination)

        let store = DismissedThreatsStore(directory: data)
        store.dismiss("new")

        #expect(store.problems.isEmpty, "Saving through the link works: \(store.problems)")
        let type = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
        #expect(type == .typeSymbolicLink, "The link is kept, not replaced by a file")
        #expect(try String(contentsOf: real, encoding: .utf8) == #"{"dismissed":["new","old"],"version":1}"#)
        #expect(DismissedThreatsStore(directory: data).dismissedIDs == ["new", "old"])
        let names =
            try FileManager.default.contentsOfDirectory(atPath: data.path)
            + FileManager.default.contentsOfDirectory(atPath: elsewhere.path)
        #expect(names.sorted() == [DismissedThreatsStore.fileName, "real.json"], "No temporary file is left")
    }

    @Test("Temporary files a hard crash left behind are removed on the next start")
    func leftovers() throws {
        defer { cleanUp() }
        DismissedThreatsStore(directory: folder).dismiss("a")
        let leftover = folder.appendingPathComponent(".\(DismissedThreatsStore.fileName).tmp-1234")
        try Data("{".utf8).write(to: leftover)
        _ = DismissedThreatsStore(directory: folder)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test(
        "A file that cannot be read is set aside, not deleted; the store starts empty and says so once",
        arguments: [#"{"version": 1, "dismissed": ["#, #"["t-001"]"#, #"{"version": 2, "dismissed": []}"#, ""]
    )
    func corrupt(text: String) throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        var heard: [DismissedThreatsStore.Problem] = []
        let store = DismissedThreatsStore(directory: folder)
        store.onProblem = { heard.append($0) }
        #expect(store.dismissedIDs.isEmpty)
        #expect(store.problems.count == 1, "Said once")
        #expect(store.problems.first?.description.contains("could not be read") == true)
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.contains(".unreadable-")
        }
        #expect(aside.count == 1, "The bad file is kept under another name")
        #expect(try String(contentsOf: folder.appendingPathComponent(aside[0]), encoding: .utf8) == text, "…unchanged")
        store.dismiss("t-009")
        #expect(DismissedThreatsStore(directory: folder).dismissedIDs == ["t-009"], "The store works on")
        #expect(heard.isEmpty, "Nothing new went wrong")
    }

    @Test("A folder where the file should be is set aside too")
    func directoryInTheWay() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let store = DismissedThreatsStore(directory: folder)
        #expect(store.problems.count == 1)
        store.dismiss("a")
        #expect(DismissedThreatsStore(directory: folder).dismissedIDs == ["a"])
    }

    @Test("The data folder: XDG_DATA_HOME when absolute, else ~/.local/share")
    func defaultDirectory() {
        #if !os(macOS)
            #expect(
                DismissedThreatsStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]).path
                    == "/data/threat-watch"
            )
            #expect(
                DismissedThreatsStore.defaultDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"])
                    .path
                    == "/home/a/.local/share/threat-watch",
                "The XDG spec says a relative path is to be ignored"
            )
        #endif
    }

    @Test("A store in memory keeps dismissals without touching the disk")
    func inMemory() {
        let store = DismissedThreatsStore()
        store.dismiss("a")
        #expect(store.fileURL == nil && store.dismissedIDs == ["a"])
    }
}
