import Foundation

/// Grades one exercise for real: builds its package alone, then runs its tests under supervision.
struct Grader {
    /// The kit's root folder.
    let kitRoot: URL
    /// Called when another grading holds the build folder, before waiting for it.
    var onWait: () -> Void = {}
    /// Where to say which build step and which test is running; `nil` says nothing.
    var status: StatusLine?

    /// Where every exercise builds: one folder, so the kit they share is compiled once.
    var scratchFolder: URL { kitRoot.appendingPathComponent(".build/grade") }

    /// `path` relative to the kit when it is inside it, else unchanged.
    func relativePath(_ path: String) -> String {
        for root in [kitRoot.standardizedFileURL.path, kitRoot.resolvingSymlinksInPath().path] {
            if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        }
        return path
    }

    /// Wraps the grading of one exercise, which it must call once, while the build folder is held: what
    /// a grading session does before and after the tests run (keep progress), that no other grading may
    /// do in between.
    typealias WhileHeld = (_ grading: () -> ExerciseGrade) -> ExerciseGrade

    /// Builds and tests `exercise`; a build that fails is a grade too (no points, the first errors), and so
    /// is a folder that lacks what a build needs (no points, what is missing; nothing is built).
    /// - Parameters:
    ///   - exercise: The exercise.
    ///   - whileHeld: Runs the grading, holding the build folder (another `workshop grade` waits meanwhile).
    /// - Returns: What `whileHeld` returns: the grade.
    func grade(_ exercise: Exercise, whileHeld: WhileHeld = { $0() }) -> ExerciseGrade {
        if let problem = exercise.setupProblem {
            return whileHeld { ExerciseGrade(exercise: exercise, cannotBuild: problem) }
        }
        try? FileManager.default.createDirectory(at: scratchFolder, withIntermediateDirectories: true)
        let lock = GradeLock(at: scratchFolder.appendingPathComponent("grade.lock"), onWait: onWait)
        defer { withExtendedLifetime(lock) {} }
        return whileHeld { gradeHolding(exercise) }
    }

    /// ``grade(_:whileHeld:)`` once the build folder is held.
    private func gradeHolding(_ exercise: Exercise) -> ExerciseGrade {
        if exercise.manifest.gradedWithChaffs {
            return gradeWithChaffs(exercise)
        }
        // Every exercise builds here, and an exercise and its solution make a test program of the same
        // name: remove it first, so that only this build's own program can be run.
        let program = scratchFolder.appendingPathComponent("debug/\(exercise.packageName)PackageTests.xctest")
        try? FileManager.default.removeItem(at: program)
        var builder = PackageBuilder(scratchFolder: scratchFolder, relativePath: relativePath)
        builder.onStep = { [status] step, seconds in
            status?.show("Building \(exercise.path) (\(Int(seconds)) s): \(step)")
        }
        defer { status?.clear() }
        if case .failed(let diagnostics) = builder.build(exercise.folder) {
            return ExerciseGrade(exercise: exercise, diagnostics: diagnostics)
        }
        guard let launcher = launcher(for: exercise, program: program) else {
            return ExerciseGrade(
                exercise: exercise,
                testsDidNotRun: "the build made no test program \(program.lastPathComponent): the package in"
                    + " \(exercise.path)/Package.swift must be named \"\(exercise.packageName)\", after its folder,"
                    + " and have its test target")
        }
        var supervisor = TestRunSupervisor(
            launcher: launcher,
            secondsPerTest: exercise.manifest.secondsPerTest,
            exerciseFolder: exercise.folder.standardizedFileURL.path,
            relativePath: relativePath
        )
        supervisor.onRunning = { [status] test, seconds in status?.showTest(test, runningFor: seconds) }
        let result = supervisor.run()
        if let problem = result.problem {
            return ExerciseGrade(exercise: exercise, testsDidNotRun: problem)
        }
        return ExerciseGrade(exercise: exercise, tests: result.tests, outcomes: result.outcomes)
    }

    /// What runs the tests: the test program itself, or `nil` when the build made none.
    ///
    /// Where the program is a plain executable (Linux) it is run directly, so that stopping it stops
    /// the tests; where it is a bundle (macOS), `swift test` finds and runs it.
    private func launcher(for exercise: Exercise, program: URL) -> TestProcess? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: program.path, isDirectory: &isFolder) else { return nil }
        if !isFolder.boolValue {
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
