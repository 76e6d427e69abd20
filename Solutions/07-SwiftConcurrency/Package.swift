// swift-tools-version:6.2
// Exercise 07: MVVM with Swift concurrency: async/await, tasks, cancellation, AsyncStream outputs.
// Grade it from the kit's folder with `swift run workshop grade 07`; see README.md.
import PackageDescription

let kit = "ThreatWatchWorkshop"

let package = Package(
    name: "SwiftConcurrency",
    platforms: [.macOS(.v26)],
    // The app, for `swift run workshop play --exercise NN` (and `run`), which builds it into a small runner.
    products: [.library(name: "SwiftConcurrency", targets: ["SwiftConcurrency"])],
    dependencies: [
        // The kit: the shared models and services, the widgets, and the scenarios that grade the app.
        .package(name: kit, path: "../..")
    ],
    targets: [
        .target(
            name: "SwiftConcurrency",
            dependencies: [.product(name: "ThreatKit", package: kit), .product(name: "HeadlessUI", package: kit)],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "SwiftConcurrencyTests",
            dependencies: [
                "SwiftConcurrency",
                .product(name: "ThreatKit", package: kit),
                .product(name: "AppHost", package: kit),
                .product(name: "HeadlessUI", package: kit),
                .product(name: "Conformance", package: kit),
                .product(name: "TestSupport", package: kit),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
