import Foundation
import WorkshopSupport

extension Grader {
    /// How many chaff runs go at once: the machines the workshop targets have 2 cores or more.
    package static let chaffRunsAtOnce = 2
    /// How many decoys (runs of the correct view models, made like chaff runs) are mixed in.
    package static let decoyRuns = 2

    /// Grades an exercise whose attendee writes the tests (`gradedWithChaffs`).
    ///
    /// The tests run once against the correct view models, then, for each task whose tests all pass there,
    /// once per chaff of the task, filtered to the task's tests. A chaff is caught when one of them fails,
    /// crashes or hangs. The view models must be the kit's own (`sameAsKit`): tests are graded against them.
    ///
    /// The package is copied under the build folder with every chaff woven into its view models
    /// (``WovenPackage``), built once, and each run turns one chaff on (``ChaffSelection``). Every run
    /// looks the same from inside (the same arguments, every test of the exercise, a fresh token), and
    /// ``decoyRuns`` runs of the correct view models made the same way are mixed in at random among the
    /// chaff runs: a test that does not pass one of them fails, as against the correct view models.
    /// Called with the build folder's lock held.
    package func gradeWithChaffs(_ exercise: Exercise) -> ExerciseGrade {
        let copy = scratchFolder.appendingPathComponent("woven/\(exercise.name)")
        let copyPath = copy.standardizedFileURL.path
        let exercisePath = exercise.folder.standardizedFileURL.path
        // Paths in the copy are shown as the attendee's own.
        let relative = { (path: String) -> String in
            relativePath(path.hasPrefix(copyPath + "/") ? exercisePath + path.dropFirst(copyPath.count) : path)
        }
        let sources = "Sources/\(exercise.packageName)/"
        for (name, variant) in exercise.manifest.sameAsKit.sorted(by: { $0.key < $1.key }) {
            let given = FileManager.default.contents(
                atPath: exercise.folder.appendingPathComponent(sources + name).path)
            let kit = FileManager.default.contents(
                atPath: kitRoot.appendingPathComponent("Sources/\(variant)/\(name)").path)
            if given == nil || given != kit {
                return ExerciseGrade(
                    exercise: exercise, cannotBuild: Self.notTheKits(exercise.path + "/" + sources + name))
            }
        }
        if let problem = GradedTestsCheck.problem(
            in: exercise.folder.appendingPathComponent("Tests"), relativePath: relativePath)
        {
            return ExerciseGrade(exercise: exercise, cannotBuild: problem)
        }
        if GradedTestsCheck.manifestChanged(
            exercise.folder.appendingPathComponent("Package.swift"),
            from: kitRoot.appendingPathComponent("Solutions/\(exercise.name)/Package.swift"))
        {
            let path = exercise.path + "/Package.swift"
            return ExerciseGrade(
                exercise: exercise,
                cannotBuild: "\(path) is no longer the one given: your tests are graded in the package as given, with"
                    + " no target of your own. Restore it with `git checkout -- \(path)`.")
        }
        let catalogue: ChaffCatalogue
        do {
            catalogue = try ChaffCatalogue(kitRoot: kitRoot)
        } catch {
            return ExerciseGrade(
                exercise: exercise,
                kitCannotGrade: "the kit's broken view models cannot be read: \(error). They are the kit's files,"
                    + " not yours, and your last grade stands: restore them with"
                    + " `git checkout -- \(ChaffCatalogue.folderName)`, or tell the instructor.")
        }
        let taskIDs = Set(exercise.manifest.tasks.map(\.id))
        // A chaff counts here only where it is woven: in the variants whose view models the exercise has.
        let woven = Set(exercise.manifest.sameAsKit.values)
        let graded = catalogue.all.filter { taskIDs.contains($0.taskID) && !woven.isDisjoint(with: $0.edits.keys) }
        func chaffs(of taskID: String) -> [Chaff] { graded.filter { $0.taskID == taskID } }
        let kitFolder = exercise.folder.appendingPathComponent("../..").standardizedFileURL.path
        var package = WovenPackage(
            source: exercise.folder, destination: copy,
            woven: Dictionary(
                uniqueKeysWithValues: exercise.manifest.sameAsKit.map {
                    ("Sources/\(exercise.packageName)/\($0.key)", $0.value)
                }),
            chaffs: graded)

        package.adjustManifest = { $0.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(kitFolder)\"") }
        do {
            try package.make(describe: { exercise.path + "/" + $0 })
        } catch let drift as ChaffWeaver.Drift {
            // The view models are the kit's (checked above), so the kit's chaffs no longer fit its own files.
            return ExerciseGrade(
                exercise: exercise,
                kitCannotGrade: "the kit's broken view models no longer fit its view models (\(drift)). It is the"
                    + " kit's fault, not yours, and your last grade stands: tell the instructor.")
        } catch {
            return ExerciseGrade(
                exercise: exercise, testsDidNotRun: "cannot copy it to \(relativePath(copyPath)): \(error)")
        }

