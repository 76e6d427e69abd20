import Foundation

/// Grades one exercise for real: builds its package alone, then runs its tests under supervision.
struct Grader {
    /// The kit's root folder.
    let kitRoot: URL
    /// Called when another grading holds the build folder, before waiting for it.
    var onWait: () -> Void = {}

    /// Where every exercise builds: one folder, so the kit they share is compiled once.
    var scratchFolder: URL { kitRoot.appendingPathComponent(".build/grade") }

    /// `path` relative to the kit when it is inside it, else unchanged.
    func relativePath(_ path: String) -> String {
        for root in [kitRoot.standardizedFileURL.path, kitRoot.resolvingSymlinksInPath().path] {
            if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        }
        return path
    }

    /// Builds and tests `exercise`; a build that fails is a grade too (no points, the first errors).
    func grade(_ exercise: Exercise) -> ExerciseGrade {
        try? FileManager.default.createDirectory(at: scratchFolder, withIntermediateDirectories: true)
        let lock = GradeLock(at: scratchFolder.appendingPathComponent("grade.lock"), onWait: onWait)
        defer { withExtendedLifetime(lock) {} }
        let builder = PackageBuilder(scratchFolder: scratchFolder, relativePath: relativePath)
        switch builder.build(exercise.folder) {
        case .failed(let diagnostics):
            return ExerciseGrade(exercise: exercise, diagnostics: diagnostics)
        case .built(let binaryFolder):
            let supervisor = TestRunSupervisor(
                launcher: launcher(for: exercise, binaryFolder: binaryFolder),
                secondsPerTest: exercise.manifest.secondsPerTest,
                exerciseFolder: exercise.folder.standardizedFileURL.path,
                relativePath: relativePath
            )
            let result = supervisor.run()
            if let problem = result.problem {
                return ExerciseGrade(exercise: exercise, testsDidNotRun: problem)
            }
            return ExerciseGrade(exercise: exercise, tests: result.tests, outcomes: result.outcomes)
        }
    }

    /// The test program itself where it is a plain executable (Linux), so that stopping it stops the
    /// tests; elsewhere `swift test`, which finds and runs the bundle.
    private func launcher(for exercise: Exercise, binaryFolder: URL) -> TestProcess {
        let program = binaryFolder.appendingPathComponent("\(exercise.packageName)PackageTests.xctest")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: program.path, isDirectory: &isFolder), !isFolder.boolValue {
            return TestProcess(
                executable: program, arguments: ["--testing-library", "swift-testing"], scratchFolder: scratchFolder)
        }
        return TestProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "swift", "test", "--skip-build", "--disable-xctest", "--package-path", exercise.folder.path,
                "--scratch-path", scratchFolder.path,
            ],
            scratchFolder: scratchFolder
        )
    }
}
