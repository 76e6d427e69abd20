import WorkshopSupport

/// The first errors of a failed build, for people: each error line with the code excerpt the
/// compiler printed under it, paths relative to the kit.
package struct CompilerDiagnostics: Equatable {
    /// The errors, each one or more lines, in the order the compiler gave them, without repeats.
    package let errors: [String]

    /// Diagnostics with these errors.
    package init(errors: [String]) {
        self.errors = errors
    }

    /// Picks the first `limit` distinct errors out of `output`, the build's whole output.
    /// - Parameters:
    ///   - output: What `swift build` printed.
    ///   - limit: How many errors to keep.
    ///   - relativePath: Makes an absolute path relative to the kit.
    package init(output: String, limit: Int = 3, relativePath: (String) -> String) {
        var errors: [String] = []
        var current: [String]?
        var seen: Set<String> = []
        func close() {
            // The same error is often printed twice (once with its excerpt): keep its first telling.
            if let current, let first = current.first, seen.insert(first).inserted {
                errors.append(current.joined(separator: "\n"))
            }
            current = nil
        }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let match = line.wholeMatch(of: /(\/[^:]+):([0-9]+):([0-9]+): error: (.*)/) {
                close()
                let path = relativePath(String(match.output.1))
                current = ["\(path):\(match.output.2):\(match.output.3): error: \(match.output.4)"]
            } else if line.hasPrefix("error: ") {
                close()
                // The driver's own summary of a failed compile adds nothing to the errors above it.
                if !line.hasPrefix("error: emit-module command failed"), !line.hasPrefix("error: fatalError") {
                    current = [Self.explained(line)]
                }
            } else if current != nil, line.contains(/^ *([0-9]+ )?\|/) {
                // The excerpt under an error: `12 |     let x = y` and the `|     `- error: …` marks.
                current?.append(line)
            } else {
                close()
            }
        }
        close()
        self.errors = Array(errors.prefix(limit)).map { error in
            // Paths inside messages too (an invalid manifest, overlapping sources), relative to the kit.
            error.replacing(/\/[^\s'",:\]\[]+/) { relativePath(String($0.output)) }
        }
    }

    /// SwiftPM's error for an undeclared import, with what to do about it; any other line unchanged.
    ///
    /// Such an import builds or not depending on what another exercise built first in the shared build
    /// folder, so the grader checks imports (`--explicit-target-dependency-import-check=error`).
    package static func explained(_ line: String) -> String {
        // `error: Target T imports another target (M) in the package without declaring it a dependency.`
        let pattern = /error: Target (\S+) imports another target \((\S+)\) in the package without declaring/
        guard let match = line.prefixMatch(of: pattern) else { return line }
        let (target, module) = (match.output.1, match.output.2)
        return "error: \(target) imports \(module), which its Package.swift does not list among the dependencies"
            + " of \(target): remove the import, or add .product(name: \"\(module)\", package: kit) there."
    }
}
