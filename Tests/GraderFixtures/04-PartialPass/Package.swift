// swift-tools-version:6.2
// A grader fixture: a tiny exercise package with no dependency, so that it builds in seconds.
import PackageDescription

let package = Package(
    name: "PartialPass",
    platforms: [.macOS(.v26)],
    targets: [
        .target(name: "PartialPass"),
        .testTarget(name: "PartialPassTests", dependencies: ["PartialPass"]),
    ],
    swiftLanguageModes: [.v6]
)
