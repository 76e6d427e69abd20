// swift-tools-version:6.2
// Threat Watch Workshop: one app written several ways, one test suite that holds them all.
import Foundation
import PackageDescription

/// Whether SwiftPM was started for the kit rather than for another package that uses it. Typed in an
/// exercise's folder, `swift run workshop` would resolve the exercise's package, which depends on the kit,
/// and build a second copy of the kit (about 2 minutes, 78 MB) before the command could say anything; so
/// the kit's executables exist only when SwiftPM is not started in another package's folder (the grader and
/// CI build exercises from the kit's folder). Elsewhere this says where to go (the first time: SwiftPM
/// keeps a manifest's answer), and `workshop` is `WorkshopElsewhere`, which says it every time.
///
/// "Another package's folder" is the first folder at or above the working directory that has a
/// `Package.swift`, as SwiftPM looks for one. When there is none, as when Xcode opens the kit (it reads the
/// manifest from a folder of its own), the kit's executables are declared.
let startedInTheKit: Bool = {
    let kit = URL(fileURLWithPath: Context.packageDirectory).resolvingSymlinksInPath().path
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        let parent = folder.deletingLastPathComponent()
        guard parent.path != folder.path else { return true }
        folder = parent
    }
    guard folder.path != kit else { return true }
    #if os(Linux)
        // `swift run workshop …`, named in /proc (elsewhere SwiftPM's own error and WorkshopElsewhere say it).
        let command =
            (try? String(contentsOfFile: "/proc/\(getppid())/cmdline", encoding: .utf8))?
            .split(separator: "\0").map(String.init) ?? []
        if let run = command.firstIndex(where: { $0.hasSuffix("swift-run") }),
            command.dropFirst(run + 1).first == "workshop"
        {
            let typed = (["swift", "run"] + command.dropFirst(run + 1)).joined(separator: " ")
            FileHandle.standardError.write(
                Data(
                    ("workshop runs from the kit's folder, not from \(folder.path): type `cd \(kit)`, then `\(typed)`"
                        + " there (here SwiftPM would build a second copy of the kit first).\n").utf8))
        }
    #endif
    return false
}()

/// Every target builds in Swift 6 language mode (complete concurrency checking included).
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]
/// The kit's libraries that every screen of every test is drawn through (time, the widgets, the headless
/// SwiftUI, the driver): optimized in debug builds too, since the suite draws tens of thousands of screens
/// on its one main thread. Lesson code (the variants, the models, Streams, the exercises) stays as debug
/// builds make it, for reading and stepping through; so does the rest, to keep the first build short
/// (MAINTAINING.md has the measurements).
/// Optimized code drops the message of a failed `precondition` ("precondition failure" is all that shows),
/// so these libraries stop with `fatalError`, which keeps it, when an attendee's code breaks a rule.
let kitLibrary: [SwiftSetting] = swiftSettings + [.unsafeFlags(["-O"], .when(configuration: .debug))]

/// The variants' targets, in the order the workshop teaches them, with what each needs beyond ThreatKit and
/// HeadlessUI.
let variants: [(name: String, dependencies: [Target.Dependency])] = [
    ("MVC", []),
    ("MVVMBoxes", []),
    ("MVVMDelegation", []),
    ("MVVMStreams", ["Streams"]),
    ("MVVMObservation", []),
    ("MVVMAsync", []),
    ("MVVMSwiftUI", ["HeadlessSwiftUI"]),
]

