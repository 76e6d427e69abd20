// swift-tools-version:6.2
// Exercise 06: tests that catch bugs, graded against broken view models.
// Grade it from the kit's folder with `swift run workshop grade 06`; see README.md.
import PackageDescription

let kit = "ThreatWatchWorkshop"

let package = Package(
    name: "TestingViewModels",
    platforms: [.macOS(.v26)],
    dependencies: [
        // The kit: the shared models and services, and the test environment on virtual time.
        .package(name: kit, path: "../..")
    ],
    targets: [
        // The view models of the kit's MVVM-with-boxes variant, unchanged: correct, and yours to test.
        .target(
            name: "TestingViewModels",
            dependencies: [.product(name: "ThreatKit", package: kit)],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "TestingViewModelsTests",
            dependencies: [
                "TestingViewModels",
                .product(name: "ThreatKit", package: kit),
                .product(name: "TestSupport", package: kit),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
