import AppHost
import Foundation
import HeadlessUI
import WorkshopApp
import WorkshopSupport

/// The comparison table: one column a variant, one row a measure.
package struct MetricsTable {
    /// A row: its label, and one cell a variant.
    package struct Row {
        package let label: String
        package let cells: [String]
    }

    /// The variants, in column order.
    package let variants: [Variant]
    /// The rows, in order; a row without cells is a heading.
    package let rows: [Row]

    /// Measures every variant in `tree`.
    package init(variants: [Variant], tree: SourceTree) {
        self.variants = variants
        let shared = VariantMetrics.Shared(tree)
        let metrics = variants.map { VariantMetrics($0, in: tree, shared: shared) }
        func row(_ label: String, _ cell: (VariantMetrics) -> String) -> Row {
            Row(label: label, cells: metrics.map(cell))
        }
        func count(_ value: Int) -> String { value == 0 ? "–" : String(value) }
        rows = [
            Row(label: "Lines of code", cells: []),
            row("  views") { count($0.viewLines) },
            row("  view models") { count($0.viewModelLines) },
            row("  binding mechanism") { count($0.bindingLines) },
            row("  reactive library (Streams)") { $0.libraryLines.map(String.init) ?? "–" },
            row("Types declared") { String($0.typeCount) },
            row("Stored vars in views") { String($0.viewStoredVars) },
            row("View models import a UI module") { metrics in
                metrics.viewModelLines == 0 ? "–" : (metrics.widgetImports.isEmpty ? "no" : "YES")
            },
            row("Conformance scenarios") { String($0.conformanceScenarios) },
            row("Unit tests of its own") { String($0.unitTests) },
        ]
    }

    /// The table as aligned text, the labels left and the numbers right.
    package func text() -> String {
        let labelWidth = rows.map(\.label.terminalColumns).max() ?? 0
        let widths = variants.indices.map { column in
            max(
                variants[column].id.terminalColumns,
                rows.compactMap { $0.cells.indices.contains(column) ? $0.cells[column].terminalColumns : nil }.max()
                    ?? 0)
        }
        func line(_ label: String, _ cells: [String]) -> String {
            let padded = label.padded(toColumns: labelWidth)
            let columns = cells.enumerated().map { String(repeating: " ", count: widths[$0] - $1.terminalColumns) + $1 }
            return ([padded] + columns).joined(separator: "   ").trimmingTrailingSpaces()
        }
        return ([line("", variants.map(\.id))] + rows.map { line($0.label, $0.cells) }).joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string without spaces at its end.
    fileprivate func trimmingTrailingSpaces() -> String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
