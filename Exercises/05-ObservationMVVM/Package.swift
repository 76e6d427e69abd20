// swift-tools-version:6.2
// Exercise 05: MVVM the SwiftUI way, with Swift's Observation, on UIKit-style screens.
// Grade it from the kit's folder with `swift run workshop grade 05`; see README.md.
import PackageDescription

let kit = "ThreatWatchWorkshop"

let package = Package(
    name: "ObservationMVVM",
    platforms: [.macOS(.v26)],
    // The app, for `swift run workshop play --exercise NN` (and `run`), which builds it into a small runner.
    products: [.library(name: "ObservationMVVM", targets: ["ObservationMVVM"])],
    dependencies: [
        // The kit: the shared models and services, the widgets, and the scenarios that grade the app.
        .package(name: kit, path: "../..")
    ],
    targets: [
        .target(
            name: "ObservationMVVM",
            dependencies: [.product(name: "ThreatKit", package: kit), .product(name: "HeadlessUI", package: kit)],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "ObservationMVVMTests",
            dependencies: [
                "ObservationMVVM",
                .product(name: "ThreatKit", package: kit),
                .product(name: "AppHost", package: kit),
                .product(name: "Conformance", package: kit),
                .product(name: "TestSupport", package: kit),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
