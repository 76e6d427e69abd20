import AppHost
import Foundation
import ThreatKit
import Variants
import WorkshopSupport

/// `workshop play`: runs a script against a variant on virtual time (SPEC.md, "Script language").
package struct PlayCommand: WorkshopCommand {
    package static let signature = CommandSignature(
        name: "play",
        abstract: "drive a variant with a script, on virtual time, and print its screens.",
        synopsis: "SCRIPT --variant ID",
        arguments: [
            .init(
                name: "SCRIPT", help: "The script file, or - to read it from standard input.",
                whenMissing: "missing SCRIPT (a file, or - for standard input)")
        ],
        options: AppOptions.declarations(for: "play"),
        discussion: """
            With --exercise, --variant is left out: the exercise's app plays the script.
            Options given on a `# options:` line among the script's first three lines apply too, unless
            the command line gives them; a relative --threats path there is relative to the script.

            SCRIPT COMMANDS (one a line; a line starting with # is a comment):
              type FIELD TEXT        Focus FIELD (username or password) and type TEXT, the rest of the line.
              clear FIELD            Focus FIELD and delete all its text.
              return                 Press Return in the focused field.
              tap ID                 Tap the button ID, or the alert action with that title.
              wait SECONDS           Let virtual time pass (up to 3600, with up to 6 decimals).
              select N / delete N    Select / swipe-delete row N (1-based) of the visible table.
              back                   Go back from a pushed screen (the detail screen).
              expect TEXT            Fail unless the screen contains TEXT.
              expect-not TEXT        Fail if the screen contains TEXT.
              expect-rows N          Fail unless the visible table has exactly N rows.
              note ID                Remember the text of widget ID.
              expect-changed ID      Fail unless widget ID's text differs from the noted one.
              expect-unchanged ID    Fail unless widget ID's text equals the noted one.
              screen                 Print the screen.

            EXIT STATUS:
              0  every expectation held
              1  an expectation failed (the line, the expectation and the screen are printed)
              2  a bad command, argument, widget or file (the line and the problem are printed)

            \(HelpText.variants)
            """
    )

    /// The command line's options (the script's `# options:` line is read when the script is).
    package let options: AppOptions
    /// The command line, for the exercise's app that `--exercise` builds: all but `--exercise` and `--tree`.
    package let appWords: [String]

    package init(_ arguments: ParsedArguments) throws(UsageError) {
        (options, appWords) = try AppOptions.command(arguments)
    }

    package func run(console: Console) async -> Int32 {
        await run(console: console, exerciseVariant: nil)
    }

    /// The exercise `--exercise` names, its tree and the arguments for its app, or `nil` without one: the
    /// command then builds and plays the exercise's app (`workshop`'s launcher does), not a variant.
    package var exerciseLaunch: ExerciseLaunch? {
        options.exercise.map { ExerciseLaunch(command: "play", exercise: $0, tree: options.tree, arguments: appWords) }
    }

    /// Plays the script.
    /// - Parameters:
    ///   - console: Where the screens and messages go.
    ///   - exerciseVariant: The app to play in place of a `--variant` (an exercise's, in the package
    ///     `--exercise` builds); `nil` for the kit's variants.
    /// - Returns: The exit status.
    package func run(console: Console, exerciseVariant: Variant?) async -> Int32 {
        func refuse(_ message: String) -> Int32 {
            console.writeError("workshop play: \(message)\n")
            return ExitStatus.usage
        }
        let scriptPath = options.scriptPath ?? "-"

        // Read and parse the script before anything runs, so a typo on line 40 wastes nothing.
        let file: ScriptFile
        do {
            file = try ScriptFile(path: scriptPath, commandLine: options, standardInput: console.readInput)
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
            let known = Variant.all.map(\.id).joined(separator: ", ")
            guard let variantID = options.variantID else {
                console.writeError(Self.usageMessage("missing --variant ID (one of: \(known))"))
                return ExitStatus.usage
            }
            guard let named = Variant.named(variantID) else {
                console.writeError(Self.usageMessage("unknown variant \"\(variantID)\" (known: \(known))"))
                return ExitStatus.usage
            }
            variant = named
        }
        return await Self.play(file, options: options, variant: variant, console: console)
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
        let temporaryData = options.dataDirectory == nil ? Self.temporaryDataFolder() : nil
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

    /// Where a run without `--data-dir` saves its dismissals: a folder of its own under `temporary`.
    ///
    /// The folder is not made here: the store makes it when it first saves, so a run that dismisses
    /// nothing writes nothing.
    /// - Parameter temporary: The system's temporary folder (a parameter so tests can choose it).
    /// - Returns: The folder's URL; `nil`, to keep dismissals in memory (the folder would be removed at
    ///   the end anyway), when `temporary` is not a folder this user can write in (`TMPDIR` read-only,
    ///   missing or a file), so the script runs without a note about a folder the attendee never chose.
    package nonisolated static func temporaryDataFolder(in temporary: URL = FileManager.default.temporaryDirectory)
        -> URL?
    {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: temporary.path, isDirectory: &isFolder), isFolder.boolValue,
            FileManager.default.isWritableFile(atPath: temporary.path)
        else { return nil }
        return temporary.appendingPathComponent("threat-watch-play-\(UUID().uuidString)")
    }
}
