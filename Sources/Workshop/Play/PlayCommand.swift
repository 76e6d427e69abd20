import AppHost
import Foundation
import ThreatKit
import Variants

/// `workshop play`: runs a script against a variant on virtual time (SPEC.md, "Script language").
enum PlayCommand {
    /// Runs `workshop play` with `arguments` (after `play`).
    /// - Parameters:
    ///   - arguments: The words after `play`.
    ///   - console: Where the screens and messages go.
    ///   - exerciseVariant: The app to play in place of a `--variant` (an exercise's, in the package
    ///     `--exercise` builds); `nil` for the kit's variants.
    /// - Returns: The exit status.
    @MainActor
    static func run(_ arguments: [String], console: Console, exerciseVariant: Variant? = nil) async -> Int32 {
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
        if let problem = commandLine.exerciseProblem { return usage(problem) }
        if exerciseVariant == nil, let exercise = commandLine.exercise {
            return ExerciseApp.standard(console: console).run(
                command: "play", exercise: exercise, tree: commandLine.tree, arguments: arguments)
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

        // An exercise's app replaces any variant the script's `# options:` line names.
        let variant: Variant
        if let exerciseVariant {
            variant = exerciseVariant
        } else {
            guard let variantID = options.variantID else {
                return usage("missing --variant ID (one of: \(Variant.all.map(\.id).joined(separator: ", ")))")
            }
            guard let named = Variant.named(variantID) else {
                return usage(
                    "unknown variant \"\(variantID)\" (known: \(Variant.all.map(\.id).joined(separator: ", ")))")
            }
            variant = named
        }
        return await play(file, options: options, variant: variant, console: console)
    }

    /// Plays the script of `file` against `variant`.
    @MainActor
    private static func play(
        _ file: ScriptFile,
        options: AppOptions,
        variant: Variant,
        console: Console
    ) async -> Int32 {
        let scriptPath = options.scriptPath ?? "-"
        func refuse(_ message: String) -> Int32 {
            console.writeError("workshop play: \(message)\n")
            return ExitStatus.usage
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
        await driver.settle()
        switch await runner.run(file.script) {
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
