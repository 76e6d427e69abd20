import AppHost
import Foundation
import ThreatKit
import Variants
import WorkshopApp
import WorkshopSupport

/// `workshop compare`: the variants side by side, measured from their sources and run on one script.
package struct CompareCommand: WorkshopCommand {
    package static let signature = CommandSignature(
        name: "compare",
        abstract: "the variants side by side, measured from their sources.",
        synopsis: "",
        arguments: [
            .init(
                name: "ID", help: "With --play: the variants whose screens to show, in that order (all when none).",
                isOptional: true, repeats: true)
        ],
        options: [
            .value(
                .play, "SCRIPT",
                "The script on every variant, screens side by side as the terminal's width allows,\n≠ marking"
                    + " any line that differs."),
            .value(
                .html, "FILE",
                "Write one self-contained page for handouts and projectors (with --play: its screens)."),
            .values(
                .diff, "A B [ROLE]", count: 2...3,
                "The unified diff of A's and B's same-role files (a SwiftUI view and its view controller\nare"
                    + " one role; indentation alone is no change), such as\n--diff mvvm-boxes mvvm-delegation"
                    + " LoginViewModel."),
        ],
        discussion: """
            Without an option, a table: lines of code per role, types, state kept by views, tests,
            one column a variant. Run it from the kit's folder: it reads Sources/ and Tests/ as they are now.

            EXIT STATUS:
              0  done (with --play: every expectation held on every variant)
              1  with --play: an expectation failed on some variant
              2  a bad argument, variant, role, script or file

            \(HelpText.variants)
            """
    )

    /// `--play`: the script to run on the variants.
    package let playPath: String?
    /// `--html`: the page to write.
    package let htmlPath: String?
    /// `--diff A B [ROLE]`.
    package let diffArguments: [String]?
    /// The variants whose screens to show, in order.
    package let shown: [Variant]

    package init(_ arguments: ParsedArguments) throws(UsageError) {
        playPath = arguments.value(.play)
        htmlPath = arguments.value(.html)
        diffArguments = arguments.values(.diff)
        if diffArguments != nil, playPath != nil || htmlPath != nil {
            throw UsageError("--diff shows two variants' files; give it alone, without --play or --html")
        }
        if let diffArguments, diffArguments.count >= 2, diffArguments[0] == diffArguments[1] {
            throw UsageError(
                "--diff compares two variants, not \(diffArguments[0]) with itself; name two different ones")
        }
        if !arguments.arguments.isEmpty && playPath == nil {
            throw UsageError(
                "\(arguments.arguments.joined(separator: " ")): variant ids choose whose screens --play shows;"
                    + " add --play SCRIPT")
        }
        shown = try Self.chosenVariants(arguments.arguments).get()
    }

    /// Runs the command.
    ///
    /// Only the script's runs need the main actor (the apps' screens); measuring, laying out and writing
    /// the page happen on a ``WorkerThread``, beside tests that drive screens.
    package nonisolated func run(console: Console) async -> Int32 {
        let tree: SourceTree
        do {
            tree = try SourceTree.locate()
        } catch {
            console.writeError("workshop compare: \(error.description)\n")
            return ExitStatus.usage
        }

        if let diffArguments {
            return await WorkerThread.run { Self.diff(diffArguments, tree: tree, console: console) }
        }

        var run: ComparedRun?
        if let playPath {
            // On a terminal, the screens' frames are as wide as its columns; on a handout page, 44.
            let width = htmlPath == nil ? Self.layout(shown, console).width - 2 : 44
            switch await Self.compared(script: playPath, variants: shown, width: width, console: console) {
            case .success(let compared): run = compared
            case .failure(let status): return status.code
            }
        }

        if let htmlPath {
            let scriptName = playPath.map { URL(fileURLWithPath: $0).lastPathComponent }
            return await WorkerThread.run { [run] in
                Self.writePage(htmlPath, run: run, scriptName: scriptName, tree: tree, console: console)
            }
        }
        if let run {
            console.write(run.text(layout: Self.layout(shown, console)))
            return run.failures.allSatisfy { $0 == nil } ? ExitStatus.success : ExitStatus.failure
        }
        let variants = Variant.all
        return await WorkerThread.run {
            console.write(MetricsTable(variants: variants, tree: tree).text())
            return ExitStatus.success
        }
    }

    /// `--html PATH`: writes the handout page, with `run`'s screens when there are any.
    /// - Returns: The exit status: 2 when the page cannot be written.
    private nonisolated static func writePage(
        _ path: String, run: ComparedRun?, scriptName: String?, tree: SourceTree, console: Console
    ) -> Int32 {
        let report = HTMLReport(
            table: MetricsTable(variants: Variant.all, tree: tree),
            run: run,
            scriptName: scriptName,
            tree: tree,
            comparisons: teachingOrder()
        )
        do {
            try report.html().write(to: URL(fileURLWithPath: path), atomically: true, encoding: .utf8)
        } catch {
            console.writeError("workshop compare: cannot write \"\(path)\" (\(error.localizedDescription))\n")
            return ExitStatus.usage
        }
        console.write("Wrote \(path): the table" + (run == nil ? "" : ", the screens") + " and the diffs.\n")
        return ExitStatus.success
    }

    /// An exit status carried as an error, so `Result` can hold it.
    package struct Status: Error {
        package let code: Int32
    }

    /// The variants `ids` name, in that order; every variant when there is none.
    package static func chosenVariants(_ ids: [String]) -> Result<[Variant], UsageError> {
        guard !ids.isEmpty else { return .success(Variant.all) }
        var chosen: [Variant] = []
        for id in ids {
            guard let variant = Variant.named(id) else {
                return .failure(
                    UsageError("unknown variant \"\(id)\" (known: \(Variant.all.map(\.id).joined(separator: ", ")))"))
            }
            guard !chosen.contains(where: { $0.id == id }) else {
                return .failure(UsageError("\(id) is given twice; name each variant once"))
            }
            chosen.append(variant)
        }
        return .success(chosen)
    }

    /// The columns `variants`' screens take on the console.
    private nonisolated static func layout(_ variants: [Variant], _ console: Console) -> ScreenColumns {
        ScreenColumns(count: variants.count, terminalColumns: console.columns())
    }

    /// Runs the script at `path` on `variants`, with the seed 1 unless the script or command says.
    @MainActor
    private static func compared(script path: String, variants: [Variant], width: Int, console: Console)
        async -> Result<ComparedRun, Status>
    {
        let file: ScriptFile
        do {
            file = try ScriptFile(path: path, commandLine: AppOptions(), standardInput: console.readInput)
        } catch {
            console.writeError((error.hasLocation ? "" : "workshop compare: ") + error.message + "\n")
            return .failure(Status(code: ExitStatus.usage))
        }
        let threats: [Threat]
        do {
            threats = try file.options.loadThreats()
        } catch {
            console.writeError("workshop compare: \(error.description)\n")
            return .failure(Status(code: ExitStatus.usage))
        }
        // The same seed for every variant: the same access codes, so any difference is the pattern's.
        let configuration = AppConfiguration(
            threats: threats,
            seed: file.options.seed ?? 1,
            failingThreatRequests: file.options.failingThreatRequests ?? []
        )
        return .success(
            await ComparedRun(script: file.script, configuration: configuration, variants: variants, width: width))
    }

    /// `--diff A B [ROLE]`: the unified diff of the same-role files of two variants.
    private nonisolated static func diff(_ arguments: [String], tree: SourceTree, console: Console) -> Int32 {
        var variants: [Variant] = []
        for id in arguments.prefix(2) {
            guard let variant = Variant.named(id) else {
                console.writeError(
                    "workshop compare: unknown variant \"\(id)\" (known: \(Variant.all.map(\.id).joined(separator: ", ")))\n"
                )
                return ExitStatus.usage
            }
            variants.append(variant)
        }
        let folders = variants.map { "Sources/" + $0.sourceFolder }
        // The new variant's files by the old one's names for their roles (a SwiftUI view by its controller's).
        let old = Dictionary(uniqueKeysWithValues: tree.swiftFiles(in: folders[0]).map { ($0.name, $0.text) })
        let newFiles = tree.swiftFiles(in: folders[1])
        let newNames = Dictionary(
            uniqueKeysWithValues: newFiles.map { (variants[0].file(withRoleOf: $0.name, in: variants[1]), $0.name) })
        let new = Dictionary(
            uniqueKeysWithValues: newFiles.map { (variants[0].file(withRoleOf: $0.name, in: variants[1]), $0.text) })
        var names = Set(old.keys).union(new.keys).sorted()
        if arguments.count == 3 {
            let given = arguments[2].hasSuffix(".swift") ? arguments[2] : arguments[2] + ".swift"
            // By either variant's name for it: LoginView and LoginViewController are one role.
            let role = variants[0].file(withRoleOf: given, in: variants[1])
            guard old[role] != nil || new[role] != nil else {
                console.writeError(
                    "workshop compare: neither variant has \(given) (roles: \(names.map { $0.replacing(".swift", with: "") }.joined(separator: ", ")))\n"
                )
                return ExitStatus.usage
            }
            names = [role]
        }
        var output = ""
        for name in names {
            switch (old[name], new[name]) {
            case (let oldText?, let newText?):
                output += UnifiedDiff(old: oldText, new: newText, ignoringIndentation: true).text(
                    oldName: "\(folders[0])/\(name)",
                    newName: "\(folders[1])/\(newNames[name] ?? name)"
                )
            case (_?, nil): output += "Only in \(folders[0]): \(name)\n"
            case (nil, _?): output += "Only in \(folders[1]): \(newNames[name] ?? name)\n"
            case (nil, nil): break
            }
        }
        console.write(output.isEmpty ? "The files are the same.\n" : output)
        return ExitStatus.success
    }

    /// The pairs the handout shows, in the order the workshop teaches: each variant against the one the
    /// registry says it is compared with.
    private nonisolated static func teachingOrder() -> [HTMLReport.Comparison] {
        Variant.all.compactMap { variant in
            variant.comparedWith.flatMap(Variant.named).map { HTMLReport.Comparison(old: $0, new: variant) }
        }
    }
}
