import AppHost
import Conformance
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
        try (importsByVariant[variant.id] ?? Result { try readImports(of: variant) }).get()
    }

    /// Every variant's ``imports(of:)``, read once a run: five tests read them, and only read them.
    private static let importsByVariant: [String: Result<[String: [String]], any Error>] = Dictionary(
        uniqueKeysWithValues: Variant.all.map { variant in (variant.id, Result { try readImports(of: variant) }) })

    private static func readImports(of variant: Variant) throws -> [String: [String]] {
        let folder = sources.appendingPathComponent(variant.sourceFolder)
        var result: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            // Split as UTF-8: splitting by Character costs ten times as much.
            result[name] = text.utf8.split(separator: UInt8(ascii: "\n")).map { Substring($0) }
                .filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
        }
        return result
    }

    @Test(
        "View models, and everything but the views and the entry point, import no UI module; SwiftUI views no HeadlessUI",
        arguments: Variant.all)
    func viewModelsAreWidgetFree(variant: Variant) throws {
        let widgetFree = try Self.imports(of: variant).filter { name, _ in !variant.viewFiles.contains(name) }
        for (name, imports) in widgetFree {
            for module in Variant.uiModules {
                #expect(!imports.contains(module), "\(variant.sourceFolder)/\(name) imports \(module)")
            }
        }
        // SwiftUI views are drawn by the hosting controller: they never reach the widgets beneath.
        for (name, imports) in try Self.imports(of: variant) where variant.views == .swiftUI {
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

    @Test("The same role has the same file name in every variant", arguments: Variant.all)
    func sameRolesSameNames(variant: Variant) throws {
        let names = Set(try Self.imports(of: variant).keys)
        let expected = Set(variant.roleFiles)
        #expect(expected.isSubset(of: names), "\(variant.sourceFolder) lacks \(expected.subtracting(names))")
    }

    @Test("The binding files the registry names exist", arguments: Variant.all)
    func bindingFilesExist(variant: Variant) throws {
        let names = Set(try Self.imports(of: variant).keys)
        let missing = Set(variant.bindingFiles).subtracting(names)
        #expect(missing.isEmpty, "\(variant.sourceFolder) lacks \(missing)")
    }

    /// The copies are tested once (ViewModelFormattingTests tests one), so they must stay copies.
    // The files every MVVM variant shares (`Variant.sharedMVVMFiles`) are the first MVVM variant's, byte for
    // byte: `workshop copies --write` makes them, and `CopiesCommandTests.kitCopies` checks them.

    /// One file per area, so a failing scenario's file says which part of the contract broke.
    @Test("Each area of the contract has its own file, Scenario+<Area>.swift", arguments: Scenario.Area.allCases)
    func oneFilePerArea(area: Scenario.Area) throws {
        let name = "Scenario+" + area.rawValue.prefix(1).uppercased() + area.rawValue.dropFirst() + ".swift"
        let text = try String(
            contentsOf: Self.sources.appendingPathComponent("Conformance").appendingPathComponent(name), encoding: .utf8
        )
        #expect(text.contains("static let \(area.rawValue): [Scenario] = ["), "\(name) should hold the area's list")
        let areas = text.components(separatedBy: "area: .").dropFirst()
        #expect(areas.allSatisfy { $0.hasPrefix(area.rawValue + ",") }, "\(name) should hold only its area's scenarios")
    }

    /// A view model's inputs are methods: a public subject would let a controller end an input's stream
    /// (`completed`) or send into an output.
    @Test("No view model exposes a subject or a relay", arguments: Variant.all.filter { $0.presenter == .viewModel })
    func noPublicSubjects(variant: Variant) throws {
        let folder = Self.sources.appendingPathComponent(variant.sourceFolder)
        for name in Variant.viewModelFiles {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let exposed = text.split(separator: "\n").filter { line in
                ["PublishSubject", "BehaviorSubject", "BehaviorRelay"].contains { line.contains($0) }
                    && (line.contains(" let ") || line.contains(" var ")) && !line.contains("private")
            }
            #expect(exposed.isEmpty, "\(variant.sourceFolder)/\(name) exposes \(exposed)")
        }
    }

    /// The inputs' signatures under `// MARK: Inputs`, so that `compare --diff` shows how the outputs differ.
    ///
    /// Among the variants whose screens are view controllers, which call the same inputs at the same
    /// moments (`viewWillAppear()`, …); a SwiftUI view starts work in its `.task` instead, so its view
    /// models' inputs are their own.
    @Test(
        "Every MVVM variant with view controllers has view models that take the same inputs",
        arguments: ["LoginViewModel.swift", "ThreatsViewModel.swift"])
    func sameInputs(name: String) throws {
        let mvvm = Variant.all.filter { $0.presenter == .viewModel && $0.views == .viewControllers }
        let inputs = try mvvm.map { variant in
            let text = try String(
                contentsOf: Self.sources.appendingPathComponent(variant.sourceFolder).appendingPathComponent(name),
                encoding: .utf8)
            let section = text.components(separatedBy: "// MARK: Inputs").dropFirst().first ?? ""
            let lines = section.components(separatedBy: "// MARK:")[0].split(separator: "\n")
            return lines.filter { $0.hasPrefix("    func ") }.map { $0.dropLast(2) }
        }
        let first = try #require(inputs.first)
        #expect(!first.isEmpty, "\(mvvm[0].sourceFolder)/\(name) has no // MARK: Inputs section")
        for (variant, these) in zip(mvvm, inputs) {
            #expect(these == first, "\(variant.sourceFolder)/\(name) takes \(these), \(mvvm[0].sourceFolder) \(first)")
        }
    }
}
