import Foundation
import WorkshopSupport

/// What the tests of an exercise graded by its chaffs may not do: reach into the grader.
///
/// Their points come from running them against the correct view models and against broken ones, and a
/// run must not be able to tell which (DESIGN.md, "A run cannot tell what it tests"). Code that runs
/// before the tests start (a load-time initializer), names the grader's switch, or reads other
/// processes through `/proc` can; an honest test never needs any of it. Nor may the package change: its
/// `Package.swift` is the starter's, so that no target of the attendee's joins the woven program.
package enum GradedTestsCheck {
    /// What the tests may not contain, with why, in words.
    package static let refused: [(text: String, why: String)] =
        ["@section", "@_section", "init_array"].map {
            ($0, "code placed in a section of the program, which runs before any test")
        }
        + [
            ("__attribute__", "a C attribute, such as a constructor that runs before any test"),
            ("WorkshopChaff", "the grader's own switch"),
            ("/proc/", "reading processes through /proc"),
        ]

    /// Whether the manifest at `manifest` differs from the one given at `original`, but for where it finds
    /// the kit (`path: "…"`, which a copy of the exercise elsewhere changes); `false` when there is no
    /// original to compare with.
    package static func manifestChanged(_ manifest: URL, from original: URL) -> Bool {
        guard let given = try? String(contentsOf: original, encoding: .utf8) else { return false }
        let mine = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
        func withoutPaths(_ text: String) -> String { text.replacing(/path: "[^"]*"/, with: #"path: """#) }
        return withoutPaths(mine) != withoutPaths(given)
    }

    /// The first refused text in the Swift, C and header files under `tests`, as a message for the
    /// attendee naming the file (relative to the kit) and line; `nil` when there is none.
    /// - Parameters:
    ///   - tests: The exercise's `Tests` folder.
    ///   - relativePath: Makes an absolute path relative to the kit.
    /// - Returns: Such as `Exercises/06-TestingViewModels/Tests/…/Sneaky.swift:3 uses …`; `nil` when clean.
    package static func problem(in tests: URL, relativePath: (String) -> String) -> String? {
        let enumerator = FileManager.default.enumerator(
            at: tests, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if ["swift", "c", "h", "cpp"].contains(url.pathExtension) { files.append(url) }
        }
        for url in files.sorted(by: { $0.path < $1.path }) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            // A line holds a refused text only where its bytes are in the file: the bytes are searched first,
            // and the lines (by Foundation's comparison) only of a file that has them.
            guard refused.contains(where: { text.containsLiterally($0.text) }) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let rule = refused.first(where: { line.contains($0.text) }) {
                    return "\(relativePath(url.standardizedFileURL.path)):\(number + 1) uses \(rule.why)"
                        + " (`\(rule.text)`). Tests graded by the broken versions they catch may only test the view"
                        + " models: remove it, and grade again."
                }
            }
        }
        return nil
    }
}
