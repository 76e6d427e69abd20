import AppHost
import Foundation
import ThreatKit
import Variants
import WorkshopSupport

/// Words that several commands' help and messages share.
package enum HelpText {
    /// Where the overview is.
    package static let tryHelp = "Run `workshop --help` to see the commands.\n"

    /// `VARIANTS:` and one line a variant: its id, then its name.
    package static var variants: String {
        "VARIANTS:\n"
            + Variant.all.map { "  \($0.id.padding(toLength: 18, withPad: " ", startingAt: 0))\($0.name)" }
            .joined(separator: "\n") + "\n"
    }

    /// What `workshop run` says when there is no terminal to draw in.
    package static let runNeedsTerminal = """
        workshop run: the app needs a terminal to draw in, and standard input or output is not one (a pipe, CI?).
        To drive the app without a terminal, script it:
          workshop play Examples/tour.play --variant mvc
        See `workshop play --help` for the script language.

        """

    /// Where dismissed threats are kept when no `--data-dir` says.
    package static var defaultDataFolder: String {
        DismissedThreatsStore.defaultDirectory().path
    }
}
