// swift-tools-version:6.2
// A grader fixture: a tiny exercise package with no dependency, so that it builds in seconds.
import PackageDescription

let package = Package(
    name: "Crash",
    platforms: [.macOS(.v26)],
    targets: [
        .target(name: "Crash"),
        .testTarget(name: "CrashTests", dependencies: ["Crash"]),
    ],
    swiftLanguageModes: [.v6]
)
