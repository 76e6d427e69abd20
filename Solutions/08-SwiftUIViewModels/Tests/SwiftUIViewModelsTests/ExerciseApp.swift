import AppHost
import HeadlessSwiftUI

@testable import SwiftUIViewModels

extension Variant {
    /// This exercise's app, as the kit's conformance scenarios see it: its `App`, started as SwiftUI starts one.
    static let exercise = Variant(
        id: "exercise-08",
        name: "Exercise 08: SwiftUI views and their view models",
        sourceFolder: "SwiftUIViewModels",
        views: .swiftUI,
        makeRootViewController: { environment in
            ThreatWatchApp(environment: environment).makeRootViewController(scheduler: environment.scheduler)
        }
    )
}
