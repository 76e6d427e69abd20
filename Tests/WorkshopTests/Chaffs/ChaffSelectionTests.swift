import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// What a run of a woven test program is given: its choice in a one-shot file named in `WORKSHOP_CHAFF`,
/// which the program uses up as it loads, and the same kind of value in every run.
@Suite("Chaffs: what a run is told")
struct ChaffSelectionTests {
    @Test("Each launch writes its choice, once per woven module, to a fresh file that WORKSHOP_CHAFF names")
    func launches() throws {
        let folder = try TemporaryFolder("chaff-selection")
        let selection = ChaffSelection(modules: ["MVVMAsync", "MVVMBoxes"], folder: folder.appendingPathComponent("s"))
        let broken = selection.launch(turningOn: "login.double-tap")
        let correct = selection.launch(turningOn: nil)
        let launches = [broken, correct, selection.launch(turningOn: nil)]
        let paths = try launches.map { try #require($0.environment["WORKSHOP_CHAFF"]) }
        #expect(
            paths.map { URL(fileURLWithPath: $0) } == launches.map(\.oneShotFile),
            "The file it names is the one removed")
        func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
        #expect(read(paths[0]) == "2 login.double-tap")
        #expect(read(paths[1]) == "2 ")
        #expect(
            paths.allSatisfy { UUID(uuidString: URL(fileURLWithPath: $0).lastPathComponent) != nil },
            "The same kind of name in every run")
        #expect(Set(paths).count == 3, "A fresh one each launch")
        let mode = try FileManager.default.attributesOfItem(atPath: selection.folder.path)[.posixPermissions] as? Int
        #expect(mode == 0o300, "The folder can be written in, not listed")
        selection.finish()
        #expect(!FileManager.default.fileExists(atPath: selection.folder.path), "Gone with what was left in it")
        let stopped = ChaffSelection(modules: ["MVVMBoxes"], folder: selection.folder)
        let left = try #require(stopped.launch(turningOn: "login.double-tap").oneShotFile)
        let again = ChaffSelection(modules: ["MVVMBoxes"], folder: selection.folder)
        #expect(!FileManager.default.fileExists(atPath: left.path), "A grade stopped before its end leaves nothing")
        again.finish()
    }

    @Test("A run through TestProcess has its one-shot file removed when it ends, and nothing on standard input")
    func oneShotFileRemoved() throws {
        let folder = try TemporaryFolder("chaff-selection-run")
        let selection = ChaffSelection(modules: ["MVVMBoxes"], folder: folder.appendingPathComponent("s"))
        var launcher = TestProcess(
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", #"cat "$WORKSHOP_CHAFF" >&2; cat >&2; exit 0"#, "sh"], scratchFolder: folder.url)
        let launch = selection.launch(turningOn: "login.double-tap")
        launcher.eachLaunch = { launch }
        let run = launcher.run(skipping: [], limits: TestTimeLimits(seconds: 30), onRunning: { _, _ in })
        #expect(run.standardError == "1 login.double-tap", "The program read the choice, and no standard input")
        #expect(!FileManager.default.fileExists(atPath: launch.oneShotFile?.path ?? "/"), "Gone after the run")
    }

    @Test("Only modules with an edited file read the choice, so none is left on standard input after the last")
    func modulesWithTheSwitch() throws {
        let chaff = try #require(try ChaffCatalogue.kit().all.first { $0.edits["MVVMBoxes"] != nil })
        let file = try #require(chaff.edits["MVVMBoxes"]?.first?.file)
        let package = WovenPackage(
            source: URL(fileURLWithPath: "/kit"), destination: URL(fileURLWithPath: "/copy"),
            woven: ["Sources/MVVMBoxes/\(file)": "MVVMBoxes", "Sources/Untouched/Unchanged.swift": "MVVMBoxes"],
            chaffs: [chaff])
        #expect(package.modules == ["MVVMBoxes"])
    }

    @Test("The woven switch reads the file WORKSHOP_CHAFF names as the program loads, passes it on, and removes it")
    func switchSource() {
        let source = ChaffWeaver.switchSource
        #expect(source.contains(#"getenv("WORKSHOP_CHAFF")"#) && source.contains("unlink(path)"))
        #expect(source.contains(#"@used @section(".init_array")"#))
        #expect(source.contains(#"@used @section("__DATA,__mod_init_func")"#))
        #expect(!source.contains("read(0,") && !source.contains("ProcessInfo"), "Nothing from standard input")
    }
}
