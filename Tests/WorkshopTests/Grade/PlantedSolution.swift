import Foundation
import Testing

@testable import WorkshopGrader

/// A copy of one of the kit's solutions with a mistake planted in it, for the tests that grade for real.
enum PlantedSolution {
    static let kit = ExerciseTreeTests.kit

    /// Copies the solution `name` to `folder/name` under the kit (such as `.build/planted`), its package
    /// finding the kit by its full path, with `find` replaced by `replace` in its file `file`.
    /// - Returns: The exercise, and the line of `replace`'s first line in `file` (after `find`'s lines).
    /// - Throws: When the solution cannot be copied, or `find` is not in `file`.
    static func make(_ name: String, in folder: String, file: String, find: String, replace: String) throws -> (
        Exercise, Int
    ) {
        let manager = FileManager.default
        let copy = kit.appendingPathComponent("\(folder)/\(name)")
        try? manager.removeItem(at: copy)
        try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: kit.appendingPathComponent("Solutions/\(name)"), to: copy)
        try? manager.removeItem(at: copy.appendingPathComponent(".build"))
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(kit.standardizedFileURL.path)\"")
        try Data(text.utf8).write(to: manifest)
        let source = copy.appendingPathComponent(file)
        let original = try String(contentsOf: source, encoding: .utf8)
        let range = try #require(original.range(of: find), "\(find) is not in Solutions/\(name)/\(file)")
        let changed = original.replacingCharacters(in: range, with: replace)
        try Data(changed.utf8).write(to: source)
        let line = changed[..<range.lowerBound].count { $0 == "\n" } + 1 + (find.count { $0 == "\n" })
        let exercise = try #require(try Exercise.load(from: copy, path: "\(folder)/\(name)"))
        return (exercise, line)
    }
}
