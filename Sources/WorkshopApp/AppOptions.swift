import Foundation
import ThreatKit
import WorkshopSupport

/// The options that start the app, for `workshop play` and `workshop run`.
///
/// The variant, the threats, the seed, scripted failures and, for `play`, the script; read from the
/// command line or from a script's `# options:` line by ``OptionReader``, as ``declarations(for:)`` declares.
package struct AppOptions: Equatable {
    package var scriptPath: String?
    package var variantID: String?
    package var threatsPath: String?
    package var seed: UInt64?
    package var failingThreatRequests: Set<Int>?
    package var dataDirectory: String?
    /// `--exercise NN`: run that exercise's app, built as it is now, instead of a variant.
    package var exercise: String?
    /// `--tree Exercises|Solutions`: where `--exercise` finds it.
    package var tree: String?

    /// No option given.
    package init() {}

    /// The options of a command line read by ``declarations(for:)``, with their values checked.
    /// - Throws: ``UsageError`` for a seed or request numbers that are not numbers.
    package init(_ arguments: ParsedArguments) throws(UsageError) {
        scriptPath = arguments.arguments.first
        variantID = arguments.value(.variant)
        threatsPath = arguments.value(.threats)
        if let text = arguments.value(.seed) {
            guard let seed = UInt64(text) else {
                throw UsageError("--seed needs a whole number from 0 to \(UInt64.max), not \"\(text)\"")
            }
            self.seed = seed
        }
        failingThreatRequests = try arguments.value(.failThreats).map(Self.requestNumbers)
        dataDirectory = arguments.value(.dataDir)
        exercise = arguments.value(.exercise)
        tree = arguments.value(.tree)
    }

    /// The options of a `play` or `run` command line, and the words for the app that `--exercise` builds:
    /// every one but `--exercise` and `--tree`.
    /// - Throws: ``UsageError`` as ``init(_:)`` does, and for `--tree` without `--exercise` or a bad `NN`.
    package static func command(_ arguments: ParsedArguments) throws(UsageError) -> (
        options: AppOptions, appWords: [String]
    ) {
        let options = try AppOptions(arguments)
        if let problem = options.exerciseProblem { throw UsageError(problem) }
        return (options, arguments.words(leaving: [.exercise, .tree]))
    }

    /// Reads `words` as `workshop play` does (or, without a script, as a script's `# options:` line).
    /// - Throws: ``UsageError`` as ``OptionReader/read(_:)`` and ``init(_:)`` do.
    @MainActor
    package init(parsing words: [String], allowsScript: Bool = true) throws(UsageError) {
        let signature = allowsScript ? PlayCommand.signature : Self.scriptLineSignature
        try self.init(OptionReader(signature: signature).read(words))
    }

    /// The grammar of a script's `# options:` line: `workshop play`'s options, no script.
    package static let scriptLineSignature = CommandSignature(
        name: "play", abstract: "the options of a script's \"# options:\" line.", options: declarations(for: "play"))

    /// The options that start the app, declared once for `workshop play` and `workshop run` (the
    /// `command`): they differ only in what a missing `--variant` or `--data-dir` means.
    package static func declarations(for command: String) -> [CommandSignature.Option] {
        let play = command == "play"
        return [
            .value(
                .variant, "ID",
                play
                    ? "Which variant runs the script (see below). Required, unless --exercise."
                    : "Which variant to run; without it, a list to pick from."),
            .value(
                .exercise, "NN",
                (play ? "Run the script on exercise NN's app instead" : "Run exercise NN's app instead")
                    + ", built from its files as they\nare now (a compile error shows the first errors, as"
                    + " `workshop grade` does)."),
            .value(.tree, "DIR", "Where --exercise finds it: Exercises (the default) or Solutions."),
            .value(.threats, "FILE", "A threats JSON file to serve instead of the built-in one."),
            .value(.seed, "N", "Makes the access codes the same from run to run (N: 0 to 2^64-1)."),
            .value(.failThreats, "K,...", "Makes threats requests number K fail (1 is the first of the run)."),
            .value(
                .dataDir, "DIR",
                play
                    ? "Save dismissed threats there, to keep them from run to run; without it,\neach run starts"
                        + " with none dismissed and saves to a folder of its own."
                    : "Where dismissed threats are saved; by default \(HelpText.defaultDataFolder)."),
        ]
    }

    /// The threats to serve: those of the `--threats` file, or the built-in ones.
    /// - Throws: ``ThreatsFileError`` when the file is refused, with the one line to print.
    package func loadThreats() throws(ThreatsFileError) -> [Threat] {
        if let threatsPath {
            try ThreatsFile.load(from: URL(fileURLWithPath: threatsPath), name: threatsPath)
        } else {
            try ThreatsFile.loadBuiltIn()
        }
    }

    /// These options, with any option they lack taken from `defaults`.
    package func filling(from defaults: AppOptions) -> AppOptions {
        var merged = self
        merged.variantID = variantID ?? defaults.variantID
        merged.threatsPath = threatsPath ?? defaults.threatsPath
        merged.seed = seed ?? defaults.seed
        merged.failingThreatRequests = failingThreatRequests ?? defaults.failingThreatRequests
        merged.dataDirectory = dataDirectory ?? defaults.dataDirectory
        return merged
    }

    /// Why these options cannot go to an exercise's app, or `nil` when they can (or name no exercise).
    package var exerciseProblem: String? {
        if exercise != nil, let variantID {
            return "give --exercise or --variant, not both: --exercise runs your exercise's app in place of a"
                + " variant (drop --variant \(variantID))"
        }
        if exercise == nil, let tree {
            return "--tree \(tree) needs --exercise NN (the exercise of that tree whose app to run)"
        }
        return nil
    }

    private static func requestNumbers(_ text: String) throws(UsageError) -> Set<Int> {
        var numbers: Set<Int> = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = Int(part), number >= 1 else {
                throw UsageError(
                    "--fail-threats needs request numbers of 1 or more, separated by commas (like 1,3), not \"\(text)\""
                )
            }
            numbers.insert(number)
        }
        return numbers
    }
}
