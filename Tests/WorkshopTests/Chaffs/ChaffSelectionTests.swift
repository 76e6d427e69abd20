import Foundation
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// What a run of a woven test program is given: its choice on standard input, which the program uses up
/// as it loads, and the same kind of token in every run.
@Suite("Chaffs: what a run is told")
struct ChaffSelectionTests {
    @Test("Each launch gets the choice on standard input, once per woven module, and a fresh UUID in WORKSHOP_CHAFF")
    func launches() throws {
        let selection = ChaffSelection(modules: ["MVVMAsync", "MVVMBoxes"])
        let broken = selection.launch(turningOn: "login.double-tap")
        let correct = selection.launch(turningOn: nil)
        #expect(String(decoding: broken.input, as: UTF8.self) == "2 login.double-tap")
        #expect(String(decoding: correct.input, as: UTF8.self) == "2 ")
        let tokens = try [broken, correct, selection.launch(turningOn: nil)].map {
            try #require($0.environment["WORKSHOP_CHAFF"])
        }
        #expect(tokens.allSatisfy { UUID(uuidString: $0) != nil }, "The same kind of value in every run")
        #expect(Set(tokens).count == 3, "A fresh one each launch")
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

    @Test("The woven switch reads standard input as the program loads, passes it on, and leaves /dev/null")
    func switchSource() {
        let source = ChaffWeaver.switchSource
        #expect(source.contains("while read(0, &byte, 1) == 1"))
        #expect(source.contains(#"@used @section(".init_array")"#))
        #expect(source.contains("dup2(ends[0], 0)") && source.contains(#"open("/dev/null", O_RDONLY)"#))
        #expect(!source.contains("getenv") && !source.contains("ProcessInfo"), "Nothing a test could read later")
    }
}
