import Foundation
import WorkshopSupport

/// Runs all of an exercise's tests to an outcome, even when attendee code crashes or hangs.
///
/// Swift Testing runs every test in one process, so a crash would end them all. The supervisor runs
/// the tests one at a time; when the program dies or is stopped, the test that was running gets the
/// blame, and the program runs again, skipping every test that has an outcome, until all have one.
///
/// A hang costs the exercise's limit once: when a test is stopped while spinning in the attendee's
/// code, every later test still running after ``TestTimeLimits/checkSeconds`` is looked at, and cut
/// short if it spins in the same place (see ``TestTimeLimits``).
package struct TestRunSupervisor {
    /// Runs the test program.
    package let launcher: any TestLauncher
    /// How long one test may run, in seconds.
    package let secondsPerTest: Double
    /// The exercise's folder (absolute path): crash locations inside it are shown relative to the kit.
    package let exerciseFolder: String
    /// Makes an absolute path relative to the kit.
    package let relativePath: (String) -> String
    /// Called often while a test runs, with its name and how long it has run (seconds).
    package var onRunning: (String, Double) -> Void = { _, _ in }

    /// What the runs found: the tests and suites, and each test function's outcome.
    package struct Result {
        /// Every test and suite found, in the program's order.
        package let tests: [TestEventRecord.TestDescription]
        /// The outcome of each test function, by id.
        package let outcomes: [String: TestOutcome]
        /// When no test was found, why: the program could not start, crashed or hung at once, found none.
        package let problem: String?
    }

    /// Runs until every test function has an outcome, or the program stops making progress.
    package func run() -> Result {
        var tests: [TestEventRecord.TestDescription] = []
        var outcomes: [String: TestOutcome] = [:]
        var problem: String?
        var functions: [String] { tests.filter { $0.kind == "function" }.map(\.id) }
        var stillToRun: [String] { functions.filter { outcomes[$0] == nil } }
        func giveUp(_ reason: String) {
            for id in stillToRun { outcomes[id] = .notRun(reason) }
        }
        func stop(_ reason: String) {
            giveUp(reason)
            problem = reason
        }

        var limits = TestTimeLimits(seconds: secondsPerTest)
        // The first test found spinning in the attendee's code, and the functions of theirs on its stack.
        var knownHang: (testID: String, place: HangPlace, functions: [String])?
        // Where the loop is, as precisely as a sample has told (a line rather than a file alone).
        var bestPlace = HangPlace.unknown
        // Tests looked at once after the short check, and found elsewhere.
        var lookedAtOnce: Set<String> = []

        // Each run gives at least one test an outcome or the full limit, or the loop ends: it cannot go
        // on forever.
        while true {
            let run = launcher.run(skipping: outcomes.keys.sorted(), limits: limits, onRunning: onRunning)
            var log = TestRunLog(known: tests, relativePath: relativePath)
            log.append(run.records)
            for test in log.discovered where !tests.contains(where: { $0.id == test.id }) {
                tests.append(test)
            }
            var progressed = false
            for (id, outcome) in log.finished where outcomes[id] == nil {
                outcomes[id] = outcome
                progressed = true
            }
            switch run.ending {
            case .exited(let status):
                if let culprit = log.running {
                    outcomes[culprit] = .crashed("the test program exited (status \(status)) while this test ran")
                    progressed = true
                } else {
                    // A run that ends by itself ran everything it was given.
                    giveUp("it did not run (disabled, or skipped by the test program)")
                }
            case .signaled(let signal):
                let crash = crashDescription(signal: signal, standardError: run.standardError)
                if let culprit = log.running {
                    outcomes[culprit] = .crashed(crash)
                    progressed = true
                } else if !progressed {
                    stop("the test program crashed before it ran: \(crash)")
                }
            case .stopped(let testID?, let seconds, let computing):
                let place = hangPlace(computing: computing, standardError: run.standardError, held: run.held)
                // A held thread's frames have places and no names: a place stands for its function.
                let functions =
                    computing == false
                    ? run.held.filter { $0.path.hasPrefix(exerciseFolder + "/Sources/") }.map { location(of: $0) }
                    : ownFunctions(in: run.standardError)
                if seconds < limits.seconds, let knownHang {
                    // A look after the short check: the same loop, or a slow test that deserves the full limit.
                    // A sample that lands in a library call can miss the attendee's frames, so a test gets
                    // two looks before it is judged busy elsewhere.
                    if Self.sameLoop(functions, knownHang.functions) {
                        outcomes[testID] = .cutShort(seconds: seconds, sameAs: knownHang.testID, place: place)
                        // A sample may land where the line is not known; one that knows it is kept.
                        if !knownHang.place.hasLine, place.hasLine { bestPlace = place }
                    } else if lookedAtOnce.insert(testID).inserted == false {
                        limits.exempt.insert(testID)
                    }
                } else {
                    outcomes[testID] = .timedOut(seconds: seconds, place: place)
                    if knownHang == nil, place.isInOwnCode {
                        knownHang = (testID, place, functions)
                        bestPlace = place
                        limits.check = TestTimeLimits.checkSeconds
                    }
                }
                progressed = true
            case .flooded(let testID?, let bytes):
                outcomes[testID] = .crashed(
                    "it wrote more than \(bytes >> 20) MB to standard error and was stopped: look for a print in a loop"
                )
                progressed = true
            case .flooded(nil, let bytes):
                stop("the test program wrote more than \(bytes >> 20) MB to standard error before it ran")
            case .stopped(nil, let seconds, _):
                stop("the test program stopped responding for \(Self.format(seconds)) s before it ran")
            case .notStarted(let reason):
                stop(reason)
            }
            if stillToRun.isEmpty || !progressed {
                giveUp("the test program ended before it ran")
                if let knownHang { Self.report(bestPlace, of: knownHang.testID, in: &outcomes) }
                let problem = tests.isEmpty ? problem ?? "the test program found no test" : nil
                return Result(tests: tests, outcomes: outcomes, problem: problem)
            }
        }
    }

    /// A crash in words: Swift's own message (`Fatal error: …`) and the innermost place in the exercise's
    /// code on the crashed thread's stack, else the signal.
    package func crashDescription(signal: Int32, standardError: String) -> String {
        let backtrace = BacktraceText(standardError)
        // What Swift's runtime says as it traps: `Fatal error: …` (also force-unwrapping nil, an index out
        // of range), `Precondition failed: …`, `Swift runtime failure: arithmetic overflow`, ….
        var description = backtrace.message ?? "the test program was killed by " + Self.signalName(signal)
        if let frame = ownFrame(in: backtrace) {
            description += " (at \(location(of: frame)))"
        }
        return description
    }

    /// Where a stopped test was: the innermost frame in the exercise's files of the thread that was
    /// trapped while computing, if there is one; when none computed, the innermost of the `held` thread's
    /// frames in the attendee's sources, if one was held there.
    package func hangPlace(computing: Bool?, standardError: String, held: [BacktraceText.Frame] = []) -> HangPlace {
        switch computing {
        case nil: return .unknown
        case false?:
            guard let frame = held.first(where: { $0.path.hasPrefix(exerciseFolder + "/Sources/") }) else {
                return .waiting
            }
            return .blocked(location: location(of: frame), function: frame.function)
        case true?:
            guard let frame = ownFrame(in: BacktraceText(standardError)) else { return .elsewhere }
            let function = frame.function.replacing(/^(static |class )/, with: "")
            return .code(location: location(of: frame), function: function)
        }
    }

    /// Gives the test that hung first, and every test cut short like it, the same `place`.
    private static func report(_ place: HangPlace, of firstHang: String, in outcomes: inout [String: TestOutcome]) {
        for (id, outcome) in outcomes {
            switch outcome {
            case .timedOut(let seconds, _) where id == firstHang:
                outcomes[id] = .timedOut(seconds: seconds, place: place)
            case .cutShort(let seconds, firstHang, _):
                outcomes[id] = .cutShort(seconds: seconds, sameAs: firstHang, place: place)
            default: break
            }
        }
    }

    /// The functions in the attendee's sources on the trapped thread's stack, innermost first.
    package func ownFunctions(in standardError: String) -> [String] {
        BacktraceText(standardError).frames.filter { $0.path.hasPrefix(exerciseFolder + "/Sources/") }.map(\.function)
    }

    /// Whether two stacks spin in the same loop: the innermost function of the attendee's on one is on
    /// the other. (A sample taken inside a library call can miss the caller's frame, so the innermost
    /// functions alone may differ for the same loop.)
    package static func sameLoop(_ stack: [String], _ other: [String]) -> Bool {
        guard let innermost = stack.first, let otherInnermost = other.first else { return false }
        return other.contains(innermost) || stack.contains(otherInnermost)
    }

    /// The innermost frame in the attendee's sources, else in the exercise's tests.
    private func ownFrame(in backtrace: BacktraceText) -> BacktraceText.Frame? {
        backtrace.innermostFrame(under: exerciseFolder + "/Sources/")
            ?? backtrace.innermostFrame(under: exerciseFolder + "/")
    }

    /// `path:line` relative to the kit, or the path alone when the line is not known.
    private func location(of frame: BacktraceText.Frame) -> String {
        relativePath(frame.path) + (frame.line.map { ":\($0)" } ?? "")
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 4: "signal 4 (illegal instruction: a Swift runtime trap)"
        case 5: "signal 5 (trace trap: a Swift runtime trap)"
        case 6: "signal 6 (abort)"
        case 9: "signal 9 (killed)"
        case 11: "signal 11 (segmentation fault: a bad memory access, or a stack overflow from endless recursion)"
        default: "signal \(signal)"
        }
    }

    package static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
