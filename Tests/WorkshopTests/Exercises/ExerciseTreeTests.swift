import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// The exercises and their solutions, read as files: the rules that keep a starter honest and a
/// solution faithful to the kit, checked without building anything.
///
/// The starters are checked only with `WORKSHOP_CHECK_EXERCISES=1` (CI sets it): once an attendee
/// works in `Exercises/`, the starters are no longer untouched, and the kit's own `swift test` must
/// not fail for that. The solutions are always checked. Building and grading both for real takes
/// minutes: that is ``ExerciseGradingTests``.
@Suite("Exercises and solutions, as files")
struct ExerciseTreeTests {
    /// Whether to check the starters too: the instructor's and CI's checks, not an attendee's.
    static let checksStarters = ProcessInfo.processInfo.environment["WORKSHOP_CHECK_EXERCISES"] == "1"
    /// The switch for a test of the starters, which says why it is skipped without it.
    static let startersChecked = ConditionTrait.runsWith(
        "WORKSHOP_CHECK_EXERCISES", "it reads the starters in Exercises/, which your own work changes")

    static let kit = TestFiles.repository
    static let starterTree = try? ExerciseTree.load("Exercises", kitRoot: kit)
    static let solutionTree = try? ExerciseTree.load("Solutions", kitRoot: kit)
    static let starters = starterTree?.exercises ?? []
    static let solutions = solutionTree?.exercises ?? []

    /// The files of a package, by path relative to it, without build products or hidden files.
    static func files(of exercise: Exercise) -> [String: String] {
        KitCopies.files(of: exercise)
    }

    /// The solution of `starter`.
    static func solution(of starter: Exercise) throws -> Exercise {
        try #require(solutions.first { $0.name == starter.name }, "\(starter.name) has no solution")
    }

    /// The task ids of the `TODO(NN.T)` markers in `text`.
    static func markers(in text: String) -> [String] {
        text.matches(of: /TODO\(([0-9]{2}\.[0-9]+)\)/).map { String($0.output.1) }
    }

    @Test("There are exercises, and each has a solution with the same manifest", startersChecked)
    func twins() throws {
        #expect(Self.starters.count >= 4, "Exercises/ should hold the workshop's exercises")
        for tree in [Self.starterTree, Self.solutionTree] {
            #expect(tree?.invalid.map(\.problem) == [], "Every exercise folder has a valid exercise.json")
        }
        #expect(Self.starters.map(\.name) == Self.solutions.map(\.name))
        for starter in Self.starters {
            #expect(try Self.solution(of: starter).manifest == starter.manifest, "\(starter.name)")
        }
    }

    @Test(
        "A starter differs from its solution only in source files marked TODO, and a solution has no TODO",
        startersChecked)
    func differencesAreMarked() throws {
        for starter in Self.starters {
            let solution = try Self.solution(of: starter)
            let starterFiles = Self.files(of: starter)
            let solutionFiles = Self.files(of: solution)
            #expect(
                Set(starterFiles.keys) == Set(solutionFiles.keys),
                "\(starter.name): the same files in both trees")
            // Issues rather than expectations: an expectation would print the whole file.
            // Where the attendee writes the tests (exercise 06), the tests are what differs.
            let attendeeFolder = starter.manifest.gradedWithChaffs ? "Tests/" : "Sources/"
            for (path, text) in starterFiles where solutionFiles[path] != text {
                if !path.hasPrefix(attendeeFolder) || Self.markers(in: text).isEmpty {
                    Issue.record(
                        "\(starter.path)/\(path) differs from its solution but has no TODO(\(starter.number).T)")
                }
            }
            for (path, text) in solutionFiles where text.contains("TODO(") {
                Issue.record("\(solution.path)/\(path) still has a TODO")
            }
        }
    }

    @Test("Every TODO names a task of its exercise, and every task has at least one", startersChecked)
    func markersNameTasks() {
        for starter in Self.starters {
            let marked = Set(Self.files(of: starter).values.flatMap(Self.markers))
            let tasks = Set(starter.manifest.tasks.map(\.id))
            #expect(marked.subtracting(tasks).isEmpty, "\(starter.name): TODOs for unknown tasks")
            #expect(tasks.subtracting(marked).isEmpty, "\(starter.name): tasks with no TODO to start from")
        }
    }

    @Test("Starters never trap: no fatalError, precondition, force-unwrap, try! or as!", startersChecked)
    func startersNeverTrap() {
        for starter in Self.starters {
            for (path, text) in Self.files(of: starter) where path.hasPrefix("Sources/") && path.hasSuffix(".swift") {
                let code = Self.codeWithoutCommentsAndStrings(text)
                for trap in ["fatalError(", "precondition(", "preconditionFailure(", "try!", "as!"] {
                    #expect(!code.contains(trap), "\(starter.path)/\(path) uses \(trap)")
                }
                if let unwrap = code.firstMatch(of: /[\w\)\]]![^=]/) {
                    Issue.record("\(starter.path)/\(path) force-unwraps an optional: \(unwrap.output)")
                }
            }
        }
    }

    @Test("Each package is named after its folder and depends on the kit by path")
    func packages() {
        #expect(Self.solutions.count >= 4 && Self.solutionTree?.invalid.isEmpty == true, "The workshop's solutions")
        for exercise in Self.solutions + (Self.checksStarters ? Self.starters : []) {
            let manifest = Self.files(of: exercise)["Package.swift"] ?? ""
            #expect(manifest.contains("name: \"\(exercise.packageName)\""), "\(exercise.path)/Package.swift")
            #expect(manifest.contains(#".package(name: kit, path: "../..")"#), "\(exercise.path)/Package.swift")
            #expect(Self.files(of: exercise).keys.contains { $0.hasPrefix("Tests/\(exercise.packageName)Tests/") })
        }
    }

    @Test(
        "Each README opens with the problem and lists every task; HINTS.md has one hint per task, in two steps",
        startersChecked)
    func documents() {
        for starter in Self.starters {
            let files = Self.files(of: starter)
            let readme = files["README.md"] ?? ""
            #expect(readme.hasPrefix("# Exercise \(starter.number): "), "\(starter.path)/README.md title")
            #expect(readme.contains("\n## The problem\n"), "\(starter.path)/README.md starts with the problem")
            let hints = Hints(markdown: files["HINTS.md"] ?? "")
            for task in starter.manifest.tasks {
                #expect(readme.contains("**\(task.id) \(task.title)**"), "\(starter.path)/README.md lists \(task.id)")
                #expect(hints.hint(for: task.id) != nil, "\(starter.path)/HINTS.md has a hint for \(task.id)")
                // Two steps: what to look for, with no code block, then the code.
                let steps = hints.steps(for: task.id)
                #expect(steps?.code != nil, "\(starter.path)/HINTS.md gives \(task.id)'s code under a second step")
                #expect(steps?.nudge.contains("```") == false, "\(starter.path)/HINTS.md: \(task.id)'s first step")
            }
        }
    }

    // That a solution's sameAsKit files are the kit's, and the test helpers the kit's tests' own, is
    // `CopiesCommandTests.kitCopies`: `workshop copies` makes them.

    /// `text` with comments and string literals blanked, so that `"Hello!"` is not a force-unwrap.
    static func codeWithoutCommentsAndStrings(_ text: String) -> String {
        text.replacing(/\/\/[^\n]*/, with: "").replacing(/"(\\.|[^"\\\n])*"/, with: "\"\"")
    }
}
