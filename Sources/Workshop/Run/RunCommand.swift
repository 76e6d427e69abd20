import AppHost
import Foundation
import Variants

/// `workshop run`: the real app in a terminal, on real time (what `swift run workshop` starts).
enum RunCommand {
    @MainActor
    static func run(_ arguments: [String], console: Console) -> Int32 {
        let options: AppOptions
        do {
            options = try AppOptions(parsing: arguments, allowsScript: false)
        } catch {
            console.writeError("workshop run: \(error.message)\nRun `workshop run --help` for usage.\n")
            return ExitStatus.usage
        }
        if options.wantsHelp {
            console.write(HelpText.run)
            return ExitStatus.success
        }
        if let id = options.variantID, Variant.named(id) == nil {
            console.writeError(
                "workshop run: unknown variant \"\(id)\" (known: \(Variant.all.map(\.id).joined(separator: ", ")))\n"
            )
            return ExitStatus.usage
        }
        do {
            _ = try options.loadThreats()
        } catch {
            console.writeError("workshop run: \(error.description)\n")
            return ExitStatus.usage
        }
        guard console.isInteractive() else {
            console.writeError(HelpText.runNeedsTerminal)
            return ExitStatus.usage
        }
        TerminalLoop.start(options: options)
    }
}
