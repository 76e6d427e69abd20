// swift-tools-version:6.2
// A grader fixture: a tiny exercise package with no dependency, so that it builds in seconds.
import PackageDescription

let package = Package(
    name: "Hang",
    platforms: [.macOS(.v26)],
    targets: [
        .target(name: "Hang"),
        .testTarget(name: "HangTests", dependencies: ["Hang"]),
    ],
    swiftLanguageModes: [.v6]
)
