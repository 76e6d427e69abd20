import AppHost
import MVC
import MVVMAsync
import MVVMBoxes
import MVVMDelegation
import MVVMObservation
import MVVMStreams

extension Variant {
    /// Every variant of the app, in the order the workshop teaches them.
    ///
    /// The tools and the conformance suite take their list from here: adding a variant is one entry.
    public static let all: [Variant] = [
        Variant(
            id: "mvc",
            name: "MVC",
            sourceFolder: "MVC",
            makeRootViewController: MVC.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-boxes",
            name: "MVVM with boxes",
            sourceFolder: "MVVMBoxes",
            makeRootViewController: MVVMBoxes.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-delegation",
            name: "MVVM with delegation",
            sourceFolder: "MVVMDelegation",
            makeRootViewController: MVVMDelegation.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-streams",
            name: "MVVM with reactive streams",
            sourceFolder: "MVVMStreams",
            makeRootViewController: MVVMStreams.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-observation",
            name: "MVVM with Observation",
            sourceFolder: "MVVMObservation",
            makeRootViewController: MVVMObservation.ThreatWatchApp.makeRootViewController
        ),
        Variant(
            id: "mvvm-async",
            name: "MVVM with Swift concurrency",
            sourceFolder: "MVVMAsync",
            makeRootViewController: MVVMAsync.ThreatWatchApp.makeRootViewController
        ),
    ]

    /// The variant with this id, or `nil`.
    public static func named(_ id: String) -> Variant? {
        all.first { $0.id == id }
    }
}
