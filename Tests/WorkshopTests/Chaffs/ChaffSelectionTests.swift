import Foundation
import TestSupport
import Testing

@testable import Workshop

/// What a run of a woven program is given: the same kind of token every time, and a selection per
/// woven module that only the program reads.
@Suite("Chaffs: what a run is told")
struct ChaffSelectionTests {
    @Test("Every launch gets a fresh UUID in WORKSHOP_CHAFF, and each woven module a file with the chaff, or nothing")
    func selections() throws {
        try withTemporaryFolder("selections") { folder in
            let selection = ChaffSelection(folder: folder, modules: ["MVVMBoxes", "MVVMAsync"])
            let broken = try #require(selection.environment(turningOn: "login.double-tap")["WORKSHOP_CHAFF"])
            let correct = try #require(selection.environment(turningOn: nil)["WORKSHOP_CHAFF"])
            #expect(UUID(uuidString: broken) != nil && UUID(uuidString: correct) != nil && broken != correct)
            #expect(broken.count == correct.count, "A token says nothing by its length")
            func read(_ name: String) -> String? {
                FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map {
                    String(decoding: $0, as: UTF8.self)
                }
            }
            #expect(
                read("\(broken)-MVVMBoxes") == "login.double-tap" && read("\(broken)-MVVMAsync") == "login.double-tap")
            #expect(read("\(correct)-MVVMBoxes") == "" && read("\(correct)-MVVMAsync") == "")
            selection.removeLeftovers()
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("The woven switch reads its module's selection by the token, then deletes it, before any test")
    func switchSource() {
        let source = ChaffWeaver.switchSource(
            selections: URL(fileURLWithPath: "/kit/.build/grade/woven/selections"), module: "MVVMBoxes")
        #expect(source.contains(#"getenv("WORKSHOP_CHAFF")"#))
        #expect(source.contains(#""/kit/.build/grade/woven/selections/" + String(cString: token) + "-MVVMBoxes""#))
        #expect(source.contains("unlink(path)") && source.contains(#"@used @section(".init_array")"#))
        #expect(!source.contains("ProcessInfo"), "Nothing a test could read later")
    }
}
