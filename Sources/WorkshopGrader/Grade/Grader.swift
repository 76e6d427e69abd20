import Foundation
import WorkshopSupport

/// Grades one exercise for real: builds its package alone, then runs its tests under supervision.
package struct Grader {
    /// The kit's root folder.
    package let kitRoot: URL
    /// Called when another grading holds the build folder, before waiting for it.
    package var onWait: () -> Void = {}
    /// Called when another `swift build` or `swift test` of the kit holds the build folder, before waiting.
    package var onBuildWait: () -> Void = {}
    /// Where to say which build step and which test is running; `nil` says nothing.
    package var status: StatusLine?
    /// A program that runs a test program as `swift test` does on macOS, used in its place on any system:
    /// `WORKSHOP_TEST_LAUNCHER`, set to the kit's `swift-test-stand-in` so that Linux grades on a Mac's
    /// path (``testProcess(program:package:arguments:)``); `nil`: the system's own way.
    package var testLauncher: URL? = ProcessInfo.processInfo.environment["WORKSHOP_TEST_LAUNCHER"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0)
    }

    /// A grader for the kit at `kitRoot`, saying nothing while it waits or builds.
    package init(kitRoot: URL) {
        self.kitRoot = kitRoot
    }

    /// Where grading keeps its own files: the lock, each run's events and standard error, the woven
    /// copies of chaff-graded exercises, the runners of exercises' apps (`.build/grade`).
    package var scratchFolder: URL { kitRoot.appendingPathComponent(".build/grade") }

    /// Where every exercise builds: the kit's own build folder (`.build`), so that the kit the exercises
    /// depend on is the one `swift build` and `swift test` compiled, and only the exercise's own modules
    /// are compiled again.
    package var buildFolder: URL { kitRoot.appendingPathComponent(".build") }

    /// What builds an exercise's package (or a runner's) in ``buildFolder``, saying nothing, and makes
    /// `product` afresh; in `.build/grade/build` when ``buildFolder`` stays held (``PackageBuilder``).
    package func packageBuilder(relativePath: @escaping (String) -> String, product: String? = nil) -> PackageBuilder {
        var builder = PackageBuilder(
            buildFolder: buildFolder, fallbackFolder: scratchFolder.appendingPathComponent("build"),
            relativePath: relativePath)
        builder.product = product
        builder.onWaitingForFolder = onBuildWait
        return builder
    }

    /// What grading says, once, when another SwiftPM command holds the kit's build folder.
    package static let buildWaitMessage =
        "Waiting for another swift build or swift test of the kit to finish (at most"
        + " \(Int(PackageBuilder.longestWait)) s; then the exercise builds apart, in .build/grade/build)…\n"

    /// `path` relative to the kit when it is inside it, else unchanged.
    package func relativePath(_ path: String) -> String {
        for root in [kitRoot.standardizedFileURL.path, kitRoot.resolvingSymlinksInPath().path] {
            if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        }
        return path
    }

    /// Wraps the grading of one exercise, which it must call once, while the build folder is held: what
    /// a grading session does before and after the tests run (keep progress), that no other grading may
    /// do in between.
    package typealias WhileHeld = (_ grading: () -> ExerciseGrade) -> ExerciseGrade

    /// Builds and tests `exercise`; a build that fails is a grade too (no points, the first errors), and so
    /// is a folder that lacks what a build needs (no points, what is missing; nothing is built).
    /// - Parameters:
    ///   - exercise: The exercise.
    ///   - whileHeld: Runs the grading, holding the build folder (another `workshop grade` waits meanwhile).
    /// - Returns: What `whileHeld` returns: the grade.
    package func grade(_ exercise: Exercise, whileHeld: WhileHeld = { $0() }) -> ExerciseGrade {
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
        // Every exercise builds in one folder, and an exercise and its solution make a test program of
        // the same name: the builder makes it afresh, so that only this build's own program can be run.
        let testProgram = "\(exercise.packageName)PackageTests.xctest"
        var builder = packageBuilder(relativePath: relativePath, product: testProgram)
        builder.onStep = { [status] step, seconds in
            status?.show("Building \(exercise.path) (\(Int(seconds)) s): \(step)")
        }
        defer { status?.clear() }
        let products: URL
        switch builder.build(exercise.folder) {
        case .failed(let diagnostics): return ExerciseGrade(exercise: exercise, diagnostics: diagnostics)
        case .built(let folder): products = folder
        }
        let program = products.appendingPathComponent(testProgram)
        guard let launcher = testProcess(program: program, package: exercise.folder) else {
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
    /// the tests; where it is a bundle (macOS), `swift test` finds and runs it (``TestProcess/Route``).
    /// With a ``testLauncher``, that program is the launcher, whatever the system: so CI on Linux grades on
    /// the path a Mac takes.
    /// - Parameters:
    ///   - program: The built test program (`…/debug/NamePackageTests.xctest`).
    ///   - package: The package it was built from.
    ///   - arguments: The grader's arguments for every run, after the launcher's (`--filter …`).
    /// - Returns: The process that runs the tests; `nil` when there is no test program at `program`.
    func testProcess(program: URL, package: URL, arguments: [String] = []) -> TestProcess? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: program.path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue || testLauncher != nil else {
            return TestProcess(
                executable: program, arguments: ["--testing-library", "swift-testing"] + arguments,
                scratchFolder: scratchFolder)
        }
        // `…/debug/NamePackageTests.xctest`: SwiftPM's scratch path is the folder above `debug`. `swift test`
        // holds that folder's lock while its tests run (SwiftPM 6.3, Sources/CoreCommands/SwiftCommandState.swift,
        // `acquireLockIfNeeded`), so the two chaff runs at once would take turns, the second timed out while
        // it waits: `--ignore-lock`, as the build is done and held by the grader's own lock.
        let swiftTest = [
            "test", "--skip-build", "--disable-xctest", "--ignore-lock", "--package-path", package.path,
            "--scratch-path", program.deletingLastPathComponent().deletingLastPathComponent().path,
        ]
        var process = TestProcess(
            executable: testLauncher ?? URL(fileURLWithPath: "/usr/bin/env"),
            arguments: (testLauncher == nil ? ["swift"] : []) + swiftTest + arguments, scratchFolder: scratchFolder)
        process.route = .throughLauncher
        return process
    }
}
