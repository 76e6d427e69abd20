import Foundation
import ThreatKit

/// The options that start the app, for `workshop play` and `workshop run`.
///
/// The variant, the threats, the seed, scripted failures and, for `play`, the script; parsed from the
/// command line or from a script's `# options:` line.
struct AppOptions: Equatable {
    /// What went wrong while reading the options, as one line for standard error.
    struct UsageError: Error, Equatable {
        let message: String
    }

    var scriptPath: String?
    var variantID: String?
    var threatsPath: String?
    var seed: UInt64?
    var failingThreatRequests: Set<Int>?
    var dataDirectory: String?
    /// `--exercise NN`: run that exercise's app, built as it is now, instead of a variant.
    var exercise: String?
    /// `--tree Exercises|Solutions`: where `--exercise` finds it.
    var tree: String?
    var wantsHelp = false

    /// No option given.
    init() {}

    /// Reads `arguments`; `--name value` and `--name=value` are both accepted, each option at most once.
    /// - Parameters:
    ///   - arguments: The words after `play`.
    ///   - allowsScript: Whether a SCRIPT may be named (not on a script's own `# options:` line).
    /// - Throws: ``UsageError`` for an unknown or repeated option, a missing or bad value, or a script
    ///   where none may be named.
    init(parsing arguments: [String], allowsScript: Bool = true) throws(UsageError) {
        var remaining = arguments[...]
        var seen: Set<String> = []
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                guard allowsScript else { throw UsageError(message: "it cannot name a script (\"\(argument)\")") }
                guard scriptPath == nil else {
                    throw UsageError(message: "give one script, not \"\(scriptPath ?? "")\" and \"\(argument)\"")
                }
                scriptPath = argument
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard seen.insert(name).inserted else {
                throw UsageError(message: "\(name) is given more than once")
            }
            func value() throws(UsageError) -> String {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                        throw UsageError(message: "\(name) needs a value")
                    }
                    value = next
                }
                guard !value.isEmpty else { throw UsageError(message: "\(name) needs a value, not an empty one") }
                return value
            }
            switch name {
            case "--variant": variantID = try value()
            case "--threats": threatsPath = try value()
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else {
                    throw UsageError(message: "--seed needs a whole number from 0 to \(UInt64.max), not \"\(text)\"")
                }
                self.seed = seed
            case "--fail-threats":
                failingThreatRequests = try Self.requestNumbers(try value())
            case "--data-dir":
                dataDirectory = try value()
            case "--exercise":
                exercise = try value()
            case "--tree":
                tree = try value()
            default:
                throw UsageError(message: "unknown option \"\(name)\"")
            }
        }
    }

    /// The threats to serve: those of the `--threats` file, or the built-in ones.
    /// - Throws: ``ThreatsFileError`` when the file is refused, with the one line to print.
    func loadThreats() throws(ThreatsFileError) -> [Threat] {
        if let threatsPath {
            try ThreatsFile.load(from: URL(fileURLWithPath: threatsPath), name: threatsPath)
        } else {
            try ThreatsFile.loadBuiltIn()
        }
    }

    /// These options, with any option they lack taken from `defaults`.
    func filling(from defaults: AppOptions) -> AppOptions {
        var merged = self
        merged.variantID = variantID ?? defaults.variantID
        merged.threatsPath = threatsPath ?? defaults.threatsPath
        merged.seed = seed ?? defaults.seed
        merged.failingThreatRequests = failingThreatRequests ?? defaults.failingThreatRequests
        merged.dataDirectory = dataDirectory ?? defaults.dataDirectory
        return merged
    }

    /// Why these options cannot go to an exercise's app, or `nil` when they can (or name no exercise).
    var exerciseProblem: String? {
        if exercise != nil, let variantID {
            return "give --exercise or --variant, not both: --exercise runs your exercise's app in place of a"
                + " variant (drop --variant \(variantID))"
        }
        if exercise == nil, let tree {
            return "--tree \(tree) needs --exercise NN (the exercise of that tree whose app to run)"
        }
        return nil
    }

    /// `arguments` without `--exercise` and `--tree` and their values: what the exercise's app is given.
    static func removingExerciseOptions(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            guard argument.hasPrefix("--"), name == "--exercise" || name == "--tree" else {
                kept.append(argument)
                continue
            }
            if inlineValue == nil, let next = remaining.first, !next.hasPrefix("--") { remaining.removeFirst() }
        }
        return kept
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func requestNumbers(_ text: String) throws(UsageError) -> Set<Int> {
        var numbers: Set<Int> = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = Int(part), number >= 1 else {
                throw UsageError(
                    message:
                        "--fail-threats needs request numbers of 1 or more, separated by commas (like 1,3), not \"\(text)\""
                )
            }
            numbers.insert(number)
        }
        return numbers
    }
}
