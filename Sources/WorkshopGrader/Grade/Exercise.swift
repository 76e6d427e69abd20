import Foundation
import WorkshopSupport

/// One exercise: a Swift package in a folder named `NN-Name`, with its `exercise.json` and `HINTS.md`.
///
/// The package is named after the folder without its number (`01-RefactorToMVVM` holds the package
/// `RefactorToMVVM`), so its test program is `RefactorToMVVMPackageTests`.
package struct Exercise: Equatable, CustomStringConvertible {
    /// The two-digit number, such as `01`.
    package let number: String
    /// The folder's name, such as `01-RefactorToMVVM`.
    package let name: String
    /// The package's folder.
    package let folder: URL
    /// The package's path relative to the kit, such as `Exercises/01-RefactorToMVVM`, for messages.
    package let path: String
    /// What it grades.
    package let manifest: ExerciseManifest

    /// Its path relative to the kit, as tests and messages name it.
    package var description: String { path }

    /// The package's name: the folder's name without its number.
    package var packageName: String { String(name.dropFirst(number.count + 1)) }

    /// An exercise's folder name, `NN-Name`.
    ///
    /// Parsed once, not each time it is used as a literal is; matching changes nothing in it, so threads share it.
    private nonisolated(unsafe) static let folderNamePattern = /([0-9]{2})-([A-Za-z][A-Za-z0-9]*)/

    /// Reads the exercise in `folder`.
    /// - Parameters:
    ///   - folder: A folder named `NN-Name`.
    ///   - path: Its path relative to the kit, for messages.
    /// - Returns: `nil` when the folder's name is not `NN-Name`, which is how other folders are skipped.
    /// - Throws: ``ExerciseManifest/Invalid`` when `exercise.json` is missing or wrong, or names a task's
    ///   file that is not in the folder.
    package static func load(from folder: URL, path: String) throws(ExerciseManifest.Invalid) -> Exercise? {
        let name = folder.lastPathComponent
        guard let match = name.wholeMatch(of: Self.folderNamePattern) else { return nil }
        let number = String(match.output.1)
        let manifestPath = path + "/exercise.json"
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("exercise.json").path)
        else {
            throw ExerciseManifest.Invalid(description: "\(manifestPath): missing; every exercise needs one")
        }
        let manifest = try ExerciseManifest.decode(data, number: number, path: manifestPath)
        for task in manifest.tasks {
            let missing = task.files.first {
                !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
            }
            if let missing {
                throw ExerciseManifest.Invalid(
                    description: "\(manifestPath): task \(task.id) names \(missing), which is not in \(path)")
            }
        }
        return Exercise(number: number, name: name, folder: folder, path: path, manifest: manifest)
    }
}
