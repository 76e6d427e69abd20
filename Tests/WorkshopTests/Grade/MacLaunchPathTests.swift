import Foundation
import TestSupport
import Testing

@testable import WorkshopGrader
@testable import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The grader on the path a Mac takes, run on Linux.
///
/// Each exercise's tests are started through the kit's `swift-test-stand-in`, which behaves as `swift test`
/// does on macOS (the test program in a process group of its own, its standard error on the launcher's
/// standard output, only SIGINT trapped). A hang is located and leaves nothing running, as does Ctrl-C to
/// the grader, a crash keeps its message and line, a flood is stopped, and exercise 06 scores as on the
/// direct path.
///
/// It builds and grades exercises for real, so it runs with the other real gradings, when
/// `WORKSHOP_CHECK_EXERCISES=1` (CI sets it, after `swift build`, which builds the stand-in).
@Suite(
    "Grading on the Mac's path, through the stand-in for swift test",
    .runsWith("WORKSHOP_CHECK_EXERCISES", "it grades exercises for real through the stand-in"),
    .linuxOnly("the stand-in plays a Mac's swift test on Linux, and a hang's place is found through /proc"),
    .serialized
)
struct MacLaunchPathTests {
    static let kit = ExerciseTreeTests.kit
    static let standIn = BuildProducts.folder.appendingPathComponent("swift-test-stand-in")

    /// A grader that starts every test program through the stand-in.
    private var throughStandIn: Grader {
        var grader = Grader(kitRoot: Self.kit)
        grader.testLauncher = Self.standIn
        return grader
    }

    /// A copy of the solution `name` under `.build/mac-path-fixtures`, with `find` replaced by `replace` in
    /// its file `file` (``PlantedSolution``).
    private func solution(_ name: String, file: String, find: String, replace: String) throws -> (Exercise, Int) {
        try PlantedSolution.make(name, in: ".build/mac-path-fixtures", file: file, find: find, replace: replace)
    }

    /// What the attendee reads of `grade`.
    private func report(_ grade: ExerciseGrade) -> String {
        GradeReportText(useColor: false) { _ in false }.exercise(grade)
    }

