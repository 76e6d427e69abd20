import Foundation
import TestSupport
import Testing

@testable import WorkshopRoom

/// `workshop room --html` laid out by a real browser, on a laptop's screen and a projector's: a row per
/// attendee, and nothing wider than the window.
///
/// Headless Chromium, as for `compare --html`: only with `WORKSHOP_CHECK_BROWSER=1` and Chromium installed.
@Suite(
    "workshop room --html in a browser",
    .runsWith("WORKSHOP_CHECK_BROWSER", "it starts a browser")
)
struct RoomPageBrowserTests {
    /// Counts the attendees' rows (`data-rows`) and marks the page when it scrolls sideways.
    static let probe = """
        <script>
        document.body.setAttribute("data-rows", String(document.querySelectorAll("tbody tr").length));
        const page = document.documentElement;
        if (page.scrollWidth > page.clientWidth) {
          document.body.setAttribute("data-overflow", `page ${page.scrollWidth} in ${page.clientWidth}`);
        }
        </script>
        """

    @Test(
        "A row per attendee, and the page as wide as the window, at 1280×800 and on a projector's 1024×768",
        .enabled(
            if: CompareHTMLBrowserTests.Chromium.executable != nil,
            "needs headless Chromium (`apt-get install chromium`); CI installs it"),
        arguments: ["1280,800", "1024,768"], [3, 30])
    func rows(size: String, attendees count: Int) throws {
        let kit = try RoomKit()
        let now = Date(timeIntervalSince1970: 1_796_000_000)
        var attendees: [RoomProgress] = []
        for index in 0..<count {
            var progress = RoomProgress(name: "attendee-with-a-long-name-\(index)")
            progress.record(try kit.grade("01-Demo", failing: index % 3 == 0 ? ["b"] : []), at: now)
            progress.record(try kit.grade("02-Other", failing: index % 2 == 0 ? ["c"] : []), at: now)
            attendees.append(progress)
        }
        let folder = try TemporaryFolder("room-html")
        let page = folder.appendingPathComponent("room.html")
        let html = RoomPage(table: RoomTable()).html(attendees, at: now.addingTimeInterval(600))
        try html.replacingOccurrences(of: "</body>", with: Self.probe + "\n</body>").write(
            to: page, atomically: true, encoding: .utf8)
        let dom = try CompareHTMLBrowserTests.Chromium.dumpDOM(
            of: page, size: size, profile: folder.appendingPathComponent("profile"))
        #expect(dom.contains("data-rows=\"\(count)\""), "One row per attendee")
        let overflow = dom.firstMatch(of: /data-overflow="[^"]*"/).map { String($0.output) } ?? ""
        #expect(overflow.isEmpty, "The page scrolls sideways: \(overflow)")
    }
}
