import AppHost

@testable import RefactorToMVVM

extension Variant {
    /// This exercise's app, as the kit's conformance scenarios see it: a first screen and nothing else.
    static let exercise = Variant(
        id: "exercise-01",
        name: "Exercise 01: refactor to MVVM",
        sourceFolder: "RefactorToMVVM",
        makeRootViewController: ThreatWatchApp.makeRootViewController
    )
}
