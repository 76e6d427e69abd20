import AppHost
import HeadlessSwiftUI
import MVC
import MVVMAsync
import MVVMBoxes
import MVVMDelegation
import MVVMObservation
import MVVMStreams
import MVVMSwiftUI

extension Variant {
    /// Every variant of the app, in the order the workshop teaches them.
    ///
    /// The tools, the conformance suite and the architecture tests take their list, and every fact they
    /// need about a variant, from here: adding a variant is one entry (and its target in `Package.swift`).
    public static let all: [Variant] = [
        Variant(
            id: "mvc",
            name: "MVC",
            sourceFolder: "MVC",
            presenter: .viewController,
            changesScreensInTasks: false,
            makeRootViewController: MVC.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-boxes",
            name: "MVVM with boxes",
            sourceFolder: "MVVMBoxes",
            bindingFiles: ["Box.swift"],
            comparedWith: "mvc",
            changesScreensInTasks: false,
            makeRootViewController: MVVMBoxes.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-delegation",
            name: "MVVM with delegation",
            sourceFolder: "MVVMDelegation",
            bindingFiles: ["LoginViewModelDelegate.swift", "ThreatsViewModelDelegate.swift"],
            comparedWith: "mvvm-boxes",
            changesScreensInTasks: false,
            makeRootViewController: MVVMDelegation.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-streams",
            name: "MVVM with reactive streams",
            sourceFolder: "MVVMStreams",
            bindingFiles: ["LoginService+Streams.swift", "Scheduler+Streams.swift", "ThreatService+Streams.swift"],
            comparedWith: "mvvm-boxes",
            changesScreensInTasks: false,
            makeRootViewController: MVVMStreams.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-observation",
            name: "MVVM with Observation",
            sourceFolder: "MVVMObservation",
            bindingFiles: ["RenderLoop.swift"],
            comparedWith: "mvvm-boxes",
            changesScreensInTasks: false,
            makeRootViewController: MVVMObservation.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-async",
            name: "MVVM with Swift concurrency",
            sourceFolder: "MVVMAsync",
            bindingFiles: ["Output.swift"],
            comparedWith: "mvvm-boxes",
            makeRootViewController: MVVMAsync.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-swiftui",
            name: "MVVM in SwiftUI",
            sourceFolder: "MVVMSwiftUI",
            views: .swiftUI,
            comparedWith: "mvvm-observation",
            makeRootViewController: { environment in
                // What SwiftUI does as it starts an app: its window, on the app's scheduler.
                MVVMSwiftUI.ThreatWatchApp(environment: environment)
                    .makeRootViewController(scheduler: environment.scheduler)
            }
        ),
    ]

    /// The variant with this id, or `nil`.
    public static func named(_ id: String) -> Variant? {
        all.first { $0.id == id }
    }
}
