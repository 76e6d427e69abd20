import Foundation
import WorkshopSupport

/// What an exercise grades, read from its `exercise.json`: its title, its tasks and their points.
///
/// A graded test belongs to the task whose id opens the name of its suite (or of the test itself):
/// the tests of task `01.2` live in `@Suite("01.2 The protected username")`. So the tests say what
/// they grade, and an attendee running `swift test` in the exercise sees the same task names.
package struct ExerciseManifest: Decodable, Equatable {
    /// One numbered step of the exercise's README.
    package struct Task: Decodable, Equatable {
        /// `NN.T`, such as `01.2`: the exercise's number, a dot, the task's number from 1.
        package let id: String
        /// What the task achieves, in a few words.
        package let title: String
        /// What the task is worth; all or nothing, when every one of its tests passes.
        package let points: Int
        /// The attendee's files the task is about, relative to the exercise's folder, such as
        /// `Sources/RefactorToMVVM/LoginViewController.swift`; empty when the manifest names none.
        ///
        /// A failure recorded outside the exercise (in a kit scenario) is reported as "look in" these.
        package let files: [String]

        private enum CodingKeys: String, CodingKey {
            case id, title, points, files
        }

        package init(id: String, title: String, points: Int, files: [String] = []) {
            self.id = id
            self.title = title
            self.points = points
            self.files = files
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            title = try container.decode(String.self, forKey: .title)
            points = try container.decode(Int.self, forKey: .points)
            files = try container.decodeIfPresent([String].self, forKey: .files) ?? []
        }
    }

    /// What the exercise builds, in a few words.
    package let title: String
    /// The tasks, in the README's order.
    package let tasks: [Task]
    /// How long one test may run, in seconds of wall-clock time, before it is stopped as hung.
    package let secondsPerTest: Double
    /// Whether the attendee writes the tests (exercise 06): each task's points are then the share of its
    /// chaffs (``ChaffCatalogue``) that its tests catch, woven into the files of ``sameAsKit``.
    package var gradedWithChaffs = false
    /// The exercise's source files that are a kit variant's own, byte for byte: file name (in
    /// `Sources/PACKAGE/`) to the variant's source folder, such as `"LoginViewModel.swift": "MVVMBoxes"`.
    package var sameAsKit: [String: String] = [:]

    /// The points of every task together.
    package var maxPoints: Int { tasks.reduce(0) { $0 + $1.points } }

    /// Why a manifest was refused.
    package struct Invalid: Error, CustomStringConvertible {
        /// The manifest's path, relative to the kit, and what is wrong with it.
        package let description: String
    }

    private enum CodingKeys: String, CodingKey {
        case title, tasks, secondsPerTest, gradedWithChaffs, sameAsKit
    }

    package init(title: String, tasks: [Task], secondsPerTest: Double = 10) {
        self.title = title
        self.tasks = tasks
        self.secondsPerTest = secondsPerTest
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        tasks = try container.decode([Task].self, forKey: .tasks)
        secondsPerTest = try container.decodeIfPresent(Double.self, forKey: .secondsPerTest) ?? 10
        gradedWithChaffs = try container.decodeIfPresent(Bool.self, forKey: .gradedWithChaffs) ?? false
        sameAsKit = try container.decodeIfPresent([String: String].self, forKey: .sameAsKit) ?? [:]
    }

    /// Reads and checks the manifest of the exercise numbered `number`.
    /// - Parameters:
    ///   - data: The contents of `exercise.json`.
    ///   - number: The exercise's two-digit number, which every task id must start with.
    ///   - path: The file's path for messages.
    /// - Returns: The manifest, checked.
    /// - Throws: ``Invalid`` naming the file and the problem: bad JSON, a missing field, no task, a task
    ///   id that is not `NN.T` in order, points that are not positive, a task's file that is not a Swift
    ///   file inside the exercise's folder, or a time limit that is not.
    package static func decode(_ data: Data, number: String, path: String) throws(Invalid) -> ExerciseManifest {
        let manifest: ExerciseManifest
        do {
            manifest = try JSONDecoder().decode(ExerciseManifest.self, from: data)
        } catch {
            throw Invalid(description: "\(path): not a valid exercise manifest (\(Self.describe(error)))")
        }
        guard !manifest.tasks.isEmpty else { throw Invalid(description: "\(path): it lists no task") }
        for (index, task) in manifest.tasks.enumerated() where task.id != "\(number).\(index + 1)" {
            throw Invalid(
                description: "\(path): task \(index + 1) has id \"\(task.id)\"; expected \"\(number).\(index + 1)\"")
        }
        if let task = manifest.tasks.first(where: { $0.points <= 0 }) {
            throw Invalid(
                description: "\(path): task \(task.id) is worth \(task.points) points; points must be positive")
        }
        for task in manifest.tasks {
            if let file = task.files.first(where: { !isOwnSwiftFile($0) }) {
                throw Invalid(
                    description: "\(path): task \(task.id) names \"\(file)\"; a task's files are Swift files of"
                        + " the exercise, relative to its folder, such as \"Sources/Name/LoginViewModel.swift\"")
            }
        }
        guard manifest.secondsPerTest > 0 else {
            throw Invalid(description: "\(path): secondsPerTest must be a positive number of seconds")
        }
        return manifest
    }

    /// Whether `path` names a Swift file inside the exercise's folder: relative, and never climbing out.
    private static func isOwnSwiftFile(_ path: String) -> Bool {
        path.hasSuffix(".swift") && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// A decoding error in words: which field, and what was wrong with it.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _):
            return "\"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let field = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
                .trimmingPrefix(".")
            return "\"\(field)\" has the wrong type"
        case DecodingError.dataCorrupted:
            return "it is not JSON"
        default:
            return "\(error)"
        }
    }
}
