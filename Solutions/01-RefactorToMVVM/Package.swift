// swift-tools-version:6.2
// Exercise 01: move the sign-in screen's rules out of its view controller into a view model.
// Grade it from the kit's folder with `swift run workshop grade 01`; see README.md.
import PackageDescription

let kit = "ThreatWatchWorkshop"

let package = Package(
    name: "RefactorToMVVM",
    platforms: [.macOS(.v26)],
    // The app, for `swift run workshop play --exercise NN` (and `run`), which builds it into a small runner.
    products: [.library(name: "RefactorToMVVM", targets: ["RefactorToMVVM"])],
    dependencies: [
        // The kit: the shared models and services, the widgets, and the scenarios that grade the app.
        .package(name: kit, path: "../..")
    ],
    targets: [
        .target(
            name: "RefactorToMVVM",
            dependencies: [.product(name: "ThreatKit", package: kit), .product(name: "HeadlessUI", package: kit)],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "RefactorToMVVMTests",
            dependencies: [
                "RefactorToMVVM",
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
