import AppHost
import Foundation
import Variants

/// The files the kit keeps as copies of others, each made from its one source (MAINTAINING.md, "Copies").
///
/// A copy is a file an attendee must find whole where they work, but that the kit writes once:
/// - a file every MVVM variant shares (``Variant/sharedMVVMFiles``), in each MVVM variant but the first
///   of the registry, from the first's;
/// - a solution's `sameAsKit` file, `Solutions/NN-Name/Sources/Name/File.swift`, from the variant's
///   `Sources/Variant/File.swift`;
/// - a test helper of an exercise (``testHelpers``), in both trees, from the kit's
///   `Tests/VariantTests/File.swift`, its `@testable import Variant` made the exercise's;
/// - what an attendee reads of a solution (``documents``), from the starter's: `Exercises/` is theirs;
/// - every other file of a starter that has no `TODO(NN.T)` marker, from its solution.
///
/// The chain runs in that order, so a line changed in `Sources/MVVMBoxes/LoginViewModel.swift` reaches
/// the solutions that use it and, through them, the starters that give it unchanged.
struct KitCopies {
    /// One copy: where it goes, where it comes from, and what it holds.
    struct Copy: Equatable {
        /// Its path, relative to the kit.
        let path: String
        /// Its source's path, relative to the kit.
        let source: String
        /// What it must hold.
        let text: String
    }

    /// The files of a solution that come from its starter.
    static let documents = ["README.md", "HINTS.md", "exercise.json", "Package.swift"]

    /// The test helpers an exercise shares with the kit's tests of the variant it rebuilds: one helper per
    /// role, the kit's, so the exercise's tests are as strict as the kit's own.
    static let testHelpers = ["Recorder.swift", "LoginEvents.swift", "ThreatsEvents.swift", "Observed.swift"]

    /// Every copy, made from the kit's files as they are now.
    let copies: [Copy]

    /// Reads the kit at `kitRoot` and works out every copy.
    /// - Throws: ``ExerciseTree/Problem`` when `Exercises` or `Solutions` cannot be read, or an exercise
    ///   has no solution.
    init(kitRoot: URL) throws(ExerciseTree.Problem) {
        let starters = try ExerciseTree.load("Exercises", kitRoot: kitRoot)
        let solutions = try ExerciseTree.load("Solutions", kitRoot: kitRoot)
        var copies = Self.sharedMVVMCopies(kitRoot: kitRoot)
        // What the kit's files will hold once the copies above are made.
        let planned = Dictionary(copies.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let read = { (path: String) in
            planned[path] ?? (try? String(contentsOf: kitRoot.appendingPathComponent(path), encoding: .utf8))
        }
        for starter in starters.exercises {
            guard let solution = solutions.exercises.first(where: { $0.name == starter.name }) else {
                throw ExerciseTree.Problem(description: "\(starter.path) has no solution in Solutions/")
            }
            copies += Self.copies(of: starter, solution: solution, read: read)
        }
        self.copies = copies
    }

    /// The files every MVVM variant shares, in each MVVM variant after the registry's first.
    private static func sharedMVVMCopies(kitRoot: URL) -> [Copy] {
        let mvvm = Variant.all.filter { $0.presenter == .viewModel }
        guard let first = mvvm.first else { return [] }
        return Variant.sharedMVVMFiles.flatMap { name -> [Copy] in
            let source = "Sources/\(first.sourceFolder)/\(name)"
            guard let text = try? String(contentsOf: kitRoot.appendingPathComponent(source), encoding: .utf8) else {
                return []
            }
            return mvvm.dropFirst().map { Copy(path: "Sources/\($0.sourceFolder)/\(name)", source: source, text: text) }
        }
    }

    /// The copies of one exercise's two folders, in the order they are made; `read` gives a kit file's text.
    private static func copies(of starter: Exercise, solution: Exercise, read: (String) -> String?) -> [Copy] {
        var solutionFiles = files(of: solution)
        var copies: [Copy] = []
        func copy(_ relative: String, in exercise: Exercise, from source: String, _ text: String) {
            copies.append(Copy(path: exercise.path + "/" + relative, source: source, text: text))
        }
        // The solution's: the kit's variants, their test helpers, the starter's documents.
        let sameAsKit = starter.manifest.sameAsKit
        for (name, variant) in sameAsKit.sorted(by: { $0.key < $1.key }) {
            let source = "Sources/\(variant)/\(name)"
            guard let text = read(source) else { continue }
            solutionFiles["Sources/\(solution.packageName)/\(name)"] = text
            copy("Sources/\(solution.packageName)/\(name)", in: solution, from: source, text)
        }
        let tests = "Tests/\(solution.packageName)Tests/"
        for name in testHelpers where solutionFiles[tests + name] != nil {
            for variant in Set(sameAsKit.values).sorted() {
                let source = "Tests/\(variant)Tests/\(name)"
                guard let kitText = read(source) else { continue }
                let text = kitText.replacingOccurrences(
                    of: "@testable import \(variant)\n", with: "@testable import \(solution.packageName)\n")
                solutionFiles[tests + name] = text
                copy(tests + name, in: solution, from: source, text)
                break
            }
        }
        let starterFiles = files(of: starter)
        for name in documents {
            guard let text = starterFiles[name] else { continue }
            solutionFiles[name] = text
            copy(name, in: solution, from: starter.path + "/" + name, text)
        }
        // The starter's: every file of the solution but the starter's own, marked for a task.
        for (path, text) in solutionFiles.sorted(by: { $0.key < $1.key }) where !documents.contains(path) {
            if let own = starterFiles[path], own.contains("TODO(\(starter.number).") { continue }
            copy(path, in: starter, from: solution.path + "/" + path, text)
        }
        return copies
    }

    /// The copies whose file does not hold what it must (or is missing).
    func stale(kitRoot: URL) -> [Copy] {
        copies.filter { copy in
            (try? String(contentsOf: kitRoot.appendingPathComponent(copy.path), encoding: .utf8)) != copy.text
        }
    }

    /// The files of an exercise's folder, by path relative to it, without build products or hidden files.
    static func files(of exercise: Exercise) -> [String: String] {
        var files: [String: String] = [:]
        let base = exercise.folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(
            at: exercise.folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = text
        }
        return files
    }
}
