import AppHost
import Foundation
import TestSupport
import Testing
import Variants

/// `workshop compare --html` laid out by a real browser, as a projector shows it.
///
/// Headless Chromium, in a 1280×800 window. Starting a browser takes seconds, so these tests run only
/// with `WORKSHOP_CHECK_BROWSER=1` and Chromium installed: CI sets one and installs the other (`.ci/run`).
/// Otherwise they are skipped, saying why, and a plain `swift test` stays quick.
@MainActor
@Suite(
    "workshop compare --html in a browser",
    .runsWith("WORKSHOP_CHECK_BROWSER", "it starts a browser")
)
struct CompareHTMLBrowserTests {
    /// Headless Chromium, when it is installed.
    enum Chromium {
        /// The first `chromium` on `PATH`, or `nil`.
        static let executable: URL? = {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            return path.split(separator: ":").map {
                URL(fileURLWithPath: String($0)).appendingPathComponent("chromium")
            }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        }()

        /// The DOM of `page` after Chromium has laid it out and run its scripts, in a window `size` big.
        /// - Parameters:
        ///   - page: The HTML file.
        ///   - size: The window, in pixels, as `WIDTH,HEIGHT`.
        ///   - profile: An empty folder for Chromium's profile and its crash reports (`XDG_CONFIG_HOME`),
        ///     so it writes nothing in the home folder or `/tmp`.
        /// - Returns: What `--dump-dom` printed; nothing when Chromium is not installed. A Chromium still
        ///   running after 2 minutes is killed, and the test fails.
        /// - Throws: The error of `Process.run()` when Chromium cannot be started.
        static func dumpDOM(of page: URL, size: String, profile: URL) throws -> String {
            guard let executable else { return "" }
            // Crashpad keeps its reports under XDG_CONFIG_HOME whatever the profile is.
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CONFIG_HOME"] = profile.path
            let run = try ProgramRun(
                executable,
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
                    "--window-size=\(size)", "--dump-dom", page.absoluteString,
                ], environment: environment, limit: 120)
            return String(decoding: run.output, as: UTF8.self)
        }
    }

    /// Marks each screen whose content does not fit its box (`data-overflow`, with the sizes) and the
    /// page when it scrolls sideways, then counts the screens it looked at (`data-screens`): the
    /// page itself has no script, so the test adds this one to a copy.
    static let probe = """
        <script>
        const screens = document.querySelectorAll("#screens pre.screen");
        for (const box of screens) {
          if (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight) {
            box.setAttribute("data-overflow",
              `${box.scrollWidth}x${box.scrollHeight} in ${box.clientWidth}x${box.clientHeight}`);
          }
        }
        for (const row of document.querySelectorAll("#screens .screens")) {
          const figures = row.querySelectorAll("figure");
          const top = figures[0].offsetTop;
          if ([...figures].some(figure => figure.offsetTop !== top)) row.setAttribute("data-overflow", "not one row");
        }
        const page = document.documentElement;
        if (page.scrollWidth > page.clientWidth) {
          document.body.setAttribute("data-overflow", `page ${page.scrollWidth} in ${page.clientWidth}`);
        }
        document.body.setAttribute("data-screens", String(screens.length));
        </script>
        """

    @Test(
        "At 1280×800, every screen of the tour shows whole, and each step's variants sit in one row",
        .enabled(
            if: Chromium.executable != nil, "needs headless Chromium (`apt-get install chromium`); CI installs it"),
        arguments: [[], ["mvc", "mvvm-boxes"]])
    func screensFit(variantIDs: [String]) async throws {
        let folder = try TemporaryFolder("compare-html")
        let page = folder.appendingPathComponent("compare.html")
        let tour = TestFiles.repository.appendingPathComponent("Examples/tour.play").path
        let run = await WorkshopRun(["compare", "--html", page.path, "--play", tour] + variantIDs)
        #expect(run.status == 0, "\(run.error)")
        let html = try String(contentsOf: page, encoding: .utf8)
        let probed = folder.appendingPathComponent("probed.html")
        try html.replacingOccurrences(of: "</body>", with: Self.probe + "\n</body>").write(
            to: probed, atomically: true, encoding: .utf8)

        let dom = try Chromium.dumpDOM(of: probed, size: "1280,800", profile: folder.appendingPathComponent("profile"))

        let steps = html.components(separatedBy: "<div class=\"screens\"").count - 1
        let variants = variantIDs.isEmpty ? Variant.all.count : variantIDs.count
        #expect(steps == 7, "The tour prints 7 screens")
        #expect(dom.contains("data-screens=\"\(steps * variants)\""), "The probe ran and saw every screen")
        let overflows = dom.matches(of: /<[a-z]+[^>]*data-overflow="([^"]*)"/).map { String($0.output.1) }
        #expect(overflows.isEmpty, "Content overflows its box: \(overflows)")
    }

    @Test(
        "The probe is not blind: a screen too narrow for its lines is marked",
        .enabled(if: Chromium.executable != nil, "needs headless Chromium (`apt-get install chromium`); CI installs it")
    )
    func probeSeesOverflow() throws {
        let folder = try TemporaryFolder("compare-html")
        let page = folder.appendingPathComponent("clipped.html")
        let html = """
            <!DOCTYPE html><html><head><style>pre.screen { width: 10ch; white-space: pre; overflow: auto }</style>
            </head><body><section id="screens"><div class="screens"><figure><pre class="screen">\
            a line far wider than ten columns</pre></figure></div></section>
            \(Self.probe)
            </body></html>
            """
        try html.write(to: page, atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(of: page, size: "1280,800", profile: folder.appendingPathComponent("profile"))
        #expect(dom.contains("data-screens=\"1\""))
        #expect(dom.contains("data-overflow="))
    }
}
