import AppHost
import Foundation
import HeadlessUI
import ThreatKit

/// One script run on every variant, with the screens each printed, step by step.
@MainActor
struct ComparedRun {
    /// One `screen` line of the script: what each variant showed there.
    struct Step {
        /// The script line that printed the screens.
        let line: Int
        /// One screen per variant, in the variants' order.
        let screens: [String]

        /// Whether every variant showed exactly the same screen.
        var isIdentical: Bool { Set(screens).count <= 1 }
    }

    /// The variants, in column order.
    let variants: [Variant]
    /// The `screen` steps, in script order.
    let steps: [Step]
    /// How the script ended on each variant: `nil` when it passed, else the line and what went wrong.
    let failures: [String?]

    /// Runs `script` on each variant with the same options (and so the same access codes).
    /// - Parameters:
    ///   - script: The script to run.
    ///   - configuration: Threats, seed and failures, the same for every variant.
    ///   - variants: The variants, in column order.
    ///   - width: Columns of the printed screens.
    init(script: Script, configuration: AppConfiguration, variants: [Variant], width: Int) async {
        self.variants = variants
        var screensByLine: [Int: [String]] = [:]
        var lineOrder: [Int] = []
        var failures: [String?] = []
        for variant in variants {
            let driver = AppDriver(variant: variant, configuration: configuration)
            var runner = ScriptRunner(driver: driver) { line, _ in
                if screensByLine[line] == nil { lineOrder.append(line) }
                screensByLine[line, default: []].append(ScreenRenderer(width: width).render(driver.window))
            }
            await driver.settle()
            switch await runner.run(script) {
            case .passed: failures.append(nil)
            case .failed(let line, let message), .badLine(let line, let message):
                failures.append("line \(line): \(message)")
            }
        }
        steps = lineOrder.map { Step(line: $0, screens: screensByLine[$0] ?? []) }
        self.failures = failures
    }

    /// Every step's screens side by side in columns, lines that differ marked `≠`, and each variant's outcome.
    func text(columnWidth: Int) -> String {
        var output = ""
        for (number, step) in steps.enumerated() {
            let verdict =
                step.isIdentical ? "identical on all \(variants.count) variants" : "DIFFERENT (≠ marks the lines)"
            output += "== screen \(number + 1), script line \(step.line): \(verdict)\n"
            output += Self.columns(step.screens, titles: variants.map(\.id), width: columnWidth) + "\n"
        }
        for (variant, failure) in zip(variants, failures) {
            output += "\(variant.id): " + (failure.map { "FAILED at \($0)" } ?? "every expectation held") + "\n"
        }
        return output
    }

    /// `screens` side by side, each cut to `width` terminal columns (wide characters and emoji count 2),
    /// with a `≠` gutter where the lines differ.
    static func columns(_ screens: [String], titles: [String], width: Int) -> String {
        let split = screens.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let height = split.map(\.count).max() ?? 0
        func cell(_ text: String) -> String {
            text.truncated(toColumns: width).padded(toColumns: width)
        }
        var lines = ["  " + titles.map(cell).joined(separator: "   ")]
        for row in 0..<height {
            let cells = split.map { row < $0.count ? $0[row] : "" }
            let mark = Set(cells).count > 1 ? "≠ " : "  "
            lines.append(mark + cells.map(cell).joined(separator: "   "))
        }
        return lines.map { line in
            String(line[..<(line.lastIndex { $0 != " " }.map(line.index(after:)) ?? line.startIndex)])
        }
        .joined(separator: "\n")
    }
}
