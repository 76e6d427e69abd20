import Foundation
import HeadlessUI
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line on the terminal that says what the grader is doing now, rewritten in place.
///
/// A build or a test can take a while; a person who sees nothing for a minute presses Ctrl-C. While
/// standard error is a terminal, the grader says which step of the build and which test is running
/// (and, past 2 seconds, for how long), and clears the line before the report. Elsewhere (a pipe, CI's
/// log) it writes nothing, so logs hold only the report.
package final class StatusLine {
    private let write: (String) -> Void
    private let isEnabled: Bool
    private let width: () -> Int
    private var shown = ""

    /// A status line on `write`, drawn only when `isEnabled`, cut to `width()` terminal columns.
    package init(write: @escaping (String) -> Void, isEnabled: Bool, width: @escaping () -> Int) {
        self.write = write
        self.isEnabled = isEnabled
        self.width = width
    }

    /// A status line on standard error, when standard error is a terminal.
    package static func standardError(console: Console) -> StatusLine {
        StatusLine(write: console.writeError, isEnabled: isatty(STDERR_FILENO) != 0) {
            Terminal.size(of: STDERR_FILENO).columns
        }
    }

    /// Shows `text` in place of what the line showed; nothing is written when it is unchanged.
    package func show(_ text: String) {
        // One column is kept free so that the cursor never wraps to a new line.
        let fitted = text.truncated(toColumns: width() - 1)
        guard isEnabled, fitted != shown else { return }
        shown = fitted
        write("\r\u{1B}[2K" + fitted)
    }

    /// Shows that `test` is running, and for how long once it is past 2 seconds (before the name, which
    /// a narrow terminal may cut).
    package func showTest(_ test: String, runningFor seconds: Double) {
        let time = seconds >= 2 ? " (\(Int(seconds)) s)" : ""
        show("Testing" + time + ": " + test)
    }

    /// Clears the line, so that the report starts at the left margin.
    package func clear() {
        guard isEnabled, !shown.isEmpty else { return }
        shown = ""
        write("\r\u{1B}[2K")
    }
}
