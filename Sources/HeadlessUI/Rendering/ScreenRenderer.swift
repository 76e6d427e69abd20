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
/// shows in a box of its own under the screen.
@MainActor
public struct ScreenRenderer {
    /// How many columns the frame's rules take.
    public var width: Int

    /// Creates a renderer.
    /// - Parameter width: Columns of the frame's rules (rows may run past them).
    public init(width: Int = 60) {
        self.width = width
    }

    /// The window's screen as text, lines joined by `"\n"`, ending without a newline.
    public func render(_ window: Window) -> String {
        var lines: [String] = []
        for view in window.subviews where view.isVisible {
            lines += renderTree(view)
        }
        if let alert = window.topmostViewController as? AlertController {
            lines += renderAlert(alert)
        }
        let title = (window.allViews.first { $0 is NavigationBar } as? NavigationBar)?.titleLabel.text ?? ""
        let top = title.isEmpty ? "╭" + rule(width - 1) : "╭─ \(title) " + rule(width - title.count - 4)
        return ([top] + lines.map { "│ " + $0 } + ["╰" + rule(width - 1)]).joined(separator: "\n")
    }

    private func renderTree(_ view: View) -> [String] {
        guard !view.isHidden else { return [] }
        switch view {
        case let bar as NavigationBar:
            // The title heads the frame; the bar's buttons are ordinary widgets.
            return [bar.backButton, bar.rightButton].compactMap { $0 }.flatMap(renderTree)
        case let field as TextField:
            let shown =
                field.isSecureTextEntry ? String(repeating: "•", count: field.text?.count ?? 0) : field.text ?? ""
            return [line(field, "[\(shown)\(field.isEditing ? "▏" : "")]")]
        case let button as Button:
            return [line(button, "[ \(button.title) ]" + (button.isEnabled ? "" : " (disabled)"))]
        case let label as Label:
            guard let text = label.text, !text.isEmpty else { return [] }
            return [line(label, text)]
        case let spinner as ActivityIndicatorView:
            return spinner.isAnimating ? [line(spinner, "⟳ busy")] : []
        case let table as TableView:
            return renderTable(table)
        default:
            return view.subviews.flatMap(renderTree)
        }
    }

    private func renderTable(_ table: TableView) -> [String] {
        let cells = table.visibleCells
        let count = cells.count == 1 ? "1 row" : "\(cells.count) rows"
        let titles = cells.map { Self.oneLine($0.textLabel.text ?? "") }
        let titleWidth = min(titles.map(\.count).max() ?? 0, 28)
        let numberWidth = String(cells.count).count
        let rows = cells.enumerated().map { index, cell in
            let number = String(index + 1)
            let title = titles[index]
            let detail = Self.oneLine(cell.detailTextLabel.text ?? "")
            return String(repeating: " ", count: Self.labelWidth + numberWidth - number.count) + number + "  "
                + title + String(repeating: " ", count: max(titleWidth - title.count, 0)) + "  " + detail
        }
        return [line(table, count)] + rows
    }

    private func renderAlert(_ alert: AlertController) -> [String] {
        let buttons = alert.actions.map { "[ \($0.title) ]" }.joined(separator: "  ")
        return ["┌ " + (alert.title ?? "")]
            + (alert.message?.split(separator: "\n", omittingEmptySubsequences: false).map { "│ " + $0 } ?? [])
            + ["└ " + buttons]
    }

    private static let labelWidth = 14

    /// A table row is one line: line breaks inside a cell's text read as spaces.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `identifier    value`; a value of several lines continues under its first line.
    private func line(_ view: View, _ value: String) -> String {
        let name = view.accessibilityIdentifier ?? ""
        let padding = String(repeating: " ", count: max(Self.labelWidth - name.count, 1))
        let indent = "\n│ " + String(repeating: " ", count: name.count + padding.count)
        return name + padding + value.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: indent)
    }

    private func rule(_ count: Int) -> String {
        String(repeating: "─", count: max(count, 3))
    }
}
