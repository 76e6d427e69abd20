import AppHost
import Foundation
import Testing
import Variants

/// The layering rules of DESIGN.md, read from the sources: cheap to check, easy to break by accident.
@Suite("Architecture")
struct ArchitectureTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The `import` lines of every Swift file in a variant's folder, by file name.
    static func imports(of variant: Variant) throws -> [String: [String]] {
        let folder = sources.appendingPathComponent(variant.sourceFolder)
        var result: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            result[name] = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map {
                String($0.dropFirst("import ".count))
            }
        }
        return result
    }

    @Test(
        "View models, and everything but the view controllers and the entry point, never import HeadlessUI",
        arguments: Variant.all)
    func viewModelsAreWidgetFree(variant: Variant) throws {
        let widgetFree = try Self.imports(of: variant).filter { name, _ in
            !name.hasSuffix("ViewController.swift") && name != "ThreatWatchApp.swift"
        }
        for (name, imports) in widgetFree {
            #expect(!imports.contains("HeadlessUI"), "\(variant.sourceFolder)/\(name) imports HeadlessUI")
        }
    }

    @Test("Variants never import each other", arguments: Variant.all)
    func variantsStandAlone(variant: Variant) throws {
        let others = Set(Variant.all.map(\.sourceFolder)).subtracting([variant.sourceFolder])
        for (name, imports) in try Self.imports(of: variant) {
            #expect(others.isDisjoint(with: imports), "\(variant.sourceFolder)/\(name) imports another variant")
        }
    }

    @Test("The same role has the same file name in every variant")
    func sameRolesSameNames() throws {
        let common = [
            "LoginViewController.swift", "ThreatsViewController.swift", "ThreatDetailViewController.swift",
            "ThreatWatchApp.swift",
        ]
        let viewModels = [
            "LoginViewModel.swift", "ThreatsViewModel.swift", "ThreatCellViewModel.swift",
            "ThreatDetailViewModel.swift", "ThreatFormatting.swift",
        ]
        for variant in Variant.all {
            let names = Set(try Self.imports(of: variant).keys)
            let expected = variant.id == "mvc" ? common : common + viewModels
            #expect(
                Set(expected).isSubset(of: names), "\(variant.sourceFolder) lacks \(Set(expected).subtracting(names))")
        }
    }
}
