import WorkshopSupport

/// Where a test was when the grader stopped it for running too long.
package enum HangPlace: Equatable {
    /// A thread was computing in the attendee's code: `location` is `path:line` relative to the kit (or
    /// the path alone when the line is not known), `function` the function it was in.
    case code(location: String, function: String)
    /// No thread was computing, and the main thread was held in a wait in the attendee's code (a semaphore,
    /// a lock): `location` and `function` as for ``code(location:function:)``.
    case blocked(location: String, function: String)
    /// A thread was computing, but in no file of the exercise (in the kit or Swift's libraries).
    case elsewhere
    /// No thread was computing: the test waited for something that never came.
    case waiting
    /// The grader could not look (no `/proc` on this system).
    case unknown

    /// Whether it names a line of code, not just a file.
    package var hasLine: Bool {
        switch self {
        case .code(let location, _), .blocked(let location, _): location.contains(/\.swift:[0-9]+$/)
        default: false
        }
    }

    /// Whether it names a place in the attendee's code, where a thread computed or was held.
    package var isInOwnCode: Bool {
        switch self {
        case .code, .blocked: true
        default: false
        }
    }

    /// The place in words, after "stopped", with its leading space: ` while running
    /// ThreatFormatting.swift:21 (distanceText(meters:))`; empty when not known.
    package var clause: String { description.isEmpty ? "" : " " + description }

    /// The place in words: `while running ThreatFormatting.swift:21 (distanceText(meters:))`.
    package var description: String {
        switch self {
        case .code(let location, let function):
            "while running \(location)" + (function.isEmpty ? "" : " (\(function))")
        case .blocked(let location, let function):
            "while held in a wait at \(location)" + (function.isEmpty ? "" : " (\(function))")
                + ", with no code running"
        case .elsewhere: "while running code outside your files"
        case .waiting: "while waiting, with no code running"
        case .unknown: ""
        }
    }
}
