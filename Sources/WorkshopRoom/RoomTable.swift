import Foundation

/// The room at a glance, for the instructor: a row per attendee, a column per exercise, and who looks
/// stuck; as text for the terminal, as JSON, or as a self-contained page (``RoomPage``).
package struct RoomTable: Equatable {
    /// Minutes a task may fail without a break before its attendee looks stuck.
    package var stuckAfter = 10.0
    /// Minutes without a grade after which an attendee looks stuck (or away).
    package var idleAfter = 15.0

    /// One attendee's row.
    package struct Row: Codable, Equatable {
        /// The attendee's name.
        package let name: String
        /// By exercise number (`01`): the points, and each task's status.
        package let exercises: [String: Cell]
        /// Minutes since the last grade.
        package let minutesSinceGrade: Int
        /// Why they look stuck, in a few words (`01.2 failing for 14 min`, `no grade for 20 min`);
        /// `nil` when they do not.
        package let stuck: String?
    }

    /// One attendee's grade of one exercise.
    package struct Cell: Codable, Equatable {
        /// Earned.
        package let points: Int
        /// Possible.
        package let maxPoints: Int
        /// Each task's id (`01.2`) and whether it is done, in order.
        package let tasks: [Task]
        /// The first test not passing in the first task not done; `nil` when all are done.
        package let failingTest: String?
    }

    /// A task's id and whether it is done.
    package struct Task: Codable, Equatable {
        /// `01.2`.
        package let id: String
        /// Whether it earned all its points.
        package let isDone: Bool
    }

    /// The exercises anyone has graded, by number (`01`), in order, with how many attendees are done with each.
    package struct Total: Codable, Equatable {
        /// The exercise's number, `03`.
        package let exercise: String
        /// How many attendees have all its points.
        package let done: Int
        /// How many attendees the room has.
        package let attendees: Int
    }

    /// The rows and totals of `attendees` at `now`.
    package func rows(_ attendees: [RoomProgress], at now: Date) -> (rows: [Row], totals: [Total]) {
        let rows = attendees.sorted { $0.name < $1.name }.map { row(of: $0, at: now) }
        let numbers = Set(rows.flatMap(\.exercises.keys)).sorted()
        let totals = numbers.map { number in
            Total(
                exercise: number,
                done: rows.filter { $0.exercises[number].map { $0.points == $0.maxPoints } ?? false }.count,
                attendees: rows.count)
        }
        return (rows, totals)
    }

    private func row(of progress: RoomProgress, at now: Date) -> Row {
        var cells: [String: Cell] = [:]
        for (name, exercise) in progress.exercises {
            let number = String(name.prefix(2))
            let tasks = exercise.tasks.sorted { $0.key.localizedStandardCompare($1.key) == .orderedAscending }
            cells[number] = Cell(
                points: exercise.points, maxPoints: exercise.maxPoints,
                tasks: tasks.map { Task(id: $0.key, isDone: $0.value.isDone) },
                failingTest: tasks.first { !$0.value.isDone }.flatMap { $0.value.failingTest ?? exercise.problem })
        }
        // Never graded: idle since joining (a file without a join time counts from now).
        let lastGrade = progress.exercises.values.map(\.lastGraded).max() ?? progress.joined ?? now
        let idle = now.timeIntervalSince(lastGrade) / 60
        // The task failing longest among the latest exercise's: what the attendee is on now.
        let latest = progress.exercises.values.max { $0.lastGraded < $1.lastGraded }
        let failing = latest?.tasks.compactMap { id, task in
            task.failingSince.map { (id, now.timeIntervalSince($0) / 60) }
        }
        .max { $0.1 < $1.1 }
        var stuck: String?
        if idle >= idleAfter {
            stuck =
                progress.exercises.isEmpty
                ? "no grade since joining \(Int(idle)) min ago" : "no grade for \(Int(idle)) min"
        } else if let failing, failing.1 >= stuckAfter, latest.map({ $0.points < $0.maxPoints }) ?? false {
            stuck = "\(failing.0) failing for \(Int(failing.1)) min"
        }
        return Row(name: progress.name, exercises: cells, minutesSinceGrade: max(0, Int(idle)), stuck: stuck)
    }

    /// The table as text: a header of exercise numbers, a row per attendee (points and ✔/✘ per task), the
    /// minutes since each one's last grade and why they look stuck, then a line per exercise.
    package func text(_ attendees: [RoomProgress], at now: Date) -> String {
        let (rows, totals) = rows(attendees, at: now)
        guard !rows.isEmpty else {
            return "Nobody has published yet: attendees join with `swift run workshop room join URL --name NAME`,"
                + " and every `workshop grade` publishes.\n"
        }
        let numbers = totals.map(\.exercise)
        let nameWidth = max(8, rows.map(\.name.count).max() ?? 0)
        let cellWidth = max(
            8, rows.flatMap { $0.exercises.values.map { "\($0.points) \(marks($0))".count } }.max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        var lines = [
            pad("attendee", nameWidth) + "  " + numbers.map { pad($0, cellWidth) }.joined(separator: "  ")
                + "  last grade"
        ]
        for row in rows {
            let cells = numbers.map { number in
                pad(row.exercises[number].map { "\($0.points) \(marks($0))" } ?? "–", cellWidth)
            }
            lines.append(
                pad(row.name, nameWidth) + "  " + cells.joined(separator: "  ")
                    + (row.exercises.isEmpty
                        ? "  joined \(row.minutesSinceGrade) min ago" : "  \(row.minutesSinceGrade) min ago")
                    + (row.stuck.map { "  ⚠ \($0)" } ?? ""))
        }
        lines.append("")
        lines += totals.map { "\($0.done) of \($0.attendees) done with \($0.exercise)" }
        let stuck = rows.filter { $0.stuck != nil }
        lines.append(
            stuck.isEmpty ? "Nobody looks stuck." : "Looks stuck: " + stuck.map(\.name).joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// ✔ or ✘ per task, in order.
    private func marks(_ cell: Cell) -> String {
        cell.tasks.map { $0.isDone ? "✔" : "✘" }.joined()
    }

    /// The table as JSON: `{"generated": …, "attendees": [rows], "exercises": [totals]}`.
    package func json(_ attendees: [RoomProgress], at now: Date) -> Data {
        struct Document: Encodable {
            let generated: Date
            let attendees: [Row]
            let exercises: [Total]
        }
        let (rows, totals) = rows(attendees, at: now)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(Document(generated: now, attendees: rows, exercises: totals))) ?? Data()
    }
}
