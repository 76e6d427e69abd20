// swift-tools-version:6.2
// Exercise 08: move a SwiftUI app's state and rules out of its views into view models nested in them.
// Grade it from the kit's folder with `swift run workshop grade 08`; see README.md.
import PackageDescription

let kit = "ThreatWatchWorkshop"

let package = Package(
    name: "SwiftUIViewModels",
    platforms: [.macOS(.v26)],
    // The app, for `swift run workshop play --exercise NN` (and `run`), which builds it into a small runner.
    products: [.library(name: "SwiftUIViewModels", targets: ["SwiftUIViewModels"])],
    dependencies: [
        // The kit: the shared models and services, the headless SwiftUI, and the scenarios that grade the app.
        .package(name: kit, path: "../..")
    ],
    targets: [
        .target(
            name: "SwiftUIViewModels",
            dependencies: [.product(name: "ThreatKit", package: kit), .product(name: "HeadlessSwiftUI", package: kit)],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "SwiftUIViewModelsTests",
            dependencies: [
                "SwiftUIViewModels",
                .product(name: "ThreatKit", package: kit),
                .product(name: "AppHost", package: kit),
                .product(name: "HeadlessSwiftUI", package: kit),
                .product(name: "HeadlessUI", package: kit),
                .product(name: "Conformance", package: kit),
                .product(name: "TestSupport", package: kit),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
