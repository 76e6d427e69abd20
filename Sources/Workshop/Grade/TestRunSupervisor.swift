import Foundation

/// Runs all of an exercise's tests to an outcome, even when attendee code crashes or hangs.
///
/// Swift Testing runs every test in one process, so a crash would end them all. The supervisor runs
/// the tests one at a time; when the program dies or is stopped, the test that was running gets the
/// blame, and the program runs again, skipping every test that has an outcome, until all have one.
struct TestRunSupervisor {
    /// Runs the test program.
    let launcher: any TestLauncher
    /// How long one test may run, in seconds.
    let secondsPerTest: Double
    /// The exercise's folder (absolute path): crash locations inside it are shown relative to the kit.
    let exerciseFolder: String
    /// Makes an absolute path relative to the kit.
    let relativePath: (String) -> String

    /// What the runs found: the tests and suites, and each test function's outcome.
    struct Result {
        /// Every test and suite found, in the program's order.
        let tests: [TestEventRecord.TestDescription]
        /// The outcome of each test function, by id.
        let outcomes: [String: TestOutcome]
        /// When no test was found, why: the program could not start, crashed or hung at once, found none.
        let problem: String?
    }

    /// Runs until every test function has an outcome, or the program stops making progress.
    func run() -> Result {
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

        // Each run gives at least one test an outcome, or the loop ends: it cannot go on forever.
        while true {
            let run = launcher.run(skipping: outcomes.keys.sorted(), secondsPerTest: secondsPerTest)
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
            case .stopped(let testID?, let seconds):
                outcomes[testID] = .timedOut(seconds: seconds)
                progressed = true
            case .flooded(let testID?, let bytes):
                outcomes[testID] = .crashed(
                    "it wrote more than \(bytes >> 20) MB to standard error and was stopped: look for a print in a loop"
                )
                progressed = true
            case .flooded(nil, let bytes):
                stop("the test program wrote more than \(bytes >> 20) MB to standard error before it ran")
            case .stopped(nil, let seconds):
                stop("the test program stopped responding for \(Self.format(seconds)) s before it ran")
            case .notStarted(let reason):
                stop(reason)
            }
            if stillToRun.isEmpty || !progressed {
                giveUp("the test program ended before it ran")
                let problem = tests.isEmpty ? problem ?? "the test program found no test" : nil
                return Result(tests: tests, outcomes: outcomes, problem: problem)
            }
        }
    }

    /// A crash in words: Swift's own message (`Fatal error: …`) and the first place in the exercise's
    /// code the backtrace goes through, else the signal.
    func crashDescription(signal: Int32, standardError: String) -> String {
        var description: String
        // What Swift's runtime says as it traps: `Fatal error: …` (also force-unwrapping nil, an index out
        // of range), `Precondition failed: …`, `Swift runtime failure: arithmetic overflow`, ….
        let messages = /(Fatal error|Precondition failed|Assertion failed|Swift runtime failure): ?([^\n]*)/
        if let message = standardError.firstMatch(of: messages) {
            description = message.output.1 + ": " + message.output.2
        } else {
            description = "the test program was killed by " + Self.signalName(signal)
        }
        let frames = standardError.matches(of: /\sat (\/[^\n]*?\.swift):([0-9]+)/).map {
            (path: String($0.output.1), line: String($0.output.2))
        }
        let ownSources = exerciseFolder + "/Sources/"
        if let frame = frames.first(where: { $0.path.hasPrefix(ownSources) })
            ?? frames.first(where: { $0.path.hasPrefix(exerciseFolder + "/") })
        {
            description += " (at \(relativePath(frame.path)):\(frame.line))"
        }
        return description
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

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
