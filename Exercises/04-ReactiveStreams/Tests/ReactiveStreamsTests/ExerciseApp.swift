import AppHost

@testable import ReactiveStreams

extension Variant {
    /// This exercise's app, as the kit's conformance scenarios see it: a first screen and nothing else.
    static let exercise = Variant(
        id: "exercise-04",
        name: "Exercise 04: reactive streams",
        sourceFolder: "ReactiveStreams",
        makeRootViewController: ThreatWatchApp.makeRootViewController
    )
}
