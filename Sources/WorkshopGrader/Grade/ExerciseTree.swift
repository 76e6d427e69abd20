import Foundation
import WorkshopSupport

/// A folder of exercises, such as `Exercises` (the starters) or `Solutions` (the finished ones).
package struct ExerciseTree {
    /// Why a tree or an exercise could not be found; `workshop grade` prints it and exits with status 2.
    package struct Problem: Error, CustomStringConvertible {
        /// What went wrong and what to do, in one or two sentences.
        package let description: String
    }

    /// The kit's root folder.
    package let kitRoot: URL
    /// The tree's path relative to the kit, such as `Exercises`.
    package let path: String
    /// Its exercises, by number.
    package let exercises: [Exercise]
    /// Folders named like exercises whose manifest is missing or wrong, with the problem.
    ///
    /// They do not stop the others from being graded.
    package var invalid: [(name: String, problem: String)] = []

    /// Reads every `NN-Name` folder of the tree at `path`.
    /// - Parameters:
    ///   - path: The tree, relative to `kitRoot` (or absolute).
    ///   - kitRoot: The kit's root folder.
    /// - Returns: The tree, its exercises sorted by number.
    /// - Throws: ``Problem`` when the tree does not exist or holds no valid exercise. An exercise whose
    ///   manifest is invalid is kept aside in ``invalid``.
    package static func load(_ path: String, kitRoot: URL) throws(Problem) -> ExerciseTree {
        let folder = path.hasPrefix("/") ? URL(fileURLWithPath: path) : kitRoot.appendingPathComponent(path)
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw Problem(description: "there is no folder \"\(path)\" in \(kitRoot.path)")
        }
        guard isFolder.boolValue, let names = try? manager.contentsOfDirectory(atPath: folder.path) else {
            throw Problem(description: "\"\(path)\" is not a folder of exercises")
        }
        var exercises: [Exercise] = []
        var invalid: [(name: String, problem: String)] = []
        for name in names.sorted() {
            do {
                if let exercise = try Exercise.load(
                    from: folder.appendingPathComponent(name), path: path + "/" + name)
                {
                    // A copy such as `01-RefactorToMVVMBackup` would be graded as a second exercise 01.
                    if let first = exercises.first(where: { $0.number == exercise.number }) {
                        invalid.append((name, "\(path)/\(name): exercise \(exercise.number) is \(first.name) already"))
                        continue
                    }
                    exercises.append(exercise)
                }
            } catch {
                invalid.append((name, error.description))
            }
        }
        guard !exercises.isEmpty else {
            let reason = invalid.first.map { ": \($0.problem)" } ?? " (a folder named like 01-Name)"
            throw Problem(description: "\"\(path)\" holds no exercise\(reason)")
        }
        return ExerciseTree(kitRoot: kitRoot, path: path, exercises: exercises, invalid: invalid)
    }

    /// The exercise that `reference` names: its number (`1` or `01`), its folder's name, or its package's name.
    /// - Throws: ``Problem`` listing the exercises when none matches.
    package func exercise(_ reference: String) throws(Problem) -> Exercise {
        let found = exercises.first { Self.names($0.name, reference) }
        guard let found else {
            if let broken = invalid.first(where: { Self.names($0.name, reference) }) {
                throw Problem(description: broken.problem)
            }
            let names = exercises.map(\.name).joined(separator: ", ")
            throw Problem(
                description: "no exercise \"\(reference)\" in \(path); there are \(names). Give one by its number,"
                    + " such as `\(exercises.first.map { String($0.name.prefix(2)) } ?? "01")`.")
        }
        return found
    }

    /// Whether the folder `name` (`NN-Name`) is what `reference` names: the folder's name, its
    /// package's name (`Name`), or its number (`01` or `1`).
    package static func names(_ name: String, _ reference: String) -> Bool {
        let number = name.prefix(2)
        return name == reference || name.dropFirst(3) == reference || number == reference
            || Int(reference).map { $0 == Int(number) } == true
    }
}
