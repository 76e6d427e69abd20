import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

@MainActor
@Suite("workshop play/run --exercise", .settlesItsOwnTasks)
struct ExerciseAppTests {
    /// What a stubbed build and launch saw.
    private final class Calls {
        var built: [ExerciseRunnerPackage] = []
        var launched: [(URL, [String])] = []
    }

    /// Runs `ExerciseApp` in a kit made of a copy of `Solutions/<solution>`, with a stubbed build
    /// (`outcome`; by default built into the kit's `.build`) and launch (exit status 7).
    private func run(
        _ arguments: [String], command: String = "play", outcome: PackageBuilder.Outcome? = nil,
        solution: String = "01-RefactorToMVVM"
    ) async throws -> (run: WorkshopRun, calls: Calls, kit: TemporaryFolder) {
        let kit = try TemporaryFolder("exercise-app-kit")
        let tree = kit.appendingPathComponent("Solutions")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestFiles.repository.appendingPathComponent("Solutions/\(solution)"),
            to: tree.appendingPathComponent(solution))
        let calls = Calls()
        let run = await WorkshopRun(capturing: { console in
            let app = ExerciseApp(
                kitRoot: { kit.url },
                console: console,
                build: { runner in
                    calls.built.append(runner)
                    return outcome ?? .built(products: kit.appendingPathComponent(".build/debug"))
                },
                launch: { program, arguments in
                    calls.launched.append((program, arguments))
                    return 7
                }
            )
            // What `workshop play` and `workshop run` give the app: their command line, read and written back.
            let signature = command == "play" ? PlayCommand.signature : RunCommand.signature
            let parsed = try? OptionReader(signature: signature).read(arguments)
            let options = try? parsed.map(AppOptions.init)
            return app.run(
                command: command, exercise: options?.exercise ?? "", tree: options?.tree,
                arguments: parsed?.words(leaving: [.exercise, .tree]) ?? arguments)
        })
        return (run, calls, kit)
    }

    @Test("--exercise with --variant is refused, for play and for run")
    func refusesBoth() async {
        for command in ["play", "run"] {
            let script = command == "play" ? ["-"] : []
            let run = await WorkshopRun([command] + script + ["--exercise", "01", "--variant", "mvc"])
            #expect(run.status == 2)
            #expect(
                run.error.hasPrefix(
                    "workshop \(command): give --exercise or --variant, not both: --exercise runs your exercise's app"
                        + " in place of a variant (drop --variant mvc)\n"),
                "stderr was: \(run.error)")
        }
    }

    @Test("--tree without --exercise says what it needs")
    func treeNeedsExercise() async {
        let run = await WorkshopRun(["play", "-", "--variant", "mvc", "--tree", "Solutions"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("workshop play: --tree Solutions needs --exercise NN"))
    }

    @Test("An exercise that is not there is named with those that are, and nothing is built")
    func unknownExercise() async {
        let run = await WorkshopRun(["play", "-", "--exercise", "99"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("workshop play: no exercise \"99\" in Exercises; there are 01-RefactorToMVVM"))
    }

    @Test("An exercise without an app (06 tests view models) says so, and names the variant to run instead")
    func exerciseWithoutApp() async {
        let run = await WorkshopRun(["play", "-", "--exercise", "06"])
        #expect(run.status == 2)
        #expect(
            run.error
                == "workshop play: Exercises/06-TestingViewModels has no app of its own: it tests view models without"
                + " a screen. To see them on screen, run their variant: `swift run workshop play --variant mvvm-boxes`.\n"
        )
    }

    @Test("A script's # options: line cannot name an exercise")
    func scriptCannotNameExercise() async {
        let run = await WorkshopRun(["play", "-", "--variant", "mvc"], input: "# options: --exercise 01\nscreen\n")
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("-:1: the \"# options:\" line: it cannot name an exercise"))
    }

    @Test("It builds a runner for the exercise and runs it with the other arguments")
    func buildsAndLaunches() async throws {
        let (run, calls, folder) = try await run(["tour.play", "--exercise", "1", "--tree=Solutions", "--seed", "1"])
        #expect(run.status == 7)
        #expect(run.error.isEmpty)
        let kit = folder.url
        let runner = try #require(calls.built.first)
        let runnerFolder = kit.appendingPathComponent(".build/grade/runners/Solutions-01-RefactorToMVVM")
        #expect(runner.folder.path == runnerFolder.path)
        #expect(runner.programName == "SolutionsRefactorToMVVMApp")
        let main = try String(
            contentsOf: runner.folder.appendingPathComponent("Sources/SolutionsRefactorToMVVMApp/main.swift"),
            encoding: .utf8)
        #expect(main.contains("import RefactorToMVVM\n"))
        #expect(main.contains("makeRootViewController: ThreatWatchApp.makeRootViewController"))
        #expect(!runner.isSwiftUI && !main.contains("views: .swiftUI"), "Its app is made of view controllers")
        let manifest = try String(contentsOf: runner.folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(name: \"ThreatWatchWorkshop\", path: \"\(kit.path)\")"))
        #expect(manifest.contains("path: \"\(kit.path)/Solutions/01-RefactorToMVVM\")"))
        let (program, arguments) = try #require(calls.launched.first)
        #expect(program.path == kit.appendingPathComponent(".build/debug/SolutionsRefactorToMVVMApp").path)
        #expect(arguments == ["play", "tour.play", "--seed=1"])
    }

    @Test("An app written in the headless SwiftUI (08) is started as SwiftUI starts an App")
    func startsSwiftUIApp() async throws {
        // The kit's folder is kept until the end: its files go with it.
        let (run, calls, kit) = try await run(
            ["--exercise", "08", "--tree", "Solutions"], command: "run", solution: "08-SwiftUIViewModels")
        defer { withExtendedLifetime(kit) {} }
        #expect(run.status == 7, "\(run.error)")
        let runner = try #require(calls.built.first)
        #expect(runner.isSwiftUI, "Its ThreatWatchApp.swift imports HeadlessSwiftUI")
        let main = try String(
            contentsOf: runner.folder.appendingPathComponent("Sources/\(runner.programName)/main.swift"),
            encoding: .utf8)
        #expect(main.contains("views: .swiftUI,"))
        #expect(
            main.contains(
                "ThreatWatchApp(environment: environment).makeRootViewController(scheduler: environment.scheduler)"))
        #expect(!main.contains("makeRootViewController: ThreatWatchApp.makeRootViewController"))
    }

    @Test("A compile error shows the first errors and what to try, and nothing runs")
    func compileError() async throws {
        let error = "Solutions/01-RefactorToMVVM/Sources/RefactorToMVVM/SignInViewModel.swift:3:5: error: boom"
        let (run, calls, _) = try await run(
            ["--exercise", "01", "--tree", "Solutions"], command: "run",
            outcome: .failed(CompilerDiagnostics(errors: [error])))
        #expect(run.status == 1)
        #expect(calls.launched.isEmpty)
        #expect(
            run.error == """
                workshop run: Solutions/01-RefactorToMVVM does not compile, so its app cannot run. The first errors:
                    \(error)
                Fix them in Solutions/01-RefactorToMVVM and run this again (`swift run workshop grade 01` shows them\
                 too), or try the finished app with --tree Solutions.

                """)
    }

    @Test("The app gets every argument but --exercise and --tree")
    func removesExerciseOptions() throws {
        let words = ["a.play", "--exercise", "01", "--seed", "1", "--tree=Solutions", "--fail-threats=2"]
        let parsed = try OptionReader(signature: PlayCommand.signature).read(words)
        #expect(parsed.words(leaving: [.exercise, .tree]) == ["a.play", "--fail-threats=2", "--seed=1"])
        let command = try PlayCommand(parsed)
        #expect(command.appWords == ["a.play", "--fail-threats=2", "--seed=1"])
        #expect(try OptionReader(signature: PlayCommand.signature).read(command.appWords).value(.seed) == "1")
    }

    @Test("The help of play and run tells of --exercise")
    func help() async {
        for command in ["play", "run"] {
            let run = await WorkshopRun(["help", command])
            #expect(run.output.contains("--exercise NN"))
            #expect(run.output.contains("--tree DIR             Where --exercise finds it: Exercises (the default)"))
        }
    }
}
