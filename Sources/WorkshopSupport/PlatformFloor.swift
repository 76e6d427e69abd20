/// The oldest macOS, Xcode and Swift the kit builds on: the one place that says it.
///
/// Every manifest of the kit (its own, each exercise's and solution's, the grader's fixtures) declares
/// ``manifestPlatforms`` under ``toolsVersionLine``; `swift run workshop copies --write` writes both lines
/// from here, `swift run workshop copies` (CI) checks them, and the manifests the kit makes as it runs (the
/// exercise runner's, its tests' small packages) interpolate them. A kit test keeps the table of the APIs
/// that set the floor (`PlatformFloorTests`), and fails when the code uses one newer than this.
///
/// Why macOS 26: `Task.immediate` (the variants' first tick and sign-in, `SchedulerClock`) and `isolated
/// deinit` without its back-deployed runtime entry (which aborts inside a task-local scope,
/// swiftlang/swift#85663) need it; `Atomic`, `Mutex` and `String(validating:as:)` need macOS 15. Why Swift
/// 6.3: `@used` and `@section` (the chaff weaver's load-time reader) are accepted without a flag from 6.3 on.
/// `.macOS(.v26)` needs PackageDescription 6.2.
package enum PlatformFloor {
    /// The oldest macOS the kit runs on: its major version, 26 (macOS Tahoe).
    package static let macOS = 26
    /// The oldest Swift compiler that builds the kit, `major.minor`.
    package static let swift = "6.3"
    /// The oldest Xcode that ships that compiler, `major.minor`.
    package static let xcode = "26.4"
    /// The manifests' tools version, `major.minor`: the oldest whose PackageDescription has ``macOS``'s case.
    package static let toolsVersion = "6.2"

    /// The first line of every manifest: `// swift-tools-version:6.2`.
    package static var toolsVersionLine: String { "// swift-tools-version:\(toolsVersion)" }

    /// The `platforms:` argument of every manifest, as it is written there (without indentation or
    /// the comma after it): `platforms: [.macOS(.v26)]`.
    package static var manifestPlatforms: String { "platforms: [.macOS(.v\(macOS))]" }

    /// `manifest` with its tools-version line and its `platforms:` line made this floor's, keeping its
    /// indentation; `nil` when it has no tools-version first line or no `platforms:` line to set.
    package static func applied(to manifest: String) -> String? {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, first.hasPrefix("// swift-tools-version:"),
            let index = lines.firstIndex(where: { $0.drop(while: \.isWhitespace).hasPrefix("platforms:") })
        else { return nil }
        lines[0] = toolsVersionLine
        let indentation = lines[index].prefix(while: \.isWhitespace)
        lines[index] = indentation + manifestPlatforms + ","
        return lines.joined(separator: "\n")
    }
}
