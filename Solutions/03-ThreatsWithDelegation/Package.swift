// swift-tools-version:6.2
// Exercise 03, the talk's lab: the threats list's view model, announcing precise row changes to a delegate.
// Grade it from the kit's folder with `swift run workshop grade 03`; see README.md.
import PackageDescription

let kit = "ThreatWatchWorkshop"

let package = Package(
    name: "ThreatsWithDelegation",
    platforms: [.macOS(.v26)],
    // The app, for `swift run workshop play --exercise NN` (and `run`), which builds it into a small runner.
    products: [.library(name: "ThreatsWithDelegation", targets: ["ThreatsWithDelegation"])],
    dependencies: [
        // The kit: the shared models and services, the widgets, and the scenarios that grade the app.
        .package(name: kit, path: "../..")
    ],
    targets: [
        .target(
            name: "ThreatsWithDelegation",
            dependencies: [.product(name: "ThreatKit", package: kit), .product(name: "HeadlessUI", package: kit)],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "ThreatsWithDelegationTests",
            dependencies: [
                "ThreatsWithDelegation",
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