let package = Package(
    name: "ThreatWatchWorkshop",
    platforms: [.macOS(.v26)],
    products: (startedInTheKit
        ? [
            .executable(name: "workshop", targets: ["WorkshopCLI"]),
            .executable(name: "streams-benchmark", targets: ["StreamsBenchmark"]),
            .executable(name: "threats-benchmark", targets: ["ThreatsBenchmark"]),
            .executable(name: "swiftui-benchmark", targets: ["SwiftUIBenchmark"]),
            .executable(name: "room-benchmark", targets: ["RoomBenchmark"]),
            // `swift test` as it runs a test program on macOS, for Linux: CI grades through it (DESIGN.md).
            .executable(name: "swift-test-stand-in", targets: ["SwiftTestStandIn"]),
        ]
        // Elsewhere `workshop` is a one-file program that says where to go (SwiftPM may keep this
        // manifest's answer, so its note above shows only the first time).
        : [.executable(name: "workshop", targets: ["WorkshopElsewhere"])]) + [
            .library(name: "Scheduling", targets: ["Scheduling"]),
            .library(name: "ThreatKit", targets: ["ThreatKit"]),
            .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
            .library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]),
            .library(name: "AppHost", targets: ["AppHost"]),
            .library(name: "Conformance", targets: ["Conformance"]),
            .library(name: "TestSupport", targets: ["TestSupport"]),
            .library(name: "Streams", targets: ["Streams"]),
            // For the small package `workshop play --exercise NN` builds to run an exercise's app: the app alone.
            .library(name: "WorkshopApp", targets: ["WorkshopApp"]),
        ],
    targets: [
        // Time: the Scheduler every wait goes through, the app's real one and the tests' virtual one.
        .target(name: "Scheduling", swiftSettings: kitLibrary),
        // The shared model layer: models, services, the threats file (and Scheduling, which it re-exports).
        .target(
            name: "ThreatKit",
            dependencies: ["Scheduling"],
            resources: [.copy("Resources/threats.json")],
            swiftSettings: swiftSettings
        ),
        // UIKit-shaped widgets that run without a screen, and the renderer that prints them.
        .target(name: "HeadlessUI", swiftSettings: kitLibrary),
        // A small SwiftUI-shaped layer on HeadlessUI: views are structs, drawn by a hosting controller.
        // Cross-module optimization in release builds: an app's bodies specialize the kit's generic views and
        // modifiers, which otherwise look up their types' metadata at run time at every view of every drawing.
        .target(
            name: "HeadlessSwiftUI", dependencies: ["HeadlessUI", "Scheduling"],
            swiftSettings: kitLibrary + [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]),
        // A small RxSwift-shaped reactive library (the kit takes no packages, so it brings its own).
        .target(name: "Streams", dependencies: ["Scheduling"], swiftSettings: swiftSettings),

        // Runs any variant: its environment, its window, and a driver that acts like a person.
        .target(
            name: "AppHost", dependencies: ["ThreatKit", "HeadlessUI", "HeadlessSwiftUI"], swiftSettings: kitLibrary),
        // The list of variants (`Variant.all`), the one place that knows them.
        .target(
            name: "Variants",
            dependencies: ["AppHost", "HeadlessSwiftUI"] + variants.map { .target(name: $0.name) },
            swiftSettings: swiftSettings
        ),
        // Services on virtual time with repeatable codes, for view-model tests (of the kit and of exercises).
        .target(name: "TestSupport", dependencies: ["ThreatKit", "TaskCreationHook"], swiftSettings: swiftSettings),
        // Sees each task the program creates, for the tests' task census (Linux only: its header says why).
        .target(name: "TaskCreationHook"),
        // The feature contract as scenarios, reusable by the kit's tests and by graded exercises.
        .target(
            name: "Conformance",
            dependencies: ["AppHost", "ThreatKit", "TestSupport"],
            swiftSettings: swiftSettings
        ),

        // The `workshop` command: a library for its logic (tested) and a thin executable. It links neither
        // Conformance nor the toolchain's Testing (it counts the scenarios in their sources).
        // The `workshop` command, in libraries along its seams (DESIGN.md draws them):
        // what every part needs: the console, exit statuses, the command-line reader, finding the kit's
        // folder, the terminal, unified diffs;
        .target(name: "WorkshopSupport", swiftSettings: swiftSettings),
        // the app in the terminal and on scripts: `run`, `play`, the options that pick a variant;
        .target(
            name: "WorkshopApp",
            dependencies: ["AppHost", "HeadlessUI", "ThreatKit", "Variants", "WorkshopSupport"],
            swiftSettings: swiftSettings
        ),
        // the grader and the maintainer's tools: `grade`, chaffs, `reset` and `solve`, `copies`;
        .target(
            name: "WorkshopGrader",
            dependencies: ["AppHost", "HeadlessUI", "ThreatKit", "Variants", "WorkshopSupport"],
            swiftSettings: swiftSettings
        ),
        // the handout: `compare`'s table, diffs, side-by-side screens and HTML page;
        .target(
            name: "WorkshopHandout",
            dependencies: ["AppHost", "HeadlessUI", "ThreatKit", "Variants", "WorkshopApp", "WorkshopSupport"],
            swiftSettings: swiftSettings
        ),
        // the room: attendees' progress published over git to the instructor's table (`room`);
        .target(name: "WorkshopRoom", dependencies: ["WorkshopGrader", "WorkshopSupport"], swiftSettings: swiftSettings),
        // and the command that wires them, with `--exercise`'s launcher (it builds with the grader's builder).
        .target(
            name: "Workshop",
            dependencies: [
                "AppHost", "Variants", "WorkshopApp", "WorkshopGrader", "WorkshopHandout", "WorkshopRoom",
                "WorkshopSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(name: "WorkshopCLI", dependencies: ["Workshop"], swiftSettings: swiftSettings),
        // macOS's `swift test`, as a Linux program: CI grades the exercises through it, on the Mac's path.
        .executableTarget(name: "SwiftTestStandIn", swiftSettings: swiftSettings),
        // `swift run -c release streams-benchmark`: Streams against a Box and a plain closure call.
        .executableTarget(
            name: "StreamsBenchmark",
            dependencies: ["Streams"],
            swiftSettings: swiftSettings
        ),
        // `swift run -c release threats-benchmark`: the threats file loader against a plain JSONDecoder.
        .executableTarget(name: "ThreatsBenchmark", dependencies: ["ThreatKit"], swiftSettings: swiftSettings),
        // `swift run -c release room-benchmark`: a room of simulated attendees on loopback (needs `workshop` built).
        .executableTarget(
            name: "RoomBenchmark", dependencies: ["WorkshopRoom", "WorkshopSupport"], swiftSettings: swiftSettings),
        // `swift run -c release swiftui-benchmark`: mvvm-swiftui's drawing against mvvm-observation's.
        .executableTarget(
            name: "SwiftUIBenchmark",
            dependencies: ["AppHost", "HeadlessSwiftUI", "HeadlessUI", "ThreatKit", "Variants"],
            swiftSettings: swiftSettings
        ),

        .testTarget(name: "ThreatKitTests", dependencies: ["ThreatKit", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"], swiftSettings: swiftSettings),
        .testTarget(
            name: "HeadlessSwiftUITests",
            dependencies: ["HeadlessSwiftUI", "HeadlessUI", "Scheduling", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SchedulingTests", dependencies: ["Scheduling", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "StreamsTests", dependencies: ["Streams", "Scheduling"], swiftSettings: swiftSettings),
        .testTarget(
            name: "MVCTests", dependencies: ["MVC", "AppHost", "ThreatKit", "TestSupport"], swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MVVMBoxesTests",
            dependencies: ["MVVMBoxes", "ThreatKit", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MVVMStreamsTests",
            dependencies: ["MVVMStreams", "Streams", "ThreatKit", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MVVMDelegationTests",
            dependencies: ["MVVMDelegation", "ThreatKit", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MVVMObservationTests",
            dependencies: ["MVVMObservation", "ThreatKit", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MVVMAsyncTests",
            dependencies: [
                "MVVMAsync", "AppHost", "Conformance", "HeadlessUI", "Variants", "ThreatKit", "TestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MVVMSwiftUITests",
            dependencies: ["MVVMSwiftUI", "ThreatKit", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ViewModelFormattingTests",
            dependencies: ["MVVMBoxes", "ThreatKit"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["Conformance", "Variants", "AppHost", "TestSupport", "ThreatKit"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WorkshopTests",
            dependencies: [
                "Workshop", "WorkshopApp", "WorkshopGrader", "WorkshopHandout", "WorkshopRoom", "WorkshopSupport",
                "Conformance",
                "Variants", "AppHost", "HeadlessUI", "Scheduling", "ThreatKit", "TestSupport",
            ],
            resources: [.copy("Cases")],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The variants: the same app, one pattern each, on ThreatKit and HeadlessUI (and what else each names).
// They never import each other. Adding one is a line in `variants` above and its entry in
// Sources/Variants/Variants.swift.
package.targets += variants.map { variant in
    .target(
        name: variant.name,
        dependencies: ["ThreatKit", "HeadlessUI"] + variant.dependencies,
        swiftSettings: swiftSettings
    )
}

// `workshop` when SwiftPM starts elsewhere: declared only then, so that the kit's own build (`swift test`
// builds every target) does not compile and link a program it never runs.
if !startedInTheKit {
    package.targets.append(.executableTarget(name: "WorkshopElsewhere", swiftSettings: swiftSettings))
}
