// swift-tools-version:6.2
// Exercise 02: bind the sign-in screen to its view model with `Box<T>`, instead of calling updateView().
// Grade it from the kit's folder with `swift run workshop grade 02`; see README.md.
import PackageDescription

let kit = "ThreatWatchWorkshop"

let package = Package(
    name: "BindingWithBoxes",
    platforms: [.macOS(.v26)],
    // The app, for `swift run workshop play --exercise NN` (and `run`), which builds it into a small runner.
    products: [.library(name: "BindingWithBoxes", targets: ["BindingWithBoxes"])],
    dependencies: [
        // The kit: the shared models and services, the widgets, and the scenarios that grade the app.
        .package(name: kit, path: "../..")
    ],
    targets: [
        .target(
            name: "BindingWithBoxes",
            dependencies: [.product(name: "ThreatKit", package: kit), .product(name: "HeadlessUI", package: kit)],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "BindingWithBoxesTests",
            dependencies: [
                "BindingWithBoxes",
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
