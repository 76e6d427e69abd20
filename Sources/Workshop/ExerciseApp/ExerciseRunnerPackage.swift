import Foundation
import WorkshopApp
import WorkshopGrader
import WorkshopHandout
import WorkshopSupport

/// The small package that `--exercise NN` builds to run an exercise's app.
///
/// It depends on the kit and on the exercise by absolute path, and its `main.swift` hands the exercise's
/// first screen to `ExerciseAppCommand.run(_:console:variant:)`, so the app gets the same screens, keys and
/// scripts as a variant. It links only the app's library (`WorkshopApp`), not the grader or the handout.
///
/// It lives in `.build/grade/runners/<tree>-NN-Name` and builds in the kit's own `.build`, beside the
/// graded exercises, so the kit they share is the one already compiled.
struct ExerciseRunnerPackage: Equatable {
    /// The kit's root folder.
    let kitRoot: URL
    /// The exercise whose app it runs.
    let exercise: Exercise
    /// The tree it comes from, such as `Solutions`, for the folder's and the program's names.
    let treeName: String
    /// Whether the exercise's app is written in the headless SwiftUI (its `ThreatWatchApp` is an `App`,
    /// started as SwiftUI starts one) rather than with view controllers (a `makeRootViewController`).
    var isSwiftUI = false

    /// The runner's folder.
    var folder: URL {
        kitRoot.appendingPathComponent(".build/grade/runners/\(treeName)-\(exercise.name)")
    }

    /// The program's name, one per tree and exercise (they are all built into the same folder):
    /// `SolutionsRefactorToMVVMApp`.
    var programName: String {
        let letters = (treeName + exercise.packageName).filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return (letters.first?.isLetter == true ? "" : "Exercise") + letters + "App"
    }

    /// The runner's `Package.swift`.
    var manifest: String {
        """
        \(PlatformFloor.toolsVersionLine)
        // Made by `workshop play/run --exercise \(exercise.number)`: runs \(exercise.path)'s app. Made again each run.
        import PackageDescription

        let package = Package(
            name: \(Self.literal(programName)),
            \(PlatformFloor.manifestPlatforms),
            dependencies: [
                .package(name: "ThreatWatchWorkshop", path: \(Self.literal(kitRoot.path))),
                .package(name: \(Self.literal(exercise.packageName)), path: \(Self.literal(exercise.folder.path))),
            ],
            targets: [
                .executableTarget(
                    name: \(Self.literal(programName)),
                    dependencies: [
                        .product(name: "AppHost", package: "ThreatWatchWorkshop"),
                        .product(name: "HeadlessSwiftUI", package: "ThreatWatchWorkshop"),
                        .product(name: "WorkshopApp", package: "ThreatWatchWorkshop"),
                        .product(name: \(Self.literal(exercise.packageName)), package: \(Self.literal(exercise.packageName))),
                    ]
                )
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    /// The runner's `main.swift`.
    var main: String {
        """
        import AppHost
        import Foundation
        import HeadlessSwiftUI
        import WorkshopApp
        import \(exercise.packageName)

        #if canImport(Glibc)
            import Glibc
        #elseif canImport(Darwin)
            import Darwin
        #endif

        signal(SIGPIPE, SIG_IGN)

        let variant = Variant(
            id: "exercise-\(exercise.number)",
            name: \(Self.literal("Exercise \(exercise.number) (\(exercise.path))")),
            sourceFolder: \(Self.literal(exercise.path)),
            \(isSwiftUI ? "views: .swiftUI,\n    " : "")makeRootViewController: \(rootViewController)
        )
        exit(await ExerciseAppCommand.run(Array(CommandLine.arguments.dropFirst()), console: .standard, variant: variant))

        """
    }

    /// How the runner makes the app's first screen: as SwiftUI starts an `App`, or the app's own function.
    private var rootViewController: String {
        isSwiftUI
            ? "{ environment in\n        ThreatWatchApp(environment: environment).makeRootViewController(scheduler: environment.scheduler)\n    }"
            : "ThreatWatchApp.makeRootViewController"
    }

    /// Writes the package into ``folder``; a file that already holds the same text is left alone, so that
    /// a second run builds nothing new.
    /// - Throws: When a folder or a file cannot be written.
    func write() throws {
        let sources = folder.appendingPathComponent("Sources/\(programName)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for (url, text) in [
            (folder.appendingPathComponent("Package.swift"), manifest),
            (sources.appendingPathComponent("main.swift"), main),
        ] where FileManager.default.contents(atPath: url.path) != Data(text.utf8) {
            try Data(text.utf8).write(to: url, options: .atomic)
        }
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
