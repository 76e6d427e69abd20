import WorkshopSupport

/// Writes grades for people: per exercise, each task with ✔ or ✘ (crashed, timed out), its points,
/// and for a task not done, the first test that did not pass, in words, with the hint command.
package struct GradeReportText {
    /// Whether to color the marks (a terminal, and `NO_COLOR` unset).
    package let useColor: Bool
    /// Which tasks have a hint to offer.
    package let hasHint: (String) -> Bool

    /// The whole report of one exercise, ending with a newline.
    package func exercise(_ grade: ExerciseGrade) -> String {
        let manifest = grade.exercise.manifest
        let heading = "\(grade.exercise.name): \(manifest.title)"
        var lines: [String] = []
        switch grade.result {
        case .didNotCompile(let diagnostics):
            lines.append(row(heading, points: "0/\(manifest.maxPoints)", indent: 0))
            lines.append("  " + paint("✘", .red) + " It does not compile, so no test ran. The first errors:")
            for error in diagnostics.errors {
                lines += error.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
            }
            lines.append("    Other exercises are not affected.")
        case .cannotBuild(let reason):
            lines.append(row(heading, points: "0/\(manifest.maxPoints)", indent: 0))
            lines.append("  " + paint("✘", .red) + " It cannot be built: " + reason)
        case .testsDidNotRun(let reason):
            lines.append(row(heading, points: "0/\(manifest.maxPoints)", indent: 0))
            lines.append("  " + paint("✘", .red) + " It compiles, but its tests did not run: " + reason)
        case .graded(let tasks, let ungraded):
            lines.append(row(heading, points: "\(grade.points)/\(manifest.maxPoints)", indent: 0))
            for task in tasks {
                lines += self.task(task, of: grade)
            }
            lines += cutShortSummary(tasks.flatMap(\.tests) + ungraded)
            if !ungraded.isEmpty {
                let names = ungraded.map(\.name).joined(separator: ", ")
                lines.append("  Not graded (their suites name no task of exercise.json): \(names)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An exercise whose folder is not a gradable exercise (a manifest missing or wrong), in the report.
    package func cannotGrade(_ name: String, because problem: String) -> String {
        "\(name): cannot be graded\n  " + paint("✘", .red) + " " + problem + "\n"
    }

    /// The closing line: `2/4 exercises · 61/400 points in Exercises, …`, over the whole tree.
    ///
    /// It counts the latest grade of every exercise of the tree, not only those just graded, so an
    /// attendee sees the whole workshop's progress after grading one exercise.
    package func progress(complete: Int, of count: Int, points: Int, maxPoints: Int, tree: String) -> String {
        "\(complete)/\(count) exercises · \(points)/\(maxPoints) points in \(tree), from each one's latest grade\n"
    }

    private func task(_ task: ExerciseGrade.TaskGrade, of grade: ExerciseGrade) -> [String] {
        let points = "\(task.points)/\(task.task.points)"
        let title = "\(task.task.id)  \(task.task.title)"
        guard let problem = task.firstProblem else {
            if task.tests.isEmpty {
                let heading = row(
                    paint("✘", .red) + " " + title + " · no test grades this task", points: points, indent: 2)
                return [heading, "        " + task.whyNoTest]
            }
            if let chaffs = task.chaffs {
                return self.task(task, caught: chaffs, title: title, points: points)
            }
            return [row(paint("✔", .green) + " " + title, points: points, indent: 2)]
        }
        var state = ""
        var details: [String]
        switch problem.outcome {
        case .passed:
            details = []
        case .failed(let failure):
            details = [testName(problem)] + failure.summary.split(separator: "\n").map(String.init)
            if task.chaffs != nil {
                state = " · " + paint("a test is wrong", .yellow)
                details[0] += " fails against the correct view models: a test must pass there before it can"
                details.insert("catch a broken version, so the task scores nothing until it does.", at: 1)
            }
            if let place = grade.whereToLook(for: failure, of: problem) {
                details += place.split(separator: "\n").map { paint(String($0), .dim) }
            }
        case .crashed(let message):
            state = " · " + paint("crashed", .yellow)
            details = [testName(problem) + " crashed:", message]
            if task.chaffs != nil {
                details[0] = testName(problem) + " crashed against the correct view models: a test must pass there"
                details.insert("before it can catch a broken version, so the task scores nothing until it does.", at: 1)
            }
            if let place = grade.whereToLook(forCrash: message, of: problem) {
                details.append(paint(place, .dim))
            }
        case .timedOut(let seconds, let place):
            state = " · " + paint("timed out", .yellow)
            let limit = TestRunSupervisor.format(seconds)
            details = [testName(problem) + " ran for more than \(limit) s and was stopped" + place.clause + "."]
            details.append(Self.advice(for: place))
        case .cutShort(let seconds, _, let place):
            state = " · " + paint("timed out", .yellow)
            let limit = TestRunSupervisor.format(seconds)
            details = [testName(problem) + " was stopped after \(limit) s" + place.clause + "."]
            details.append(Self.advice(for: place))
        case .notRun(let reason):
            details = [testName(problem) + " did not run: " + reason]
        }
        let others = task.tests.filter { !$0.outcome.isPassed }.count - 1
        if others > 0 {
            details.append("(and \(others) more test\(others == 1 ? "" : "s") of this task)")
        }
        // What already holds, so that a half-done task shows its progress (a refactor's safety net is green).
        let passing = task.tests.filter(\.outcome.isPassed)
        if !passing.isEmpty, task.chaffs == nil {
            let names = passing.prefix(3).map { "“\($0.name.components(separatedBy: " › ").last ?? $0.name)”" }
            details.append(
                paint("✔", .green) + " \(passing.count) of \(task.tests.count) pass: "
                    + names.joined(separator: ", ") + (passing.count > 3 ? ", …" : ""))
        }
        if hasHint(task.task.id) {
            details.append(paint("stuck? swift run workshop grade --hint \(task.task.id)", .dim))
        }
        return [row(paint("✘", .red) + " " + title + state, points: points, indent: 2)]
            + details.map { "        " + $0 }
    }

    /// A task graded with chaffs whose tests all pass against the correct view models: how many broken
    /// versions they caught, and each one missed, in words.
    private func task(
        _ task: ExerciseGrade.TaskGrade, caught chaffs: [ExerciseGrade.CaughtChaff], title: String, points: String
    ) -> [String] {
        let count = "caught \(chaffs.count - task.uncaught.count) of \(chaffs.count) broken versions"
        guard !task.uncaught.isEmpty else {
            return [row(paint("✔", .green) + " " + title + " · " + count, points: points, indent: 2)]
        }
        var lines = [row(paint("✘", .red) + " " + title + " · " + count, points: points, indent: 2)]
        lines += task.uncaught.map { "        " + $0.sentence + " was not caught." }
        if hasHint(task.task.id) {
            lines.append("        " + paint("stuck? swift run workshop grade --hint \(task.task.id)", .dim))
        }
        return lines
    }

    /// What to look for, given where a stopped test was.
    private static func advice(for place: HangPlace) -> String {
        switch place {
        case .code: "Look there for a loop that never ends."
        case .blocked:
            "Look there for a wait that holds the thread (DispatchSemaphore.wait(), a lock) for work that needs"
                + " that same thread, such as a Task on the main actor: await the work instead of waiting for it."
        case .waiting: "Look for a wait for something that never comes: a completion never called, a timer never fired."
        case .elsewhere: "Look for a loop that never ends, or a wait for something that never comes."
        case .unknown:
            "Look for a loop that never ends, or a wait for something that never comes (a Mac cannot show where:"
                + " the line is found through Linux's /proc)."
        }
    }

    /// Tests cut short because they hung like an earlier one: which, and why (empty when there are none).
    private func cutShortSummary(_ tests: [ExerciseGrade.Test]) -> [String] {
        let cut = tests.compactMap { test -> (ExerciseGrade.Test, String, Double, HangPlace)? in
            guard case .cutShort(let seconds, let sameAs, let place) = test.outcome else { return nil }
            return (test, sameAs, seconds, place)
        }
        guard let (_, sameAs, seconds, place) = cut.first else { return [] }
        let first = tests.first { $0.id == sameAs }.map(testName) ?? "another test"
        let count = cut.count == 1 ? "1 test was" : "\(cut.count) tests were"
        let how = if case .blocked = place { "held" } else { "spinning" }
        return [
            "  \(count) stopped after \(TestRunSupervisor.format(seconds)) s rather than the full limit: each was"
                + " \(how) in the same place as \(first), so it would have hung the same way:",
            "    " + cut.map { testName($0.0) }.joined(separator: ", "),
        ]
    }

    private func testName(_ test: ExerciseGrade.Test) -> String {
        "“" + (test.name.components(separatedBy: " › ").last ?? test.name) + "”"
    }

    /// `text` with `points` right-aligned at column 78 (escape codes take no room on screen).
    private func row(_ text: String, points: String, indent: Int) -> String {
        let visible = indent + Self.visibleWidth(text)
        let gap = max(2, 78 - visible - points.count)
        return String(repeating: " ", count: indent) + text + String(repeating: " ", count: gap) + points
    }

    /// A terminal's colour escape code.
    ///
    /// Parsed once, not each time it is used as a literal is; matching changes nothing in it, so threads share it.
    private nonisolated(unsafe) static let escapeCodePattern = /\u{1B}\[[0-9;]*m/

    private static func visibleWidth(_ text: String) -> Int {
        text.replacing(Self.escapeCodePattern, with: "").count
    }

    private enum Color: String {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case dim = "2"
    }

    private func paint(_ text: String, _ color: Color) -> String {
        useColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