        let testProgram = "\(exercise.packageName)PackageTests.xctest"
        var builder = packageBuilder(relativePath: relative, product: testProgram)
        builder.onStep = { [status] step, seconds in
            status?.show("Building \(exercise.path) (\(Int(seconds)) s): \(step)")
        }
        defer { status?.clear() }
        let program: URL
        switch builder.build(copy) {
        case .failed(let diagnostics): return ExerciseGrade(exercise: exercise, diagnostics: diagnostics)
        case .built(let products): program = products.appendingPathComponent(testProgram)
        }
        // The same arguments for every run: every test of the exercise.
        let filter = [
            "--filter", "^" + NSRegularExpression.escapedPattern(for: exercise.packageName + "Tests") + "\\.",
        ]
        guard let launcher = testProcess(program: program, package: copy, arguments: filter) else {
            return ExerciseGrade(
                exercise: exercise,
                testsDidNotRun: "the build made no test program \(program.lastPathComponent): the package in"
                    + " \(exercise.path)/Package.swift must be named \"\(exercise.packageName)\", after its folder,"
                    + " and have its test target")
        }
        let selection = ChaffSelection(
            modules: package.modules, folder: scratchFolder.appendingPathComponent("chaff-selections"))
        defer { selection.finish() }
        func supervisor(chaff: String?) -> TestRunSupervisor {
            var launcher = launcher
            launcher.eachLaunch = { selection.launch(turningOn: chaff) }
            return TestRunSupervisor(
                launcher: launcher, secondsPerTest: exercise.manifest.secondsPerTest, exerciseFolder: copyPath,
                relativePath: relative)
        }

        // Against the correct view models: every test must pass.
        var correct = supervisor(chaff: nil)
        correct.onRunning = { [status] test, seconds in status?.showTest(test, runningFor: seconds) }
        let result = correct.run()
        if let problem = result.problem {
            return ExerciseGrade(exercise: exercise, testsDidNotRun: problem)
        }
        let tests = result.tests.map { $0.movingLocation(from: copyPath, to: exercisePath) }
        let plain = ExerciseGrade(exercise: exercise, tests: tests, outcomes: result.outcomes)
        guard case .graded(let tasks, _) = plain.result else { return plain }

