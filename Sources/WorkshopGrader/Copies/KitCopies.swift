import AppHost
import Foundation
import Variants
import WorkshopSupport

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
/// - every other file of a starter that has no `TODO(NN.T)` marker, from its solution;
/// - and first of all, the tools-version and `platforms:` lines of every manifest (the kit's, each starter's,
///   the grader's fixtures'; a solution's comes from its starter), from ``PlatformFloor``.
///
/// The chain runs in that order, so a line changed in `Sources/MVVMBoxes/LoginViewModel.swift` reaches
/// the solutions that use it and, through them, the starters that give it unchanged.
package struct KitCopies {
    /// One copy: where it goes, where it comes from, and what it holds.
    package struct Copy: Equatable {
        /// Its path, relative to the kit.
        package let path: String
        /// Its source's path, relative to the kit.
        package let source: String
        /// What it must hold.
        package let text: String
    }

    /// The files of a solution that come from its starter.
    package static let documents = ["README.md", "HINTS.md", "exercise.json", "Package.swift"]

    /// The folder of the grader's fixtures, small exercise packages whose manifests have the kit's floor.
    package static let graderFixtures = "Tests/GraderFixtures"

    /// The test helpers an exercise shares with the kit's tests of the variant it rebuilds: one helper per
    /// role, the kit's, so the exercise's tests are as strict as the kit's own.
    package static let testHelpers = ["Recorder.swift", "LoginEvents.swift", "ThreatsEvents.swift", "Observed.swift"]

    /// Every copy, made from the kit's files as they are now.
    package let copies: [Copy]
    /// Copies that cannot be made, each in a sentence that names the file: a source that is missing.
    package let problems: [String]

    /// Reads the kit at `kitRoot` and works out every copy.
    /// - Throws: ``ExerciseTree/Problem`` when `Exercises` or `Solutions` cannot be read, an exercise's
    ///   `exercise.json` cannot be read, or an exercise has no solution.
    package init(kitRoot: URL) throws(ExerciseTree.Problem) {
        let starters = try ExerciseTree.load("Exercises", kitRoot: kitRoot)
        let solutions = try ExerciseTree.load("Solutions", kitRoot: kitRoot)
        // An exercise left out would have none of its copies checked.
        if let invalid = (starters.invalid + solutions.invalid).first {
            throw ExerciseTree.Problem(description: invalid.problem + "; fix it, then run this again")
        }
        var plan = Plan(kitRoot: kitRoot)
        plan.addManifestFloors(starters: starters.exercises)
        plan.addSharedMVVMFiles()
        for starter in starters.exercises {
            guard let solution = solutions.exercises.first(where: { $0.name == starter.name }) else {
                throw ExerciseTree.Problem(description: "\(starter.path) has no solution in Solutions/")
            }
            plan.add(starter, solution: solution)
        }
        copies = plan.copies
        problems = plan.problems
    }

    /// The copies worked out so far, and what the kit's files will hold once they are made.
    private struct Plan {
        let kitRoot: URL
        var copies: [Copy] = []
        var problems: [String] = []
        /// What each copy planned so far will hold, by path: the source of a later copy may be one.
        var planned: [String: String] = [:]

        /// What the file at `path` (relative to the kit) holds once the copies planned so far are made.
        func read(_ path: String) -> String? {
            planned[path] ?? (try? String(contentsOf: kitRoot.appendingPathComponent(path), encoding: .utf8))
        }

        mutating func copy(_ path: String, from source: String, _ text: String) {
            copies.append(Copy(path: path, source: source, text: text))
            planned[path] = text
        }

        /// The manifests' floor, from ``PlatformFloor``.
        ///
        /// The kit's, each starter's and each grader fixture's `Package.swift`, with its tools-version and
        /// `platforms:` lines set. One without a `platforms:` line is a problem that names it.
        mutating func addManifestFloors(starters: [Exercise]) {
            let fixtures =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: kitRoot.appendingPathComponent(KitCopies.graderFixtures).path)) ?? []
            let manifests =
                ["Package.swift"] + starters.map { $0.path + "/Package.swift" }
                + fixtures.sorted().map { "\(KitCopies.graderFixtures)/\($0)/Package.swift" }.filter {
                    FileManager.default.fileExists(atPath: kitRoot.appendingPathComponent($0).path)
                }
            // A file without the tools-version line is not a manifest SwiftPM reads: it says so itself.
            for path in manifests {
                guard let text = read(path), text.hasPrefix("// swift-tools-version:") else { continue }
                guard let floored = PlatformFloor.applied(to: text) else {
                    problems.append(
                        "\(path) has no `platforms:` line: add `\(PlatformFloor.manifestPlatforms),` after"
                            + " its name (its floor is set from Sources/WorkshopSupport/PlatformFloor.swift)")
                    continue
                }
                copy(path, from: "Sources/WorkshopSupport/PlatformFloor.swift", floored)
            }
        }

        /// The files every MVVM variant shares, in each MVVM variant after the registry's first whose
        /// folder the kit holds and that has the file's role (a SwiftUI variant has no view controller).
        mutating func addSharedMVVMFiles() {
            let mvvm = Variant.all.filter { $0.presenter == .viewModel }
            guard let first = mvvm.first else { return }
            let others = mvvm.dropFirst().filter { variant in
                let folder = kitRoot.appendingPathComponent("Sources/\(variant.sourceFolder)")
                return FileManager.default.fileExists(atPath: folder.path)
            }
            for name in Variant.sharedMVVMFiles where !others.isEmpty {
                let source = "Sources/\(first.sourceFolder)/\(name)"
                guard let text = read(source) else {
                    problems.append("\(source) is missing: the MVVM variants' \(name) is copied from it")
                    continue
                }
                for variant in others where variant.roleFiles.contains(name) {
                    copy("Sources/\(variant.sourceFolder)/\(name)", from: source, text)
                }
            }
        }

        /// The copies of one exercise's two folders, in the order they are made.
        mutating func add(_ starter: Exercise, solution: Exercise) {
            // As the copies planned before (the manifest's floor) leave them.
            let starterFiles = KitCopies.files(of: starter).reduce(into: [:]) { files, file in
                files[file.key] = planned[starter.path + "/" + file.key] ?? file.value
            }
            var solutionFiles = KitCopies.files(of: solution)
            func copy(_ relative: String, in exercise: Exercise, from source: String, _ text: String) {
                self.copy(exercise.path + "/" + relative, from: source, text)
                if exercise.path == solution.path { solutionFiles[relative] = text }
            }
            // The solution's: the kit's variants, their test helpers, the starter's documents.
            let sameAsKit = starter.manifest.sameAsKit
            for (name, variant) in sameAsKit.sorted(by: { $0.key < $1.key }) {
                let source = "Sources/\(variant)/\(name)"
                guard let text = read(source) else {
                    problems.append("\(source) is missing: \(starter.path)/exercise.json names it in sameAsKit")
                    continue
                }
                copy("Sources/\(solution.packageName)/\(name)", in: solution, from: source, text)
            }
            let tests = "Tests/\(solution.packageName)Tests/"
            for name in testHelpers where solutionFiles[tests + name] != nil || starterFiles[tests + name] != nil {
                let variants = Set(sameAsKit.values).sorted()
                let sources = variants.map { "Tests/\($0)Tests/\(name)" }
                guard let variant = variants.first(where: { read("Tests/\($0)Tests/\(name)") != nil }),
                    let kitText = read("Tests/\(variant)Tests/\(name)")
                else {
                    problems.append(
                        "\(solution.path)/\(tests)\(name) has no source: none of "
                            + (sources.isEmpty ? "the kit's tests (no sameAsKit)" : sources.joined(separator: ", "))
                            + " exists")
                    continue
                }
                let text = kitText.replacingOccurrences(
                    of: "@testable import \(variant)\n", with: "@testable import \(solution.packageName)\n")
                copy(tests + name, in: solution, from: "Tests/\(variant)Tests/\(name)", text)
            }
            for name in documents where starterFiles[name] != nil || solutionFiles[name] != nil {
                guard let text = starterFiles[name] else {
                    problems.append("\(starter.path)/\(name) is missing: \(solution.path)/\(name) is copied from it")
                    continue
                }
                copy(name, in: solution, from: starter.path + "/" + name, text)
            }
            // The starter's: every Swift file of the solution's Sources/ and Tests/ but the starter's own,
            // marked for a task. Other files (notes, a Package.resolved) are no one's copy.
            for (path, text) in solutionFiles.sorted(by: { $0.key < $1.key })
            where path.hasSuffix(".swift") && (path.hasPrefix("Sources/") || path.hasPrefix("Tests/")) {
                // Found by bytes: Foundation's search bridges each file to NSString on Linux.
                if let own = starterFiles[path], own.containsLiterally("TODO(\(starter.number).") { continue }
                copy(path, in: starter, from: solution.path + "/" + path, text)
            }
        }
    }

    /// The copies whose file does not hold what it must (or is missing).
    package func stale(kitRoot: URL) -> [Copy] {
        copies.filter { copy in
            (try? String(contentsOf: kitRoot.appendingPathComponent(copy.path), encoding: .utf8)) != copy.text
        }
    }

    /// The files of an exercise's folder, by path relative to it, without build products or hidden files.
    package static func files(of exercise: Exercise) -> [String: String] {
        var files: [String: String] = [:]
        let base = exercise.folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(
            at: exercise.folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            // A regular file, not a folder or a link, as `URLResourceKey.isRegularFileKey` tells, asked of the
            // file system directly: Foundation's resource values cost a third of reading the kit on Linux.
            var status = stat()
            guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = text
        }
        return files
    }
}
