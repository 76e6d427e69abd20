import AppHost

@testable import ObservationMVVM

extension Variant {
    /// This exercise's app, as the kit's conformance scenarios see it: a first screen and nothing else.
    static let exercise = Variant(
        id: "exercise-05",
        name: "Exercise 05: MVVM with Observation",
        sourceFolder: "ObservationMVVM",
        makeRootViewController: ThreatWatchApp.makeRootViewController
    )
}