        // Against each chaff of each task whose tests all pass, with the decoys among them at random.
        var runs: [Chaff?] = tasks.filter { !$0.tests.isEmpty && $0.tests.allSatisfy(\.outcome.isPassed) }.flatMap {
            chaffs(of: $0.task.id)
        }
        if !runs.isEmpty {
            for _ in 0..<Self.decoyRuns { runs.insert(nil, at: Int.random(in: 0...runs.count)) }
        }
        // The status line is drawn by one run at a time.
        let statusLock = NSLock()
        let outcomes = ParallelRuns.map(runs, width: Self.chaffRunsAtOnce) { chaff, finished in
            statusLock.withLock {
                status?.show("Testing your tests against the broken view models: \(finished) of \(runs.count)")
            }
            return supervisor(chaff: chaff?.id).run().outcomes
        }
        var checked = result.outcomes
        for (chaff, decoy) in zip(runs, outcomes) where chaff == nil {
            for (id, outcome) in decoy where checked[id]?.isPassed == true && Self.catches(outcome) {
                checked[id] = .failed(Self.failedDecoy(outcome))
            }
        }
        let grade = ExerciseGrade(exercise: exercise, tests: tests, outcomes: checked)
        guard case .graded(let checkedTasks, _) = grade.result else { return grade }
        let passing = Set(
            checkedTasks.filter { $0.tests.allSatisfy(\.outcome.isPassed) }.flatMap(\.tests).map(\.id))
        let caught = zip(runs, outcomes).compactMap { chaff, outcomes -> (chaff: Chaff, caughtBy: [String])? in
            guard let chaff else { return nil }
            let testIDs = checkedTasks.first { $0.task.id == chaff.taskID }?.tests.map(\.id) ?? []
            return (chaff, testIDs.filter { passing.contains($0) && (outcomes[$0].map(Self.catches) ?? false) })
        }
        // A task whose tests did not run against its chaffs caught none of them.
        var caughtChaffs: [String: [ExerciseGrade.CaughtChaff]] = [:]
        for task in tasks {
            caughtChaffs[task.task.id] = chaffs(of: task.task.id).map {
                ExerciseGrade.CaughtChaff(chaff: $0, caughtBy: [])
            }
        }
        for (chaff, caughtBy) in caught {
            caughtChaffs[chaff.taskID] = caughtChaffs[chaff.taskID]?.map {
                $0.chaff == chaff ? ExerciseGrade.CaughtChaff(chaff: chaff, caughtBy: caughtBy) : $0
            }
        }
        return grade.withChaffs(caughtChaffs)
    }

    /// Why a view model of the exercise cannot be graded against: `file` (relative to the kit) was changed.
    package static func notTheKits(_ file: String) -> String {
        "\(file) is no longer the kit's own, and your tests are graded against the view models as given (and"
            + " broken versions made from them). Restore it with `git checkout -- \(file)`."
    }

    /// What a test that passed against the correct view models but not in a decoy run is told: it fails.
    package static func failedDecoy(_ outcome: TestOutcome) -> TestFailure {
        let decoy =
            "It passed against the correct view models, then failed in a decoy: a run of the same correct"
            + " view models, made as the runs of the broken versions are. A test must not depend on how, when"
            + " or in which run it runs."
        switch outcome {
        case .failed(let failure):
            return TestFailure(
                expectation: failure.expectation, comments: [decoy] + failure.comments, testCase: failure.testCase,
                location: failure.location)
        case .crashed(let message):
            return TestFailure(expectation: "It crashed: \(message)", comments: [decoy], testCase: nil, location: nil)
        default:
            return TestFailure(expectation: "It ran too long.", comments: [decoy], testCase: nil, location: nil)
        }
    }

    /// Whether a test with this outcome against a chaff caught it: it failed, crashed or hung.
    ///
    /// A test that did not run caught nothing.
    package static func catches(_ outcome: TestOutcome) -> Bool {
        switch outcome {
        case .failed, .crashed, .timedOut, .cutShort: true
        case .passed, .notRun: false
        }
    }
}

extension TestEventRecord.TestDescription {
    /// The same test, with its source location moved from the folder `from` to the folder `to`.
    package func movingLocation(from: String, to: String) -> Self {
        guard let location = sourceLocation, let path = location.filePath, path.hasPrefix(from + "/") else {
            return self
        }
        return Self(
            id: id, displayName: displayName, kind: kind,
            sourceLocation: .init(filePath: to + path.dropFirst(from.count), line: location.line))
    }
}
