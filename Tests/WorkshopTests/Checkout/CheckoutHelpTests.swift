import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// `workshop reset` and `workshop solve` as the help and the kit describe them: tests that need no kit on
/// disk, apart from ``CheckoutCommandTests``, which makes one for each of its tests.
@Suite("workshop reset and solve: help and the kit's .gitignore", .settlesItsOwnTasks)
struct CheckoutHelpTests {
    @Test("help reset and help solve, and the overview lists both")
    func help() async {
        for command in ["reset", "solve"] {
            let help = await WorkshopRun(["help", command])
            #expect(help.status == 0 && help.output.hasPrefix("workshop \(command): "))
            #expect(await WorkshopRun([command, "--help"]).output == help.output)
        }
        let overview = await WorkshopRun(["--help"]).output
        #expect(overview.contains("reset NN ") && overview.contains("solve NN[.T] "))
    }

    @Test("The kit's .gitignore keeps the saved folders out of git status")
    func ignored() throws {
        let ignore = try String(contentsOf: TestFiles.repository.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore.split(separator: "\n").contains(".workshop-saved/"))
    }
}
