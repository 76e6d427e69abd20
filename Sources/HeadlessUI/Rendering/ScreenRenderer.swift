/// Prints a window as text: what a person would see, one widget a line, top to bottom.
///
/// This is the screen `workshop play` prints and scripts `expect` against (SPEC.md, "Script
/// language"). Each visible widget shows its identifier, then its value; hidden widgets and empty
/// labels are left out, as they show nothing. An example:
///
///     ╭─ Sign In ────────────────────────────────────────────
///     │ username      [****yst]
///     │ password      [•••••▏]
///     │ accessCode    493201
///     │ message       Invalid credentials.
///     │ authenticate  [ Authenticate ]
///     ╰──────────────────────────────────────────────────────
///
/// Text fields show their text in brackets (secure ones as one `•` a character) and a `▏` while
/// editing; buttons show their title in brackets and `(disabled)` when disabled; a spinning activity
/// indicator shows `⟳ busy`; a table shows its row count, then one numbered line a row; an alert
/// shows in a box of its own under the screen, and a content-unavailable view in a box where it is.
@MainActor
public struct ScreenRenderer {
    /// What has the keyboard's attention in an interactive front end (`workshop run`).
    ///
    /// The focused line starts with `▸` instead of `│`; a focused alert action is drawn `▸[ Title ]`.
    public enum Focus {
        /// A text field or a button.
        case view(View)
        /// One row of a table (0-based).
        case row(TableView, Int)
        /// An action revealed on one row of a table (0-based), as a swipe reveals Delete: the row is
        /// drawn focused, with `▸[ Title ]` after it.
        case rowAction(TableView, Int, String)
        /// The action of the presented alert with this title.
        case alertAction(String)
    }

    /// How many terminal columns the frame's rules take (wide characters and emoji count 2, see
    /// ``Swift/StringProtocol/terminalColumns``).
    public var width: Int

    /// What to mark as focused, or `nil` for no mark (as `workshop play` prints).
    public var focus: Focus?

    /// Creates a renderer.
    /// - Parameters:
    ///   - width: Terminal columns of the frame's rules (rows may run past them).
    ///   - focus: What to mark as focused; `nil` for nothing.
    public init(width: Int = 60, focus: Focus? = nil) {
        self.width = width
        self.focus = focus
    }

    /// One printed line, and whether it shows what has the focus.
    private struct Line {
        var text: String
        var isFocused = false
    }

    /// The window's screen as text, lines joined by `"\n"`, ending without a newline.
    public func render(_ window: Window) -> String {
        var lines: [Line] = []
        for view in window.subviews where view.isVisible {
            lines += renderTree(view)
        }
        if let alert = window.topmostViewController as? AlertController {
            lines += renderAlert(alert)
        }
        let title = (window.allViews.first { $0 is NavigationBar } as? NavigationBar)?.titleLabel.text ?? ""
        let top = title.isEmpty ? "╭" + rule(width - 1) : "╭─ \(title) " + rule(width - title.terminalColumns - 4)
        let body = lines.map { ($0.isFocused ? "▸ " : "│ ") + $0.text }
        return ([top] + body + ["╰" + rule(width - 1)]).joined(separator: "\n")
    }

    private func renderTree(_ view: View) -> [Line] {
        guard !view.isHidden else { return [] }
        switch view {
        case let bar as NavigationBar:
            // The title heads the frame; the bar's buttons are ordinary widgets.
            return [bar.backButton, bar.rightButton].compactMap { $0 }.flatMap(renderTree)
        case let field as TextField:
            let shown =
                field.isSecureTextEntry ? String(repeating: "•", count: field.text?.count ?? 0) : field.text ?? ""
            return line(field, "[\(shown)\(field.isEditing ? "▏" : "")]" + (field.isEnabled ? "" : " (disabled)"))
        case let button as Button:
            return line(button, "[ \(button.title) ]" + (button.isEnabled ? "" : " (disabled)"))
        case let label as Label:
            guard let text = label.text, !text.isEmpty else { return [] }
            return line(label, text)
        case let spinner as ActivityIndicatorView:
            return spinner.isAnimating ? line(spinner, "⟳ busy") : []
        case let table as TableView:
            return renderTable(table)
        case let box as ContentUnavailableView:
            // Its lines between two rules in the value column, so that it stands out; the widgets inside keep
            // their identifiers.
            let lines = box.subviews.flatMap(renderTree)
            guard !lines.isEmpty else { return [] }
            let indent = String(repeating: " ", count: Self.labelWidth)
            return line(box, "┌" + rule(24)) + lines + [Line(text: indent + "└" + rule(24))]
        default:
            return view.subviews.flatMap(renderTree)
        }
    }

    private func renderTable(_ table: TableView) -> [Line] {
        let cells = table.visibleCells
        let count = cells.count == 1 ? "1 row" : "\(cells.count) rows"
        let titles = cells.map { Self.oneLine($0.textLabel.text ?? "") }
        // Titles are padded in terminal columns, so a row of wide characters lines its detail up.
        let titleWidth = min(titles.map(\.terminalColumns).max() ?? 0, 28)
        let numberWidth = String(cells.count).count
        let rows = cells.enumerated().map { index, cell in
            let number = String(index + 1)
            let title = titles[index]
            let detail = Self.oneLine(cell.detailTextLabel.text ?? "")
            let text =
                String(repeating: " ", count: 2 + numberWidth - number.count) + number + "  "
                + title.padded(toColumns: titleWidth) + "  " + detail
            var action = ""
            if case .rowAction(let focused, index, let title) = focus, focused === table { action = "  ▸[ \(title) ]" }
            return Line(text: text + action, isFocused: isFocused(table, row: index))
        }
        return line(table, count) + rows
    }

    private func renderAlert(_ alert: AlertController) -> [Line] {
        var focusedTitle: String?
        if case .alertAction(let title) = focus { focusedTitle = title }
        let buttons = alert.actions.map { ($0.title == focusedTitle ? "▸" : "") + "[ \($0.title) ]" }
        let message = alert.message?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        return [Line(text: "┌ " + (alert.title ?? ""))]
            + message.map { Line(text: "│ " + $0) }
            + [Line(text: "└ " + buttons.joined(separator: "  "), isFocused: focusedTitle != nil)]
    }

    private func isFocused(_ view: View) -> Bool {
        if case .view(let focused) = focus { return focused === view }
        return false
    }

    private func isFocused(_ table: TableView, row: Int) -> Bool {
        switch focus {
        case .row(let focused, let focusedRow), .rowAction(let focused, let focusedRow, _):
            return focused === table && focusedRow == row
        default:
            return false
        }
    }

    private static let labelWidth = 14

    /// A table row is one line: line breaks inside a cell's text read as spaces.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `identifier    value`; a value of several lines continues under its first line.
    private func line(_ view: View, _ value: String) -> [Line] {
        let name = view.accessibilityIdentifier ?? ""
        let padding = String(repeating: " ", count: max(Self.labelWidth - name.terminalColumns, 1))
        let indent = String(repeating: " ", count: name.terminalColumns + padding.count)
        let parts = value.split(separator: "\n", omittingEmptySubsequences: false)
        return parts.enumerated().map { index, part in
            index == 0
                ? Line(text: name + padding + part, isFocused: isFocused(view))
                : Line(text: indent + part)
        }
    }

    private func rule(_ count: Int) -> String {
        String(repeating: "─", count: max(count, 3))
    }
}