    /// The processes running now whose command line names `folder`: what a run of its tests left.
    private func processes(naming folder: URL) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-A", "-o", "pid=,args="]
        let output = Pipe()
        process.standardOutput = output
        let ended = ProcessExit(process)
        guard (try? process.run()) != nil else { return ["ps could not be run"] }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ended.wait()
        return text.split(separator: "\n").map(String.init).filter { $0.contains(folder.path) }
    }

    @Test("The stand-in is built beside the test program")
    func standInBuilt() {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.standIn.path),
            "swift build makes \(Self.standIn.path); build it with `swift build --product swift-test-stand-in`")
    }

    @Test("An endless loop planted in 03 is named at its file and line, and nothing of the run is left")
    func loop() throws {
        let (exercise, line) = try solution(
            "03-ThreatsWithDelegation", file: "Sources/ThreatsWithDelegation/ThreatsViewModel.swift",
            find: "    func loadMoreTapped() {\n",
            replace:
                "    func loadMoreTapped() {\n        var spins = 0\n        while spins >= 0 { spins = (spins &+ 1) & 0xffff }\n"
        )
        let text = report(throughStandIn.grade(exercise))
        #expect(
            text.contains(
                "Sources/ThreatsWithDelegation/ThreatsViewModel.swift:\(line + 1) (ThreatsViewModel.loadMoreTapped())"),
            "\(text)")
        #expect(text.contains("Look there for a loop that never ends."), "\(text)")
        #expect(processes(naming: exercise.folder).isEmpty, "Left running: \(processes(naming: exercise.folder))")
    }

    @Test("Ctrl-C to workshop grade while a test hangs ends its launcher and its test program")
    func interrupted() throws {
        let (exercise, _) = try solution(
            "03-ThreatsWithDelegation", file: "Sources/ThreatsWithDelegation/ThreatsViewModel.swift",
            find: "    func loadMoreTapped() {\n",
            replace:
                "    func loadMoreTapped() {\n        var spins = 0\n        while spins >= 0 { spins = (spins &+ 1) & 0xffff }\n"
        )
        let grade = Process()
        grade.executableURL = BuildProducts.workshop
        grade.arguments = ["grade", "--tree", ".build/mac-path-fixtures", "03"]
        grade.currentDirectoryURL = Self.kit
        grade.environment = ProcessInfo.processInfo.environment.merging(["WORKSHOP_TEST_LAUNCHER": Self.standIn.path]) {
            $1
        }
        grade.standardOutput = FileHandle.nullDevice
        grade.standardError = FileHandle.nullDevice
        let ended = ProcessExit(grade)
        try grade.run()
        // Once the exercise is built, the stand-in starts the test program with every argument it was given,
        // the package's folder among them.
        func testProgram() -> [String] {
            processes(naming: exercise.folder).filter { $0.contains("PackageTests.xctest") }
        }
        let deadline = Date().addingTimeInterval(120)
        while testProgram().isEmpty, Date() < deadline, !ended.wait(seconds: 0.1) {}
        #expect(!testProgram().isEmpty, "The test program runs")
        kill(grade.processIdentifier, SIGINT)
        #expect(ended.wait(seconds: 30), "workshop grade ends on Ctrl-C")
        if !ended.wait(seconds: 0) { kill(grade.processIdentifier, SIGKILL) }
        #expect(processes(naming: exercise.folder).isEmpty, "Left running: \(processes(naming: exercise.folder))")
    }

    @Test("A fatalError planted in 01 is reported with its message, file and line")
    func crash() throws {
        let (exercise, line) = try solution(
            "01-RefactorToMVVM", file: "Sources/RefactorToMVVM/LoginViewModel.swift",
            find: "    func passwordChanged(_ text: String) {\n",
            replace: "    func passwordChanged(_ text: String) {\n"
                + "        if text == \"Swift\" { fatalError(\"planted: the password reached the view model\") }\n")
        let text = report(throughStandIn.grade(exercise))
        #expect(
            text.contains(
                "Fatal error: planted: the password reached the view model (at .build/mac-path-fixtures/01-RefactorToMVVM/"
                    + "Sources/RefactorToMVVM/LoginViewModel.swift:\(line))"), "\(text)")
        #expect(processes(naming: exercise.folder).isEmpty)
    }

    @Test("A test that floods standard error is stopped for it, though the stand-in sends it to its standard output")
    func flood() throws {
        let (exercise, _) = try solution(
            "01-RefactorToMVVM", file: "Sources/RefactorToMVVM/LoginViewModel.swift",
            find: "    func passwordChanged(_ text: String) {\n",
            replace: "    func passwordChanged(_ text: String) {\n"
                + "        while text == \"Swift\" { FileHandle.standardError.write(Data(repeating: 65, count: 1 << 16)) }\n"
        )
        let text = report(throughStandIn.grade(exercise))
        #expect(
            text.contains(
                "wrote more than \(TestProcess.maximumErrorBytes >> 20) MB to standard error and was stopped"),
            "\(text)")
        #expect(processes(naming: exercise.folder).isEmpty)
    }

    @Test(
        "Exercise 06, its solution and its starter, scores as on the direct path",
        arguments: ["Solutions", "Exercises"])
    func chaffs(tree: String) throws {
        let exercise = try #require(
            (tree == "Solutions" ? ExerciseTreeTests.solutions : ExerciseTreeTests.starters).first { $0.number == "06" }
        )
        let direct = Grader(kitRoot: Self.kit).grade(exercise)
        let mac = throughStandIn.grade(exercise)
        guard case .graded(let directTasks, _) = direct.result, case .graded(let macTasks, _) = mac.result else {
            Issue.record("Both are graded:\n\(report(direct))\n\(report(mac))")
            return
        }
        #expect(macTasks.map(\.points) == directTasks.map(\.points), "\(report(direct))\n\(report(mac))")
        #expect(mac.points == direct.points && (tree == "Exercises" || mac.points == 100))
        #expect(processes(naming: exercise.folder).isEmpty)
    }
}
