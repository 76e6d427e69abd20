import Foundation
import Testing

@testable import Workshop
@testable import WorkshopGrader
@testable import WorkshopSupport

/// The kit's floor, ``PlatformFloor``: every manifest declares it, and no code uses an API newer than it.
///
/// There is no Mac here, so this is what keeps a Mac building the kit: each API below is a compile error
/// there when the deployment target is older than its availability.
///
/// Not on the main actor: it reads files.
@Suite("The platform floor: one macOS, said once, that the code's APIs need")
struct PlatformFloorTests {
    /// An API that sets the floor: how the code spells it, and the oldest macOS (or Swift) that has it.
    struct API: Sendable, CustomTestStringConvertible {
        /// What it is, for the message.
        let name: String
        /// How code spells a use of it.
        let spellings: [String]
        /// The oldest macOS major version that has it; `nil` when it sets the Swift floor instead.
        let macOS: Int?
        /// The oldest Swift (`major.minor`) that compiles it without a flag; `nil` when any Swift 6 does.
        var swift: String? = nil
        /// Whether it is looked for in string literals too (source the kit writes out and compiles).
        var inStrings = false
        /// Where its floor is said.
        let source: String

        var testDescription: String { name }
    }

    /// The APIs that set the floor, newest first, each with where Apple or Swift says so.
    static let apis = [
        API(
            name: "Task.immediate", spellings: ["Task.immediate"], macOS: 26,
            source: "@available(SwiftStdlib 6.2, *) on Task.immediate, Task+immediate.swift.gyb (swiftlang/swift)"),
        API(
            name: "isolated deinit", spellings: ["isolated deinit"], macOS: 26,
            source: "SE-0371; below macOS 26 it runs through a back-deployed entry that aborts in a task-local"
                + " scope (swiftlang/swift#85663)"),
        API(
            name: "Observations", spellings: ["Observations(", "Observations {"], macOS: 26,
            source: "@available(SwiftStdlib 6.2, *) on Observations, Observations.swift (swiftlang/swift)"),
        API(
            name: "Atomic", spellings: ["Atomic<", "Atomic("], macOS: 15,
            source: "@available(SwiftStdlib 6.0, *) on Atomic, Synchronization (swiftlang/swift)"),
        API(
            name: "Mutex", spellings: ["Mutex<", "Mutex("], macOS: 15,
            source: "@available(SwiftStdlib 6.0, *) on Mutex, Synchronization (swiftlang/swift)"),
        API(
            name: "String(validating:as:)", spellings: ["String(validating:"], macOS: 15,
            source: "@available(SwiftStdlib 6.0, *), SE-0405"),
        API(
            name: "withObservationTracking", spellings: ["withObservationTracking", "@Observable"], macOS: 14,
            source: "@available(SwiftStdlib 5.9, *), Observation (swiftlang/swift)"),
        API(
            name: "@section and @used", spellings: ["@section(", "@used"], macOS: nil, swift: "6.3", inStrings: true,
            source: "SE-0492, implemented in Swift 6.3"),
    ]

    /// One use of an API the floor does not reach.
    struct Finding: CustomStringConvertible {
        let file: String
        let line: Int
        let api: API
        let floor: String

        var description: String {
            let needs = api.macOS.map { "macOS \($0)" } ?? "Swift \(api.swift ?? "")"
            return "\(file):\(line): \(api.name) needs \(needs) (\(api.source)), but the kit's floor is \(floor):"
                + " raise Sources/WorkshopSupport/PlatformFloor.swift, then run `swift run workshop copies --write`"
        }
    }

    /// The uses in `source` of an API newer than a floor of macOS `macOS` and Swift `swift`.
    static func findings(in source: String, file: String, macOS: Int, swift: String) -> [Finding] {
        findings(in: SwiftCode(source), file: file, macOS: macOS, swift: swift)
    }

    /// The uses in `code` of an API newer than a floor of macOS `macOS` and Swift `swift`.
    static func findings(in code: SwiftCode, file: String, macOS: Int, swift: String) -> [Finding] {
        let tooNew = apis.filter { api in
            if let needed = api.macOS { return needed > macOS }
            return api.swift.map { $0.compare(swift, options: .numeric) == .orderedDescending } ?? false
        }
        guard !tooNew.isEmpty else { return [] }
        return code.lines.flatMap { line in
            tooNew.filter { api in
                api.spellings.contains { spelling in
                    line.code.contains(spelling) || (api.inStrings && line.strings.contains { $0.contains(spelling) })
                }
            }.map { Finding(file: file, line: line.number, api: $0, floor: "macOS \(macOS), Swift \(swift)") }
        }
    }

