import AppHost
import Foundation
import ThreatKit
import Variants

/// `workshop play`: runs a script against a variant on virtual time (SPEC.md, "Script language").
enum PlayCommand {
    @MainActor
    static func run(_ arguments: [String], console: Console) -> Int32 {
        func usage(_ message: String) -> Int32 {
            console.writeError("workshop play: \(message)\nRun `workshop play --help` for usage.\n")
            return ExitStatus.usage
        }
        func refuse(_ message: String) -> Int32 {
            console.writeError("workshop play: \(message)\n")
            return ExitStatus.usage
        }

        let commandLine: AppOptions
        do {
            commandLine = try AppOptions(parsing: arguments)
        } catch {
            return usage(error.message)
        }
        if commandLine.wantsHelp {
            console.write(HelpText.play)
            return ExitStatus.success
        }
        guard let scriptPath = commandLine.scriptPath else {
            return usage("missing SCRIPT (a file, or - for standard input)")
        }

        // Read and parse the script before anything runs, so a typo on line 40 wastes nothing.
        let bytes: Data
        if scriptPath == "-" {
            bytes = console.readInput()
        } else {
            do {
                bytes = try Data(contentsOf: URL(fileURLWithPath: scriptPath))
            } catch {
                return refuse("cannot read the script \"\(scriptPath)\" (\(Self.reason(error, path: scriptPath)))")
            }
        }
        guard let source = Self.text(of: bytes) else {
            return refuse("cannot read the script \"\(scriptPath)\" (it is not UTF-8 text)")
        }
        let script: Script
        do {
            script = try Script(parsing: source)
        } catch {
            console.writeError("\(scriptPath):\(error.line): \(error.message)\n")
            return ExitStatus.usage
        }

        let options: AppOptions
        do {
            var header = try AppOptions(parsing: script.headerOptions, allowsScript: false)
            // A threats file named in the script is found next to the script, wherever it is run from.
            if let path = header.threatsPath, scriptPath != "-", !path.hasPrefix("/") {
                header.threatsPath =
                    URL(fileURLWithPath: scriptPath).deletingLastPathComponent()
                    .appendingPathComponent(path).relativePath
            }
            options = commandLine.filling(from: header)
        } catch {
            console.writeError("\(scriptPath):\(script.headerLine ?? 1): the \"# options:\" line: \(error.message)\n")
            return ExitStatus.usage
        }

        guard let variantID = options.variantID else {
            return usage("missing --variant ID (one of: \(Variant.all.map(\.id).joined(separator: ", ")))")
        }
        guard let variant = Variant.named(variantID) else {
            return usage("unknown variant \"\(variantID)\" (known: \(Variant.all.map(\.id).joined(separator: ", ")))")
        }

        let threats: [Threat]
        do {
            threats = try options.loadThreats()
        } catch {
            return refuse(error.description)
        }

        let driver = AppDriver(
            variant: variant,
            configuration: AppConfiguration(
                threats: threats,
                seed: options.seed,
                failingThreatRequests: options.failingThreatRequests ?? []
            )
        )
        var runner = ScriptRunner(driver: driver) { screen in
            console.write(screen + "\n\n")
        }
        switch runner.run(script) {
        case .passed:
            return ExitStatus.success
        case .failed(let line, let message):
            console.writeError("\(scriptPath):\(line): \(message)\n\(driver.screen())\n")
            return ExitStatus.failure
        case .badLine(let line, let message):
            console.writeError("\(scriptPath):\(line): \(message)\n")
            return ExitStatus.usage
        }
    }

    /// The script's text: UTF-8, without a leading byte-order mark; `nil` for anything else.
    private static func text(of bytes: Data) -> String? {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return String(validating: body, as: UTF8.self)
    }

    private static func reason(_ error: any Error, path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        return isDirectory.boolValue ? "it is a directory" : "it cannot be read"
    }
}
