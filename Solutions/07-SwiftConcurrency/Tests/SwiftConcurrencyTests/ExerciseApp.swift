import AppHost

@testable import SwiftConcurrency

extension Variant {
    /// This exercise's app, as the kit's conformance scenarios see it: a first screen and nothing else.
    static let exercise = Variant(
        id: "exercise-07",
        name: "Exercise 07: MVVM with Swift concurrency",
        sourceFolder: "SwiftConcurrency",
        makeRootViewController: ThreatWatchApp.makeRootViewController
    )
}
