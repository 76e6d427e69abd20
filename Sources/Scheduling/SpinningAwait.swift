import Foundation

/// What the loop of a task that never waits awaits, read from the line the task resumes at: why its
/// awaits never wait, and what to write instead.
public enum SpinningAwait: Equatable, Sendable {
    /// A sleep whose error is dropped (`try? await Task.sleep…`): once the task is cancelled, each sleep
    /// throws at once, and `try?` hides it, so the loop goes round for ever.
    case sleepIgnoringCancellation
    /// `await Task.yield()` alone: it gives the turn up and takes it back.
    case yield
    /// Something else, or the line cannot be read.
    case unknown

    /// What the line of source `line` awaits.
    public init(line: String) {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if code.contains("try?"), code.contains("sleep") {
            self = .sleepIgnoringCancellation
        } else if code.contains("Task.yield") {
            self = .yield
        } else {
            self = .unknown
        }
    }

    /// What the line at `place` awaits; ``unknown`` when there is no place or its file cannot be read.
    public init(at place: SourceSymbolizer.Place?) {
        guard let place, let text = try? String(contentsOfFile: place.path, encoding: .utf8) else {
            self = .unknown
            return
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        self = lines.indices.contains(place.line - 1) ? SpinningAwait(line: String(lines[place.line - 1])) : .unknown
    }

    /// Why the loop never ends and what to do, as a sentence after "A task never waits at PLACE: ".
    public var advice: String {
        switch self {
        case .sleepIgnoringCancellation:
            "its `try? await Task.sleep` returns at once after cancellation. Use `try await`, or check"
                + " Task.isCancelled, to end the loop."
        case .yield:
            "a loop that only awaits Task.yield() never ends. Await the clock or loop over an async sequence instead."
        case .unknown:
            "its awaits return at once (Task.yield(), or a sleep after cancellation). Await the clock, or end the"
                + " loop when cancelled."
        }
    }
}
