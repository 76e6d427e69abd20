import AppHost

@testable import BindingWithBoxes

extension Variant {
    /// This exercise's app, as the kit's conformance scenarios see it: a first screen and nothing else.
    static let exercise = Variant(
        id: "exercise-02",
        name: "Exercise 02: binding with boxes",
        sourceFolder: "BindingWithBoxes",
        makeRootViewController: ThreatWatchApp.makeRootViewController
    )
}
