import AppHost
import WorkshopApp
import WorkshopSupport

/// What `workshop compare` measures of one variant, from its sources.
package struct VariantMetrics {
    /// Lines of code (not blank, not only a comment) in the screens' views: view controllers, or SwiftUI views.
    package let viewLines: Int
    /// Lines of code in the view models and the presentation helpers beside them.
    package let viewModelLines: Int
    /// Lines of code in what carries changes from view model to view: the variant's
    /// ``Variant/bindingFiles`` (the `Box`, the delegate protocols, the stream adapters, the render loop).
    package let bindingLines: Int
    /// Lines of code in a shared library the variant binds with (Streams), or `nil` for none.
    package let libraryLines: Int?
    /// Classes, structs, enums and protocols declared, nested ones included.
    package let typeCount: Int
    /// Stored `var` properties declared in the screens' views: the state a controller (or a view's `@State`)
    /// keeps.
    package let viewStoredVars: Int
    /// The files, other than the views and the entry point, that import a UI module (should be none).
    package let widgetImports: [String]
    /// Conformance scenarios the variant runs: the same for every variant, which is the point.
    ///
    /// Counted in their sources (each `Scenario(` that opens a line of
    /// `Sources/Conformance/Scenario+*.swift`) rather than read from `Scenario.all`, so that `workshop`
    /// needs neither Conformance nor the Testing library it uses; `CompareCommandTests` checks that the
    /// two agree.
    package let conformanceScenarios: Int
    /// `@Test` functions in the variant's own test folder.
    package let unitTests: Int

    /// What is measured once for every variant: the conformance scenarios and the Streams library.
    package struct Shared {
        /// The conformance scenarios declared in the tree.
        package let conformanceScenarios: Int
        /// Lines of code in `Sources/Streams`.
        package let streamsLines: Int

        /// Measures `tree`'s shared parts.
        package init(_ tree: SourceTree) {
            conformanceScenarios = VariantMetrics.scenarioCount(in: tree)
            streamsLines = tree.swiftFiles(in: "Sources/Streams", includingSubfolders: true)
                .map { VariantMetrics.codeLines($0.text) }.reduce(0, +)
        }
    }

    /// Measures `variant` in `tree`; `shared` is measured once for all (``Shared``), and here when not given.
    package init(_ variant: Variant, in tree: SourceTree, shared: Shared? = nil) {
        // Each file is split into lines once, for every measure.
        let files = tree.swiftFiles(in: "Sources/" + variant.sourceFolder).map {
            (name: $0.name, text: $0.text, lines: Self.lines(of: $0.text))
        }
        func lines(where isIncluded: (String) -> Bool) -> Int {
            files.filter { isIncluded($0.name) }.map { Self.codeLines($0.lines) }.reduce(0, +)
        }
        let screens = Set(variant.viewFiles).subtracting(["ThreatWatchApp.swift"])
        viewLines = lines { screens.contains($0) }
        viewModelLines = lines { Variant.viewModelFiles.contains($0) }
        bindingLines = lines { variant.bindingFiles.contains($0) }
        // Anywhere in a line: `@preconcurrency import Streams` and `public import Streams` import it too.
        let usesStreams = files.contains { $0.text.containsLiterally("import Streams") }
        let shared = shared ?? Shared(tree)
        libraryLines = usesStreams ? shared.streamsLines : nil
        typeCount = files.map { Self.typeDeclarations($0.lines) }.reduce(0, +)
        viewStoredVars = files.filter { screens.contains($0.name) }.map { Self.storedVars($0.lines) }.reduce(0, +)
        widgetImports = files.filter { file in
            !variant.viewFiles.contains(file.name)
                && file.lines.contains { line in Variant.uiModules.contains { line == "import " + $0 } }
        }.map(\.name)
        conformanceScenarios = shared.conformanceScenarios
        unitTests = tree.swiftFiles(in: "Tests/" + variant.sourceFolder + "Tests")
            .map { $0.text.literalRanges(of: "@Test(").count }.reduce(0, +)
    }

    /// The conformance scenarios declared in `tree`'s `Sources/Conformance/Scenario+*.swift`.
    package static func scenarioCount(in tree: SourceTree) -> Int {
        tree.swiftFiles(in: "Sources/Conformance").filter { $0.name.hasPrefix("Scenario+") }.map { file in
            lines(of: file.text).count { $0.drop { $0 == " " }.hasPrefix("Scenario(") }
        }.reduce(0, +)
    }

    /// `text`'s lines, without their line feeds; empty lines are left out.
    ///
    /// Split as UTF-8 bytes: a line feed is never part of another character, and splitting by `Character`
    /// was a tenth of the whole test suite's time.
    private static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n")).map { Substring($0) }
    }

    /// Lines that hold code: not blank, not only a comment.
    package static func codeLines(_ text: String) -> Int {
        codeLines(lines(of: text))
    }

    private static func codeLines(_ lines: [Substring]) -> Int {
        lines.count(where: isCode)
    }

    /// Whether `line` holds code: not blank, not only a comment.
    private static func isCode(_ line: Substring) -> Bool {
        // By bytes while they are ASCII, each a character: walking `Character`s in every line took most of the
        // table's time in a debug build. Character.isWhitespace in ASCII: tab to return (9 to 13) and space.
        let utf8 = line.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex, utf8[index] == 0x20 || (utf8[index] >= 0x09 && utf8[index] <= 0x0D) {
            utf8.formIndex(after: &index)
        }
        if index == utf8.endIndex { return false }
        // The first character and the next, which `//` is compared with, must be ASCII too.
        let next = utf8[index...].prefix(3)
        if !next.contains(where: { $0 >= 0x80 }) {
            return !next.starts(with: [0x2F, 0x2F])  // `//`
        }
        let trimmed = line.trimmingPrefix(while: \.isWhitespace)
        return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }

    /// Declarations of classes, structs, enums, protocols and actors (extensions do not count).
    package static func typeDeclarations(_ text: String) -> Int {
        typeDeclarations(lines(of: text))
    }

    private static func typeDeclarations(_ lines: [Substring]) -> Int {
        lines.count { line in
            declarationKeyword(of: line).map(typeKeywords.contains) ?? false
        }
    }

    /// The keywords that declare a type.
    private static let typeKeywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]

    /// Stored `var` properties at the top level of a type: `var x = …` or `var x: T` without a body.
    package static func storedVars(_ text: String) -> Int {
        storedVars(lines(of: text))
    }

    private static func storedVars(_ lines: [Substring]) -> Int {
        lines.count { line in
            // Members of a top-level type are indented by exactly one level.
            guard line.hasPrefix("    "), !line.hasPrefix("     "), declarationKeyword(of: line) == "var" else {
                return false
            }
            // A computed property has a body and no initial value.
            return line.contains(" = ") || !line.hasSuffix("{")
        }
    }

    /// The word that says what a line declares (`class`, `var`, …), after its attributes and modifiers.
    private static func declarationKeyword(of line: Substring) -> Substring? {
        // The words between spaces, as splitting the bytes at each space makes them, read one by one up to the
        // keyword: splitting the whole line took most of the table's time in a debug build.
        let utf8 = line.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            while start < utf8.endIndex, utf8[start] == 0x20 { utf8.formIndex(after: &start) }
            var end = start
            while end < utf8.endIndex, utf8[end] != 0x20 { utf8.formIndex(after: &end) }
            let word = Substring(utf8[start..<end])
            if !word.isEmpty, !word.hasPrefix("@"), !modifiers.contains(word) { return word }
            start = end
        }
        return nil
    }

    /// The words that may come before a declaration's keyword.
    private static let modifiers: Set<Substring> = [
        "public", "internal", "private", "fileprivate", "open", "final", "static", "weak", "lazy", "nonisolated",
        "private(set)", "public(set)", "internal(set)", "fileprivate(set)", "override",
    ]
}
