import Foundation
import Testing

@testable import WorkshopGrader
@testable import WorkshopRoom
@testable import WorkshopSupport

/// What an attendee publishes: their grades, as the room reads them, and what the room refuses.
@Suite("The room: progress and names")
struct RoomProgressTests {
    let start = Date(timeIntervalSince1970: 1_796_000_000)

    @Test("A grade records points, each task's status and first failing test, and since when it fails")
    func records() throws {
        let kit = try RoomKit()
        var progress = RoomProgress(name: "ana")
        progress.record(try kit.grade("01-Demo", failing: ["b"]), at: start)
        let first = try #require(progress.exercises["01-Demo"])
        #expect(first.points == 70 && first.maxPoints == 100)
        #expect(first.tasks["01.1"]?.isDone == false && first.tasks["01.1"]?.failingTest == "01.1 First task › b")
        #expect(first.tasks["01.1"]?.failingSince == start)
        #expect(first.tasks["01.2"]?.isDone == true && first.tasks["01.2"]?.failingSince == nil)
        let later = start.addingTimeInterval(600)
        progress.record(try kit.grade("01-Demo", failing: ["a", "b"]), at: later)
        let second = try #require(progress.exercises["01-Demo"]?.tasks["01.1"])
        #expect(second.failingSince == start, "Failing without a break since the first grade")
        #expect(second.failingTest == "01.1 First task › a" && second.firstTried == start && second.lastGraded == later)
        progress.record(try kit.grade("01-Demo"), at: later.addingTimeInterval(60))
        #expect(progress.exercises["01-Demo"]?.tasks["01.1"]?.failingSince == nil)
        #expect(progress.exercises["01-Demo"]?.points == 100)
        #expect(progress.exercises["01-Demo"]?.firstTried == start)
    }

    @Test("A file is read back as written, and the room's check takes it")
    func roundTrip() throws {
        let kit = try RoomKit()
        var progress = RoomProgress(name: "ana")
        progress.record(try kit.grade("02-Other", failing: ["c"]), at: start)
        #expect(try RoomProgress(checking: progress.data) == progress)
    }

    @Test(
        "The room refuses what is not the kit's progress, saying why",
        arguments: [
            (#"{"x": 1}"#, "not the kit's progress JSON"),
            ("not json", "not the kit's progress JSON"),
            (#"{"format": "other", "version": 1, "name": "ana", "exercises": {}}"#, "not the kit's progress JSON"),
            (
                #"{"format": "threat-watch-workshop.room-progress", "version": 1, "name": "ana", "exercises": {"01-Demo": {"points": 200, "maxPoints": 100, "firstTried": "2026-12-02T07:00:00Z", "lastGraded": "2026-12-02T07:00:00Z", "tasks": {}}}}"#,
                "holds values no grade makes"
            ),
            (
                #"{"format": "threat-watch-workshop.room-progress", "version": 1, "name": "ana", "exercises": {"01-Demo": {"points": 0, "maxPoints": -1, "firstTried": "2026-12-02T07:00:00Z", "lastGraded": "2026-12-02T07:00:00Z", "tasks": {}}}}"#,
                "holds values no grade makes"
            ),
            (
                #"{"format": "threat-watch-workshop.room-progress", "version": 1, "name": "ana", "exercises": {"01-Demo": {"points": 0, "maxPoints": 10, "firstTried": "2026-12-02T07:00:00Z", "lastGraded": "2026-12-02T07:00:00Z", "tasks": {"01.1": {"title": "t", "points": 0, "maxPoints": -3, "isDone": false, "firstTried": "2026-12-02T07:00:00Z", "lastGraded": "2026-12-02T07:00:00Z"}}}}}"#,
                "holds values no grade makes"
            ),
            (
                #"{"format": "threat-watch-workshop.room-progress", "version": 1, "name": "ana", "exercises": {"01-Demo\u001b[2J": {"points": 0, "maxPoints": 10, "firstTried": "2026-12-02T07:00:00Z", "lastGraded": "2026-12-02T07:00:00Z", "tasks": {}}}}"#,
                "holds values no grade makes"
            ),
            (
                #"{"format": "threat-watch-workshop.room-progress", "version": 1, "name": "ana", "exercises": {"01-Demo": {"points": 0, "maxPoints": 10, "firstTried": "2026-12-02T07:00:00Z", "lastGraded": "2026-12-02T07:00:00Z", "problem": "does not\rcompile", "tasks": {}}}}"#,
                "holds values no grade makes"
            ),
            (
                #"{"format": "threat-watch-workshop.room-progress", "version": 1, "name": "ana", "exercises": {"": {"points": 0, "maxPoints": 10, "firstTried": "2026-12-02T07:00:00Z", "lastGraded": "2026-12-02T07:00:00Z", "tasks": {}}}}"#,
                "holds values no grade makes"
            ),
            (
                #"{"format": "threat-watch-workshop.room-progress", "version": 1, "name": "ana", "exercises": {"01-Demo": {"points": 0, "maxPoints": 10, "firstTried": "2026-12-02T07:00:00Z", "lastGraded": "2026-12-02T07:00:00Z", "tasks": {"01.1\u202e": {"title": "t", "points": 0, "maxPoints": 3, "isDone": false, "firstTried": "2026-12-02T07:00:00Z", "lastGraded": "2026-12-02T07:00:00Z"}}}}}"#,
                "holds values no grade makes"
            ),
            (
                #"{"format": "threat-watch-workshop.room-progress", "version": 1, "name": "ana", "exercises": {"01-Demo": {"points": 0, "maxPoints": 10, "firstTried": "0001-01-01T00:00:00Z", "lastGraded": "2026-12-02T07:00:00Z", "tasks": {}}}}"#,
                "holds values no grade makes"
            ),
        ])
    func refuses(text: String, reason: String) {
        #expect(throws: RoomProgress.Refusal.self) { try RoomProgress(checking: Data(text.utf8)) }
        do {
            _ = try RoomProgress(checking: Data(text.utf8))
        } catch {
            #expect(error.description.contains(reason), "\(error)")
        }
    }

    @Test("The room refuses a file over 64 KiB")
    func tooLarge() {
        let data = Data(repeating: UInt8(ascii: " "), count: RoomProgress.maximumSize + 1)
        #expect(throws: RoomProgress.Refusal("its progress file is 65537 bytes, more than the room's 65536")) {
            try RoomProgress(checking: data)
        }
    }

    @Test(
        "Names are short and plain: a ref, and a row of the table",
        arguments: [
            ("ana", true), ("team-3", true), ("3", true), ("Ana", false), ("-ana", false), ("a b", false),
            ("ana/../x", false), ("", false), (String(repeating: "a", count: 33), false), ("ана", false),
        ])
    func names(text: String, isName: Bool) {
        #expect(((try? RoomName(text)) != nil) == isName, "\(text)")
    }

    @Test("A ref outside refs/room/ is refused with where pushes go")
    func refs() throws {
        #expect(try RoomName(ref: "refs/room/ana").description == "ana")
        #expect(throws: RoomProgress.Refusal("the room takes pushes to refs/room/<name> only, not to refs/heads/main"))
        {
            try RoomName(ref: "refs/heads/main")
        }
    }
}
