import Foundation
import Testing

@testable import WorkshopGrader
@testable import WorkshopRoom

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The instructor's table: a row per attendee, who looks stuck, a line per exercise; as text, JSON, a page.
@Suite("The room: the instructor's table")
struct RoomTableTests {
    let start = Date(timeIntervalSince1970: 1_796_000_000)

    /// Ana done with 01 and on 02, failing 02.1 since the start; Ben on 01, failing 01.2 since the start.
    func room() throws -> [RoomProgress] {
        let kit = try RoomKit()
        var ana = RoomProgress(name: "ana")
        ana.record(try kit.grade("01-Demo"), at: start)
        ana.record(try kit.grade("02-Other", failing: ["a"]), at: start)
        ana.record(try kit.grade("02-Other", failing: ["b"]), at: start.addingTimeInterval(11 * 60))
        var ben = RoomProgress(name: "ben")
        ben.record(try kit.grade("01-Demo", failing: ["c"]), at: start.addingTimeInterval(10 * 60))
        return [ben, ana]
    }

    @Test("A row per attendee in name order, ✔/✘ per task, minutes since the last grade, and who looks stuck")
    func text() throws {
        let now = start.addingTimeInterval(12 * 60)
        let text = RoomTable().text(try room(), at: now)
        #expect(
            text == """
                attendee  01        02        last grade
                ana       100 ✔✔    70 ✘✔     1 min ago  ⚠ 02.1 failing for 12 min
                ben       30 ✔✘     –         2 min ago

                1 of 2 done with 01
                0 of 2 done with 02
                Looks stuck: ana

                """)
    }

    @Test("The thresholds are options: idle first, then a task failing for a while")
    func thresholds() throws {
        var table = RoomTable()
        table.stuckAfter = 60
        table.idleAfter = 5
        let rows = table.rows(try room(), at: start.addingTimeInterval(20 * 60)).rows
        #expect(rows.map(\.stuck) == ["no grade for 9 min", "no grade for 10 min"])
        table.idleAfter = 60
        #expect(table.rows(try room(), at: start.addingTimeInterval(20 * 60)).rows.allSatisfy { $0.stuck == nil })
    }

    @Test("One who joined and never graded looks stuck once the idle time has passed since joining")
    func neverGraded() throws {
        let joined = [RoomProgress(name: "cy", joined: start)]
        #expect(RoomTable().rows(joined, at: start.addingTimeInterval(5 * 60)).rows.first?.stuck == nil)
        let later = RoomTable().rows(joined, at: start.addingTimeInterval(20 * 60)).rows.first
        #expect(later?.stuck == "no grade since joining 20 min ago")
        #expect(later?.minutesSinceGrade == 20)
        #expect(RoomTable().text(joined, at: start.addingTimeInterval(20 * 60)).contains(" joined 20 min ago  ⚠"))
    }

    @Test("JSON for tools: attendees with their exercises, and the totals")
    func json() throws {
        let data = RoomTable().json(try room(), at: start.addingTimeInterval(12 * 60))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let attendees = try #require(object["attendees"] as? [[String: Any]])
        #expect(attendees.map { $0["name"] as? String } == ["ana", "ben"])
        let ana = try #require(attendees.first?["exercises"] as? [String: [String: Any]])
        #expect(ana["01"]?["points"] as? Int == 100 && ana["02"]?["points"] as? Int == 70)
        #expect((object["exercises"] as? [[String: Any]])?.first?["done"] as? Int == 1)
    }

    @Test("The page: self-contained, reloads itself, a bar per exercise and a row per attendee, names escaped")
    func page() throws {
        var attendees = try room()
        attendees[0].name = "ben"
        let page = RoomPage(table: RoomTable()).html(attendees, at: start.addingTimeInterval(12 * 60))
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<meta http-equiv=\"refresh\" content=\"10\"/>"))
        #expect(!page.contains("<script") && !page.contains("http:") && !page.contains("https:"))
        #expect(page.components(separatedBy: "<div class=\"bar\">").count - 1 == 2)
        #expect(page.components(separatedBy: "<tr").count - 1 == 3, "The header and a row per attendee")
        #expect(page.contains("1 of 2 done"))
        let parser = XMLParser(data: Data(page.replacingOccurrences(of: "<!DOCTYPE html>", with: "").utf8))
        #expect(parser.parse() && parser.parserError == nil, "Well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test("An empty room says how attendees join")
    func empty() {
        #expect(RoomTable().text([], at: start).contains("swift run workshop room join URL --name NAME"))
    }
}
