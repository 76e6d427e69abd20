import WorkshopSupport

/// What Swift's runtime wrote to standard error as a program crashed or was trapped: its message and
/// the stack of the thread that crashed, read from the text of the runtime's backtracer.
///
/// The backtracer prints `*** Swift runtime failure: arithmetic overflow ***` or Swift's own
/// `File.swift:3: Fatal error: …`, then one block per thread; the block headed
/// `Thread 1 "…" crashed:` lists that thread's frames, innermost first, as
/// `  0  0x… ThreatFormatting.distanceText(meters:) + 139 in Tests.xctest at /path/File.swift:21:32`.
/// Only the words are kept: the `***` decoration, addresses and registers are dropped.
package struct BacktraceText {
    /// One frame of the crashed thread's stack.
    package struct Frame: Equatable {
        /// The function, as the backtracer names it (`static ThreatFormatting.distanceText(meters:)`).
        package let function: String
        /// The absolute path of its source file.
        package let path: String
        /// Its line; `nil` when the backtracer knew the file but not the line.
        package let line: Int?
    }

    /// Swift's message (`Fatal error: Index out of range`, `Swift runtime failure: arithmetic overflow`),
    /// or `nil` when the runtime said none (a signal from outside, a bad memory access).
    package let message: String?
    /// The frames with a Swift source file, innermost first: of the crashed thread when the text says
    /// which thread crashed, else of every line that names a source file.
    package let frames: [Frame]

    /// Reads `standardError`, which may hold other output before and after the backtrace.
    package init(_ standardError: String) {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        message = lines.lazy.compactMap(Self.message(in:)).first
        // The crashed thread's block runs from its heading to the next heading or section.
        var block = lines[...]
        if let heading = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix("crashed:") }) {
            let rest = lines[(heading + 1)...]
            let end =
                rest.firstIndex { $0.hasPrefix("Thread ") || $0.hasPrefix("Registers:") || $0.hasPrefix("Images") }
                ?? rest.endIndex
            block = rest[..<end]
        }
        frames = block.compactMap(Self.frame(in:))
    }

    /// The innermost frame in a file under `folder` (an absolute path ending in `/`), if any.
    package func innermostFrame(under folder: String) -> Frame? {
        frames.first { $0.path.hasPrefix(folder) }
    }

    /// The message of one line, without the backtracer's `***` and Swift's `file:line:` prefix.
    private static func message(in line: Substring) -> String? {
        let kinds = ["Fatal error", "Precondition failed", "Assertion failed", "Swift runtime failure"]
        guard let start = kinds.lazy.compactMap({ line.range(of: $0 + ":")?.lowerBound }).first else { return nil }
        var text = line[start...]
        while text.hasSuffix("*") || text.hasSuffix(" ") { text = text.dropLast() }
        // `Fatal error:` with nothing after it reads better without the colon.
        return String(text.hasSuffix(":") ? text.dropLast() : text)
    }

    /// The end of a frame line with a Swift source file: ` at /PATH.swift:LINE:COLUMN`.
    ///
    /// Parsed once, not each time it is used as a literal is; matching changes nothing in it, so threads share it.
    private nonisolated(unsafe) static let sourcePlacePattern = /\sat (\/[^\n]*?\.swift)(?::([0-9]+))?(?::[0-9]+)?\s*$/

    /// A frame line's address and function: `0x… FUNCTION + 139 in IMAGE at `.
    ///
    /// Parsed once, not each time it is used as a literal is; matching changes nothing in it, so threads share it.
    private nonisolated(unsafe) static let functionPattern = #/0x[0-9a-fA-F]+ (.+?)(?: \+ [0-9]+)? in \S+ at /#

    /// A frame line with a Swift source file: `… 0x… FUNCTION + 139 in IMAGE at /PATH.swift:LINE:COLUMN`.
    private static func frame(in line: Substring) -> Frame? {
        guard let match = line.firstMatch(of: Self.sourcePlacePattern) else {
            return nil
        }
        var function = ""
        if let named = line.firstMatch(of: Self.functionPattern) {
            function = String(named.output.1)
        }
        return Frame(function: function, path: String(match.output.1), line: match.output.2.flatMap { Int($0) })
    }
}