    /// Every manifest the kit has or makes, by a name for the message, with its text.
    static func manifests() throws -> [(name: String, text: String)] {
        let root = TestFiles.repository
        var paths = ["Package.swift"]
        for tree in ["Exercises", "Solutions", KitCopies.graderFixtures] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(tree).path)
            paths += names.sorted().map { "\(tree)/\($0)/Package.swift" }.filter {
                FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
            }
        }
        var manifests = try paths.map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
        let tree = try ExerciseTree.load("Solutions", kitRoot: root)
        let exercise = try #require(tree.exercises.first)
        let runner = ExerciseRunnerPackage(kitRoot: root, exercise: exercise, treeName: "Solutions")
        manifests.append(("the exercise runner's manifest (ExerciseRunnerPackage.swift)", runner.manifest))
        return manifests
    }

    @Test("Every manifest declares the floor's tools version and macOS, and no other")
    func manifestsDeclareTheFloor() throws {
        let manifests = try Self.manifests()
        #expect(manifests.count >= 1 + 8 + 8 + 4 + 1, "\(manifests.map(\.name))")
        for (name, text) in manifests {
            #expect(
                text.hasPrefix(PlatformFloor.toolsVersionLine + "\n"),
                "\(name) must start with `\(PlatformFloor.toolsVersionLine)`: run `swift run workshop copies --write`")
            let declared = text.matches(of: /\.macOS\([^)]*\)/).map { String($0.output) }
            #expect(
                declared == [".macOS(.v\(PlatformFloor.macOS))"],
                "\(name) declares \(declared), not the kit's floor \(PlatformFloor.manifestPlatforms): run `swift run workshop copies --write`"
            )
        }
    }

    @Test("No code of the kit, its exercises or their solutions uses an API newer than the floor")
    func codeNeedsNoMore() {
        // Only a file that holds one of the spellings anywhere is read as code.
        let spellings = Self.apis.flatMap(\.spellings)
        let files = LinuxOnlyNamesTests.swiftFiles.filter { file in
            spellings.contains { file.text.containsLiterally($0) }
        }
        let findings = files.flatMap {
            Self.findings(in: $0.text, file: $0.path, macOS: PlatformFloor.macOS, swift: PlatformFloor.swift)
        }
        #expect(findings.isEmpty, "\(findings.prefix(10).map(\.description).joined(separator: "\n"))")
    }

    @Test("Each API of the table is found below its floor, with its file and line, and not at it", arguments: apis)
    func tableCatches(api: API) {
        let spelling = api.spellings[0]
        let source = api.inStrings ? "let a = 1\nlet b = \"\(spelling)\"\n" : "let a = 1\nlet b = \(spelling)\n"
        let below = api.macOS.map { (macOS: $0 - 1, swift: PlatformFloor.swift) } ?? (macOS: 99, swift: "6.2")
        let found = Self.findings(in: source, file: "Sources/A.swift", macOS: below.macOS, swift: below.swift)
        #expect(found.map(\.line) == [2], "\(found)")
        #expect(found.first?.description.hasPrefix("Sources/A.swift:2: \(api.name) needs") == true)
        let at = api.macOS.map { (macOS: $0, swift: "6.0") } ?? (macOS: 10, swift: api.swift ?? "")
        #expect(Self.findings(in: source, file: "A.swift", macOS: at.macOS, swift: at.swift).isEmpty)
        #expect(Self.findings(in: "// \(spelling)\n", file: "A.swift", macOS: 10, swift: "6.0").isEmpty)
    }

    @Test("The README's first screen and the facilitator's checklist say the floor")
    func documentsSayIt() throws {
        let root = TestFiles.repository
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let firstScreen = readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(40)
            .joined(separator: "\n")
        let facilitator = try String(contentsOf: root.appendingPathComponent("docs/FACILITATOR.md"), encoding: .utf8)
        for (name, text) in [("README.md's first 40 lines", firstScreen), ("docs/FACILITATOR.md", facilitator)] {
            for fact in [
                "macOS \(PlatformFloor.macOS)", "Xcode \(PlatformFloor.xcode)", "Swift \(PlatformFloor.swift)",
            ] {
                #expect(text.contains(fact), "\(name) must say \(fact), the kit's floor (PlatformFloor.swift)")
            }
        }
    }
}
