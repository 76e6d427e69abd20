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
        let file: ScriptFile
        do {
            file = try ScriptFile(path: scriptPath, commandLine: commandLine, standardInput: console.readInput)
        } catch {
            if error.hasLocation {
                console.writeError(error.message + "\n")
                return ExitStatus.usage
            }
            return refuse(error.message)
        }
        let options = file.options

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

        // Without --data-dir, dismissals go to a folder of this run's own, so scripts stay repeatable.
        let temporaryData = options.dataDirectory == nil ? Self.makeTemporaryFolder() : nil
        defer { temporaryData.map { try? FileManager.default.removeItem(at: $0) } }
        let driver = AppDriver(
            variant: variant,
            configuration: AppConfiguration(
                threats: threats,
                seed: options.seed,
                failingThreatRequests: options.failingThreatRequests ?? [],
                dataDirectory: options.dataDirectory.map { URL(fileURLWithPath: $0) } ?? temporaryData
            )
        )
        for problem in driver.store.problems { console.writeError("workshop play: note: \(problem)\n") }
        driver.store.onProblem = { console.writeError("workshop play: note: \($0)\n") }
        var runner = ScriptRunner(driver: driver) { _, screen in
            console.write(screen + "\n\n")
        }
        switch runner.run(file.script) {
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

    /// A new, empty folder under the system's temporary folder.
    private static func makeTemporaryFolder() -> URL? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "threat-watch-play-\(UUID().uuidString)")
        return (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) == nil
            ? nil : folder
    }
}
