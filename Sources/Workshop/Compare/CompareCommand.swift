import AppHost
import Foundation
import ThreatKit
import Variants

/// `workshop compare`: the variants side by side, measured from their sources and run on one script.
enum CompareCommand {
    @MainActor
    static func run(_ arguments: [String], console: Console) -> Int32 {
        func usage(_ message: String) -> Int32 {
            console.writeError("workshop compare: \(message)\nRun `workshop compare --help` for usage.\n")
            return ExitStatus.usage
        }
        var playPath: String?
        var htmlPath: String?
        var diffArguments: [String]?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                console.write(HelpText.compare)
                return ExitStatus.success
            case "--play":
                guard let path = remaining.popFirst() else { return usage("--play needs a SCRIPT") }
                playPath = path
            case "--html":
                guard let path = remaining.popFirst() else { return usage("--html needs a FILE to write") }
                htmlPath = path
            case "--diff":
                diffArguments = Array(remaining)
                remaining = []
            default:
                return usage("unknown argument \"\(argument)\"")
            }
        }

        let tree: SourceTree
        do {
            tree = try SourceTree.locate()
        } catch {
            console.writeError("workshop compare: \(error.description)\n")
            return ExitStatus.usage
        }

        if let diffArguments {
            return diff(diffArguments, tree: tree, console: console)
        }

        var run: ComparedRun?
        if let playPath {
            switch compared(script: playPath, console: console) {
            case .success(let compared): run = compared
            case .failure(let status): return status.code
            }
        }

        let table = MetricsTable(variants: Variant.all, tree: tree)
        if let htmlPath {
            let report = HTMLReport(
                table: table,
                run: run,
                scriptName: playPath.map { URL(fileURLWithPath: $0).lastPathComponent },
                tree: tree,
                comparisons: Self.teachingOrder()
            )
            do {
                try report.html().write(to: URL(fileURLWithPath: htmlPath), atomically: true, encoding: .utf8)
            } catch {
                console.writeError("workshop compare: cannot write \"\(htmlPath)\" (\(error.localizedDescription))\n")
                return ExitStatus.usage
            }
            console.write("Wrote \(htmlPath): the table" + (run == nil ? "" : ", the screens") + " and the diffs.\n")
            return ExitStatus.success
        }
        if let run {
            console.write(run.text(columnWidth: 46))
            return run.failures.allSatisfy { $0 == nil } ? ExitStatus.success : ExitStatus.failure
        }
        console.write(table.text())
        return ExitStatus.success
    }

    /// An exit status carried as an error, so `Result` can hold it.
    struct Status: Error {
        let code: Int32
    }

    /// Runs the script at `path` on every variant, with the seed 1 unless the script or command says.
    @MainActor
    private static func compared(script path: String, console: Console) -> Result<ComparedRun, Status> {
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
            ComparedRun(script: file.script, configuration: configuration, variants: Variant.all, width: 44))
    }

    /// `--diff A B [ROLE]`: the unified diff of the same-role files of two variants.
    private static func diff(_ arguments: [String], tree: SourceTree, console: Console) -> Int32 {
        guard (2...3).contains(arguments.count) else {
            console.writeError("workshop compare: --diff needs two variants and maybe a role: --diff A B [ROLE]\n")
            return ExitStatus.usage
        }
        var folders: [String] = []
        for id in arguments.prefix(2) {
            guard let variant = Variant.named(id) else {
                console.writeError(
                    "workshop compare: unknown variant \"\(id)\" (known: \(Variant.all.map(\.id).joined(separator: ", ")))\n"
                )
                return ExitStatus.usage
            }
            folders.append("Sources/" + variant.sourceFolder)
        }
        let old = Dictionary(uniqueKeysWithValues: tree.swiftFiles(in: folders[0]).map { ($0.name, $0.text) })
        let new = Dictionary(uniqueKeysWithValues: tree.swiftFiles(in: folders[1]).map { ($0.name, $0.text) })
        var names = Set(old.keys).union(new.keys).sorted()
        if arguments.count == 3 {
            let role = arguments[2].hasSuffix(".swift") ? arguments[2] : arguments[2] + ".swift"
            guard old[role] != nil || new[role] != nil else {
                console.writeError(
                    "workshop compare: neither variant has \(role) (roles: \(names.map { $0.replacing(".swift", with: "") }.joined(separator: ", ")))\n"
                )
                return ExitStatus.usage
            }
            names = [role]
        }
        var output = ""
        for name in names {
            switch (old[name], new[name]) {
            case (let oldText?, let newText?):
                output += UnifiedDiff(old: oldText, new: newText).text(
                    oldName: "\(folders[0])/\(name)",
                    newName: "\(folders[1])/\(name)"
                )
            case (_?, nil): output += "Only in \(folders[0]): \(name)\n"
            case (nil, _?): output += "Only in \(folders[1]): \(name)\n"
            case (nil, nil): break
            }
        }
        console.write(output.isEmpty ? "The files are the same.\n" : output)
        return ExitStatus.success
    }

    /// The pairs the handout shows, in the order the workshop teaches: each variant against the one the
    /// registry says it is compared with.
    private static func teachingOrder() -> [HTMLReport.Comparison] {
        Variant.all.compactMap { variant in
            variant.comparedWith.flatMap(Variant.named).map { HTMLReport.Comparison(old: $0, new: variant) }
        }
    }
}
