import AppHost
import MVC
import MVVMBoxes
import MVVMDelegation
import MVVMObservation
import MVVMStreams

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
            makeRootViewController: MVC.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-boxes",
            name: "MVVM with boxes",
            sourceFolder: "MVVMBoxes",
            bindingFiles: ["Box.swift"],
            comparedWith: "mvc",
            makeRootViewController: MVVMBoxes.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-delegation",
            name: "MVVM with delegation",
            sourceFolder: "MVVMDelegation",
            bindingFiles: ["LoginViewModelDelegate.swift", "ThreatsViewModelDelegate.swift"],
            comparedWith: "mvvm-boxes",
            makeRootViewController: MVVMDelegation.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-streams",
            name: "MVVM with reactive streams",
            sourceFolder: "MVVMStreams",
            bindingFiles: ["LoginService+Streams.swift", "Scheduler+Streams.swift", "ThreatService+Streams.swift"],
            comparedWith: "mvvm-boxes",
            makeRootViewController: MVVMStreams.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-observation",
            name: "MVVM with Observation",
            sourceFolder: "MVVMObservation",
            bindingFiles: ["RenderLoop.swift"],
            comparedWith: "mvvm-boxes",
            makeRootViewController: MVVMObservation.ThreatWatchApp.makeRootViewController
        ),
    ]

    /// The variant with this id, or `nil`.
    public static func named(_ id: String) -> Variant? {
        all.first { $0.id == id }
    }
}
