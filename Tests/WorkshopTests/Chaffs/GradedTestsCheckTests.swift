import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// What the tests of exercise 06 may not do, checked before anything is built: reach into the grader.
@Suite("Chaffs: tests that reach into the grader are refused")
struct GradedTestsCheckTests {
    @Test(
        "A load-time initializer, the grader's switch or /proc in a test is refused, named by file and line",
        arguments: [
            #"@used @section(".init_array.00100") let steal: @convention(c) () -> Void = read"#,
            #"#expect(!WorkshopChaff.isOn("login.double-tap"))"#,
            #"let pipe = "/proc/\(pid)/fd/0""#,
            #"__attribute__((constructor(101))) static void steal(void) {}"#,
        ])
    func refused(line: String) throws {
        try withTemporaryFolder("graded-tests") { folder in
            let tests = folder.appendingPathComponent("Tests/DemoTests")
            try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
            try Data("import Testing\n\n\(line)\n".utf8).write(to: tests.appendingPathComponent("Sneaky.swift"))
            try Data("import Testing\n".utf8).write(to: tests.appendingPathComponent("Honest.swift"))
            let problem = try #require(
                GradedTestsCheck.problem(in: folder.appendingPathComponent("Tests")) {
                    "Exercises/06/" + ($0 as NSString).lastPathComponent
                })
            #expect(problem.hasPrefix("Exercises/06/Sneaky.swift:3 uses "), "\(problem)")
            #expect(problem.contains("may only test the view models: remove it, and grade again."))
        }
    }

    @Test(
        "The tests of the solution and of the starter pass the check; a Package.swift with a target of its own does not"
    )
    func honest() throws {
        for tree in ["Exercises", "Solutions"] {
            let tests = TestFiles.repository.appendingPathComponent("\(tree)/06-TestingViewModels/Tests")
            #expect(GradedTestsCheck.problem(in: tests) { $0 } == nil, "\(tree)")
        }
        try withTemporaryFolder("graded-manifest") { folder in
            let given = TestFiles.repository.appendingPathComponent("Solutions/06-TestingViewModels/Package.swift")
            let text = try String(contentsOf: given, encoding: .utf8)
            let moved = folder.appendingPathComponent("Moved.swift")
            try Data(text.replacingOccurrences(of: #"path: "../..""#, with: #"path: "/elsewhere/kit""#).utf8).write(
                to: moved)
            #expect(!GradedTestsCheck.manifestChanged(moved, from: given), "Only where it finds the kit differs")
            let grown = folder.appendingPathComponent("Grown.swift")
            try Data(text.replacingOccurrences(of: "targets: [", with: "targets: [.target(name: \"Sneaky\"), ").utf8)
                .write(to: grown)
            #expect(GradedTestsCheck.manifestChanged(grown, from: given), "A target of the attendee's own")
        }
    }
}
