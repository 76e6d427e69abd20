import AppHost
import Foundation
import WorkshopApp
import WorkshopSupport

/// The one-page handout of `workshop compare --html`: the table, a script's screens side by side,
/// and the same-role diffs with syntax highlighting.
///
/// Self-contained (styles inline, no scripts, no outside assets) so it works offline on a projector,
/// and well-formed XML as well as HTML, so a plain XML parser can check it.
package struct HTMLReport {
    /// Two variants whose same-role files are shown as diffs, in the order the workshop teaches them.
    package struct Comparison {
        package let old: Variant
        package let new: Variant
    }

    package let table: MetricsTable
    package let run: ComparedRun?
    package let scriptName: String?
    package let tree: SourceTree
    package let comparisons: [Comparison]

    /// The page.
    package func html() -> String {
        var body = """
            <header>
            <h1>Threat Watch Workshop: the patterns side by side</h1>
            <p>One app, written \(table.variants.count) ways. Every number below is measured from the sources; every \
            screen comes from running the same script on each variant.</p>
            <nav><a href="#measures">Measures</a> · <a href="#screens">Screens</a> · <a href="#diffs">Diffs</a></nav>
            </header>
            <section id="measures">
            <h2>The variants by the numbers</h2>
            \(tableHTML())
            <p class="note">Lines of code count lines that are not blank or only a comment. "Binding mechanism" is \
            what carries a change from view model to view: the <code>Box</code>, the delegate protocols, the stream \
            adapters. Every variant runs the same conformance scenarios.</p>
            </section>

            """
        body += screensHTML()
        body += diffsHTML()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>Threat Watch Workshop: the patterns side by side</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            \(body)<footer>Made by <code>workshop compare --html</code>.</footer>
            </body>
            </html>

            """
    }

    private func tableHTML() -> String {
        let head = table.variants.map { "<th>\(esc($0.name))<br/><code>\(esc($0.id))</code></th>" }.joined()
        let rows = table.rows.map { row in
            guard !row.cells.isEmpty else {
                return "<tr class=\"group\"><th colspan=\"\(table.variants.count + 1)\">\(esc(row.label))</th></tr>"
            }
            let cells = row.cells.map { "<td>\(esc($0))</td>" }.joined()
            return "<tr><th>\(esc(row.label.trimmingCharacters(in: .whitespaces)))</th>\(cells)</tr>"
        }
        return "<table>\n<thead><tr><th></th>\(head)</tr></thead>\n<tbody>\n"
            + rows.joined(separator: "\n") + "\n</tbody>\n</table>"
    }

    private func screensHTML() -> String {
        guard let run else { return "" }
        var html = "<section id=\"screens\">\n<h2>One script, every variant: \(esc(scriptName ?? "script"))</h2>\n"
        for (number, step) in run.steps.enumerated() {
            let verdict = step.isIdentical ? "identical" : "different"
            html +=
                "<h3>Screen \(number + 1), script line \(step.line): <span class=\"\(verdict)\">\(verdict)</span></h3>\n"
            // One row of screens, sized by how many there are (the style's --count); it scrolls as one
            // when they cannot all fit at a readable size.
            html += "<div class=\"screens\" style=\"--count: \(run.variants.count)\">\n"
            for (variant, screen) in zip(run.variants, step.screens) {
                // Long lines wrap as in the terminal, under their value and inside the frame.
                let screen = screen.split(separator: "\n", omittingEmptySubsequences: false)
                    .flatMap { ScreenColumns.wrapped(String($0), toColumns: ScreenColumns.preferredWidth) }
                    .joined(separator: "\n")
                html +=
                    "<figure><figcaption>\(esc(variant.id))</figcaption><pre class=\"screen\">\(esc(screen))</pre></figure>\n"
            }
            html += "</div>\n"
        }
        let outcomes = zip(run.variants, run.failures).map { variant, failure in
            "<li><code>\(esc(variant.id))</code>: \(esc(failure.map { "failed at \($0)" } ?? "every expectation held"))</li>"
        }
        return html + "<ul>" + outcomes.joined() + "</ul>\n</section>\n"
    }

    private func diffsHTML() -> String {
        var html = "<section id=\"diffs\">\n<h2>Same role, different pattern</h2>\n"
        for comparison in comparisons {
            let oldFiles = Dictionary(
                uniqueKeysWithValues: tree.swiftFiles(in: "Sources/" + comparison.old.sourceFolder).map {
                    ($0.name, $0.text)
                })
            let newFiles = tree.swiftFiles(in: "Sources/" + comparison.new.sourceFolder)
            html += "<h3>\(esc(comparison.old.name)) → \(esc(comparison.new.name))</h3>\n"
            for (name, newText) in newFiles {
                let oldName = comparison.old.file(withRoleOf: name, in: comparison.new)
                guard let oldText = oldFiles[oldName] else { continue }
                let diff = UnifiedDiff(old: oldText, new: newText, ignoringIndentation: true)
                guard !diff.isEmpty else { continue }
                let title = oldName == name ? esc(name) : "\(esc(oldName)) → \(esc(name))"
                html += "<h4><code>\(title)</code></h4>\n<pre class=\"diff\">"
                for hunk in diff.hunks() {
                    html +=
                        "<span class=\"hunk\">@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@</span>"
                    for line in hunk.lines {
                        switch line {
                        // Each line is a block of its own (for its background), so no newline between them.
                        case .kept(let text): html += "<span class=\"kept\"> \(SwiftHighlighter.html(text))</span>"
                        case .removed(let text): html += "<span class=\"del\">-\(SwiftHighlighter.html(text))</span>"
                        case .inserted(let text): html += "<span class=\"add\">+\(SwiftHighlighter.html(text))</span>"
                        }
                    }
                }
                html += "</pre>\n"
            }
            // What one pattern has and the other has not: a binding file, a view of its own.
            let newRoles = Set(newFiles.map { comparison.old.file(withRoleOf: $0.name, in: comparison.new) })
            let alone =
                oldFiles.keys.sorted().filter { !newRoles.contains($0) }.map { (comparison.old, $0) }
                + newFiles.map(\.name).filter {
                    oldFiles[comparison.old.file(withRoleOf: $0, in: comparison.new)] == nil
                }
                .map { (comparison.new, $0) }
            for (variant, name) in alone {
                html += "<p>Only in <code>Sources/\(esc(variant.sourceFolder))</code>: <code>\(esc(name))</code></p>\n"
            }
        }
        return html + "</section>\n"
    }

    private func esc(_ text: String) -> String {
        SwiftHighlighter.escape(text)
    }

    private static let style = """
        body { margin: 0 auto; max-width: 1240px; padding: 16px 20px 40px; font: 15px/1.45 system-ui, sans-serif; color: #1d1d1f; background: #fbfbfd; }
        h1 { font-size: 26px; margin: 8px 0; } h2 { font-size: 21px; margin-top: 36px; border-bottom: 1px solid #d2d2d7; }
        h3 { font-size: 16px; margin: 22px 0 8px; } h4 { font-size: 14px; margin: 16px 0 4px; }
        nav a { color: #0066cc; } code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; }
        table { border-collapse: collapse; margin: 12px 0; } th, td { padding: 5px 14px; border-bottom: 1px solid #e5e5ea; }
        thead th { vertical-align: bottom; text-align: right; } tbody th { text-align: left; font-weight: normal; }
        td { text-align: right; font-variant-numeric: tabular-nums; } tr.group th { font-weight: 600; padding-top: 12px; }
        .note { color: #515154; font-size: 13px; max-width: 900px; }
        .screens { display: flex; gap: 10px; overflow-x: auto; padding-bottom: 6px; }
        figure { margin: 0; flex: 0 0 auto; } figcaption { font: 600 12px ui-monospace, Menlo, Consolas, monospace; color: #515154; }
        pre { margin: 2px 0; padding: 8px; background: #fff; border: 1px solid #e5e5ea; border-radius: 6px;
              font: 11px/1.35 ui-monospace, Menlo, Consolas, monospace; overflow-x: auto; }
        pre.screen { width: 46ch; overflow: visible; white-space: pre-wrap; overflow-wrap: anywhere;
              font-size: clamp(11px, calc((min(100vw, 1240px) - 60px - var(--count) * 28px) / (var(--count) * 27.7)), 16px); }
        .identical { color: #1a7f37; } .different { color: #cf222e; font-weight: 600; }
        pre.diff { font-size: 12px; } pre.diff > span { display: block; white-space: pre; }
        .hunk { color: #6e7781; } .add { background: #e6ffec; } .del { background: #ffebe9; }
        .k { color: #ad3da4; font-weight: 600; } .s { color: #c41a16; } .c { color: #5d6c79; font-style: italic; } .n { color: #1c00cf; }
        footer { margin-top: 40px; color: #86868b; font-size: 12px; }
        """
}
