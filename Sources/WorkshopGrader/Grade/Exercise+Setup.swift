import Foundation
import WorkshopSupport

extension Exercise {
    /// What the exercise's folder lacks for SwiftPM to build and test it, in words for the attendee with
    /// the way back; `nil` when nothing is missing.
    ///
    /// Checked before building, because SwiftPM's own words for these mistakes mislead: without
    /// `Package.swift` it builds the folder around, and without `Tests/` it reports "overlapping sources".
    /// The folders checked are those every exercise's `Package.swift` declares: `Sources/NAME` and
    /// `Tests/NAMETests`, after the package's name.
    package var setupProblem: String? {
        let restore = { (item: String) -> String in
            let copy = path.hasPrefix("Solutions/") ? "" : " (or copy it from Solutions/\(name)/\(item))"
            return " Restore it with `git checkout -- \(path)/\(item)`\(copy)."
        }
        guard isFile("Package.swift") else {
            return "there is no Package.swift in \(path): it tells Swift what the exercise builds and tests."
                + restore("Package.swift")
        }
        guard isFolder("Tests") else {
            return "there is no Tests folder in \(path): it holds the tests that grade the exercise."
                + restore("Tests")
        }
        let tests = "Tests/\(packageName)Tests"
        guard isFolder(tests) else {
            return "there is no folder \(tests) in \(path): it holds the tests that grade the exercise,"
                + " and Package.swift expects them there." + restore(tests)
        }
        let sources = "Sources/\(packageName)"
        guard isFolder(sources) else {
            return "there is no folder \(sources) in \(path): it holds the exercise's code,"
                + " and Package.swift expects it there." + restore(sources)
        }
        return nil
    }

    private func isFile(_ item: String) -> Bool {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(
            atPath: folder.appendingPathComponent(item).path, isDirectory: &isFolder)
        return exists && !isFolder.boolValue
    }

    private func isFolder(_ item: String) -> Bool {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(
            atPath: folder.appendingPathComponent(item).path, isDirectory: &isFolder)
        return exists && isFolder.boolValue
    }
}
