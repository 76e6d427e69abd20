import AppHost
import Foundation
import HeadlessUI
import ThreatKit
import WorkshopApp
import WorkshopSupport

/// One script run on every variant, with the screens each printed, step by step.
package struct ComparedRun: Sendable {
    /// One `screen` line of the script: what each variant showed there.
    package struct Step {
        /// The script line that printed the screens.
        package let line: Int
        /// One screen per variant, in the variants' order.
        package let screens: [String]

        /// Whether every variant showed exactly the same screen.
        package var isIdentical: Bool { Set(screens).count <= 1 }
    }

    /// The variants, in column order.
    package let variants: [Variant]
    /// The `screen` steps, in script order.
    package let steps: [Step]
    /// How the script ended on each variant: `nil` when it passed, else the line and what went wrong.
    package let failures: [String?]

    /// Runs `script` on each variant with the same options (and so the same access codes).
    /// - Parameters:
    ///   - script: The script to run.
    ///   - configuration: Threats, seed and failures, the same for every variant.
    ///   - variants: The variants, in column order.
    ///   - width: Columns of the printed screens.
    @MainActor
    package init(script: Script, configuration: AppConfiguration, variants: [Variant], width: Int) async {
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

    /// What a step's heading says of its screens: whether the variants shown agree, or, with one
    /// variant shown, just its id (there is nothing to compare).
    private func verdict(of step: Step) -> String {
        switch variants.count {
        case 1: variants[0].id
        case _ where !step.isIdentical: "DIFFERENT (≠ marks the lines)"
        case 2: "identical on both variants"
        default: "identical on all \(variants.count) variants"
        }
    }

    /// Every step's screens in columns laid out by `layout`, lines that differ marked `≠`, and each
    /// variant's outcome.
    package func text(layout: ScreenColumns) -> String {
        var output = ""
        for (number, step) in steps.enumerated() {
            output += "== screen \(number + 1), script line \(step.line): \(verdict(of: step))\n"
            output += layout.text(screens: step.screens, titles: variants.map(\.id)) + "\n"
        }
        for (variant, failure) in zip(variants, failures) {
            output += "\(variant.id): " + (failure.map { "FAILED at \($0)" } ?? "every expectation held") + "\n"
        }
        return output
    }
}
