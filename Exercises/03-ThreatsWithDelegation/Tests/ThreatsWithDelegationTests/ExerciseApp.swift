import AppHost

@testable import ThreatsWithDelegation

extension Variant {
    /// This exercise's app, as the kit's conformance scenarios see it: a first screen and nothing else.
    static let exercise = Variant(
        id: "exercise-03",
        name: "Exercise 03: threats with delegation",
        sourceFolder: "ThreatsWithDelegation",
        makeRootViewController: ThreatWatchApp.makeRootViewController
    )
}
