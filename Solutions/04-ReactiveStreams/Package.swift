// swift-tools-version:6.2
// Exercise 04: both screens' view models again, with the kit's reactive streams.
// Grade it from the kit's folder with `swift run workshop grade 04`; see README.md.
import PackageDescription

let kit = "ThreatWatchWorkshop"

let package = Package(
    name: "ReactiveStreams",
    platforms: [.macOS(.v26)],
    // The app, for `swift run workshop play --exercise NN` (and `run`), which builds it into a small runner.
    products: [.library(name: "ReactiveStreams", targets: ["ReactiveStreams"])],
    dependencies: [
        // The kit: the shared models and services, the widgets, the streams library, and the scenarios
        // that grade the app.
        .package(name: kit, path: "../..")
    ],
    targets: [
        .target(
            name: "ReactiveStreams",
            dependencies: [
                .product(name: "ThreatKit", package: kit),
                .product(name: "HeadlessUI", package: kit),
                .product(name: "Streams", package: kit),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "ReactiveStreamsTests",
            dependencies: [
                "ReactiveStreams",
                .product(name: "ThreatKit", package: kit),
                .product(name: "Streams", package: kit),
                .product(name: "AppHost", package: kit),
                .product(name: "Conformance", package: kit),
                .product(name: "TestSupport", package: kit),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
