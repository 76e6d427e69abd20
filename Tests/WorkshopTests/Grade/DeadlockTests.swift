import Foundation
import TestSupport
import Testing

@testable import WorkshopGrader

/// A main-actor deadlock planted in the solutions of 07 and 08 (`DispatchSemaphore.wait()` for a task on
/// the main actor), graded for real: the report names the line that waits, and only the first test that
/// reaches it costs the full limit.
///
/// It builds and grades exercises, so it runs with the other real gradings, when
/// `WORKSHOP_CHECK_EXERCISES=1` (CI sets it).
@Suite(
    "workshop grade: a thread held in a wait is located",
    .runsWith("WORKSHOP_CHECK_EXERCISES", "it grades planted copies of 07 and 08 for real"),
    .linuxOnly("the held thread is found through /proc, which macOS does not have"),
    .serialized
)
struct DeadlockTests {
    /// The three lines that deadlock the main actor.
    static let deadlock =
        "let ready = DispatchSemaphore(value: 0); Task { @MainActor in ready.signal() }; ready.wait()\n"

    /// Where the deadlock is planted in each exercise: its file, and the line it goes after.
    static let plants = [
        ("07-SwiftConcurrency", "Sources/SwiftConcurrency/LoginViewModel.swift", "    func authenticateTapped() {\n"),
        ("08-SwiftUIViewModels", "Sources/SwiftUIViewModels/LoginView.swift", "    private func authenticate() {\n"),
    ]

    @Test("A semaphore deadlock on the main actor is named at its line, and costs one limit", arguments: plants)
    func deadlock(name: String, file: String, after: String) throws {
        let (exercise, line) = try PlantedSolution.make(
            name, in: ".build/planted", file: file, find: after, replace: after + "        " + Self.deadlock)
        // Foundation for DispatchSemaphore, in a file that may import only the kit's modules.
        let source = exercise.folder.appendingPathComponent(file)
        try Data(("import Foundation\n" + String(contentsOf: source, encoding: .utf8)).utf8).write(to: source)
        let grade = Grader(kitRoot: PlantedSolution.kit).grade(exercise)
        let text = GradeReportText(useColor: false) { _ in false }.exercise(grade)
        #expect(
            text.contains("while held in a wait at .build/planted/\(name)/\(file):\(line + 1), with no code running."),
            "\(text)")
        #expect(text.contains("Look there for a wait that holds the thread"), "\(text)")
        guard case .graded(let tasks, _) = grade.result else {
            Issue.record("\(name) is graded: \(text)")
            return
        }
        let outcomes = tasks.flatMap(\.tests).map(\.outcome)
        let full = outcomes.filter { if case .timedOut = $0 { true } else { false } }
        let cut = outcomes.filter { if case .cutShort = $0 { true } else { false } }
        #expect(full.count == 1 && !cut.isEmpty, "One test costs the limit, the others are cut short: \(outcomes)")
    }
}
