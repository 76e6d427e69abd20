import Foundation
import WorkshopSupport

/// One attendee's progress as the room sees it: what `workshop grade` publishes after each grade, and the
/// only thing that leaves the laptop (no code, no test output).
///
/// Per exercise (`01-RefactorToMVVM`) and task (`01.2`): points, whether it is done, the first test that
/// fails, when it was first tried and last graded, and since when it has failed without a break. Dates are
/// ISO 8601, in UTC. It is one file, `progress.json`, in each commit the attendee pushes to the room.
package struct RoomProgress: Codable, Equatable, Sendable {
    /// What every file says it is, so that the room refuses anything else.
    package static let formatName = "threat-watch-workshop.room-progress"
    /// The version of the shape below.
    package static let currentVersion = 1
    /// The largest file the room accepts, in bytes: thirty exercises' worth of tasks fit in a tenth of it.
    package static let maximumSize = 64 * 1024

    /// ``formatName``.
    package var format = Self.formatName
    /// ``currentVersion``.
    package var version = Self.currentVersion
    /// The attendee's name in the room, as joined (`ana`).
    package var name: String
    /// When the attendee joined the room; `nil` in a file made before the room kept it.
    package var joined: Date?
    /// git's hash of the name's key (`git hash-object` of it), or `nil` in a progress not yet committed.
    ///
    /// The key is a random secret, 32 hexadecimal digits, made by the laptop that claims the name and kept
    /// there; each push sends it as a push option, never stored, and the room takes a push to a name only
    /// when the key's hash is its last file's (``RoomPushCheck``). Only the hash is in the room, since
    /// anything in the room's objects can be read byte by byte by a determined pusher.
    package var keyHash: String?
    /// By exercise folder name.
    package var exercises: [String: Exercise] = [:]

    /// An exercise's latest grade.
    package struct Exercise: Codable, Equatable, Sendable {
        /// Earned.
        package var points: Int
        /// Possible.
        package var maxPoints: Int
        /// When it was first graded.
        package var firstTried: Date
        /// When it was last graded.
        package var lastGraded: Date
        /// Why its tests did not run (`does not compile`), or `nil` when they did.
        package var problem: String?
        /// By task id (`01.2`).
        package var tasks: [String: Task]

        /// An exercise's grade; dates in UTC, `problem` `nil` when its tests ran.
        package init(
            points: Int, maxPoints: Int, firstTried: Date, lastGraded: Date, problem: String?, tasks: [String: Task]
        ) {
            (self.points, self.maxPoints, self.firstTried, self.lastGraded) = (
                points, maxPoints, firstTried, lastGraded
            )
            (self.problem, self.tasks) = (problem, tasks)
        }
    }

    /// A task's latest grade.
    package struct Task: Codable, Equatable, Sendable {
        /// Its title, as `exercise.json` gives it.
        package var title: String
        /// Earned.
        package var points: Int
        /// Possible.
        package var maxPoints: Int
        /// Whether it earned all its points.
        package var isDone: Bool
        /// The name of the first test that does not pass, or `nil` when all pass (or none ran).
        package var failingTest: String?
        /// When it was first graded.
        package var firstTried: Date
        /// When it was last graded.
        package var lastGraded: Date
        /// When the failing that goes on now began; `nil` while it is done.
        package var failingSince: Date?
    }

    /// Empty progress of `name`, who joined at `joined` (`nil`: not said), with `keyHash` (`nil`: none yet).
    package init(name: String, joined: Date? = nil, keyHash: String? = nil) {
        self.name = name
        self.joined = joined
        self.keyHash = keyHash
    }

    /// The hash of `key` as the room keeps it: git's object name of it (`git hash-object --stdin`, which
    /// stores nothing); `nil` when git cannot be run.
    package static func hash(ofKey key: String) -> String? {
        guard
            let hashed = Git(folder: URL(fileURLWithPath: "/")).run(["hash-object", "--stdin"], input: Data(key.utf8)),
            hashed.status == 0
        else { return nil }
        return hashed.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A new name's key: 128 random bits as 32 hexadecimal digits.
    package static func makeKey() -> String {
        (0..<2).map { _ in
            let digits = String(UInt64.random(in: .min ... .max), radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        .joined()
    }

    /// The progress in `data`, checked as the room checks it.
    /// - Throws: ``Refusal`` when it is not the kit's progress file, is too large, or holds values no grade
    ///   makes (negative points, more than possible, names too long).
    package init(checking data: Data) throws(Refusal) {
        guard data.count <= Self.maximumSize else {
            throw Refusal("its progress file is \(data.count) bytes, more than the room's \(Self.maximumSize)")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let decoded: RoomProgress
        do {
            decoded = try decoder.decode(RoomProgress.self, from: data)
        } catch {
            throw Refusal("its progress file is not the kit's progress JSON")
        }
        guard decoded.format == Self.formatName, decoded.version == Self.currentVersion else {
            throw Refusal(
                "its progress file is not the kit's progress JSON (format \(Self.formatName) \(Self.currentVersion))")
        }
        guard Self.isPlain(decoded.keyHash ?? "", atMost: 64) else { throw Refusal("its key's hash is not git's") }
        guard decoded.exercises.count <= 30 else { throw Refusal("its progress holds more than 30 exercises") }
        guard Self.isTime(decoded.joined) else { throw Refusal("its join time is not a time of this workshop") }
        for (name, exercise) in decoded.exercises {
            let valid =
                name.count <= 80 && name.wholeMatch(of: /[0-9]{2}-[A-Za-z0-9]+/) != nil
                && Self.isPlain(exercise.problem ?? "", atMost: 300)
                && Self.isGrade(exercise.points, of: exercise.maxPoints) && exercise.tasks.count <= 20
                && Self.isTime(exercise.firstTried) && Self.isTime(exercise.lastGraded)
                && exercise.tasks.allSatisfy { id, task in
                    id.count <= 20 && id.wholeMatch(of: /[0-9]{2}\.[0-9]+/) != nil
                        && Self.isPlain(task.title, atMost: 200) && Self.isPlain(task.failingTest ?? "", atMost: 300)
                        && Self.isGrade(task.points, of: task.maxPoints)
                        && Self.isTime(task.firstTried) && Self.isTime(task.lastGraded)
                        && Self.isTime(task.failingSince)
                }
            guard valid else {
                throw Refusal("its progress for \(Self.plain(name, atMost: 80)) holds values no grade makes")
            }
        }
        self = decoded
    }

    /// Whether `points` out of `maxPoints` is a grade the kit can give: 0 to 10,000 possible, none negative.
    private static func isGrade(_ points: Int, of maxPoints: Int) -> Bool {
        (0...10_000).contains(maxPoints) && (0...maxPoints).contains(points)
    }

    /// Whether `text` is at most `count` characters and has no control or format character (no escape
    /// sequence, no right-to-left override, reaches the instructor's terminal).
    private static func isPlain(_ text: String, atMost count: Int) -> Bool {
        text.count <= count && !text.unicodeScalars.contains(where: isHidden)
    }

    /// Whether `scalar` changes how a terminal shows what follows instead of showing itself.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        [.control, .format].contains(scalar.properties.generalCategory)
    }

    /// Whether `date` (`nil`: none) is a time a grade of this kit could have now: from 2024 to a day ahead
    /// of this laptop's clock.
    private static func isTime(_ date: Date?) -> Bool {
        guard let date else { return true }
        return date.timeIntervalSince1970 >= 1_704_067_200 && date <= Date().addingTimeInterval(86_400)
    }

    /// `text` cut to `count` characters, each control or format character shown as `?`: what a grade records of a
    /// test's name, and how a refusal quotes what it refused.
    static func plain(_ text: String, atMost count: Int) -> String {
        let scalars = text.unicodeScalars.map { isHidden($0) ? "?" : $0 }
        return String(String(String.UnicodeScalarView(scalars)).prefix(count))
    }

    /// The file's bytes: sorted keys, so that the same progress is the same file.
    package var data: Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Nothing in it can fail to encode: strings, numbers, dates.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Why the room refuses a push, in words for the attendee who made it.
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        /// The reason, a clause that follows "refused because" (`its progress file is not the kit's…`).
        package let description: String

        /// The refusal for `description`.
        package init(_ description: String) {
            self.description = description
        }
    }
}
