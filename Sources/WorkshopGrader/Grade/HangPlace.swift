import WorkshopSupport

/// Where a test was when the grader stopped it for running too long.
package enum HangPlace: Equatable {
    /// A thread was computing in the attendee's code: `location` is `path:line` relative to the kit (or
    /// the path alone when the line is not known), `function` the function it was in.
    case code(location: String, function: String)
    /// A thread was computing, but in no file of the exercise (in the kit or Swift's libraries).
    case elsewhere
    /// No thread was computing: the test waited for something that never came.
    case waiting
    /// The grader could not look (no `/proc` on this system).
    case unknown

    /// Whether it names a line of code, not just a file.
    package var hasLine: Bool {
        guard case .code(let location, _) = self else { return false }
        return location.contains(/\.swift:[0-9]+$/)
    }

    /// The place in words, after "stopped", with its leading space: ` while running
    /// ThreatFormatting.swift:21 (distanceText(meters:))`; empty when not known.
    package var clause: String { description.isEmpty ? "" : " " + description }

    /// The place in words: `while running ThreatFormatting.swift:21 (distanceText(meters:))`.
    package var description: String {
        switch self {
        case .code(let location, let function):
            "while running \(location)" + (function.isEmpty ? "" : " (\(function))")
        case .elsewhere: "while running code outside your files"
        case .waiting: "while waiting, with no code running"
        case .unknown: ""
        }
    }
}
