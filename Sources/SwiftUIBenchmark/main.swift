import AppHost
import Dispatch
import Foundation
import HeadlessSwiftUI
import HeadlessUI
import ThreatKit
import Variants

// What drawing costs in mvvm-swiftui (views are structs, drawn by the headless SwiftUI) against
// mvvm-observation (the same view models, drawn by hand in a RenderLoop), measured in the same run:
// per keystroke in the username field and per page of 10 rows, the time from the event to a redrawn
// screen and, for SwiftUI, the bodies evaluated. Both variants are driven by the same loop: the widget's
// event, then turns of the main actor and of the scheduler until the screen shows it.
//
//     swift run -c release swiftui-benchmark [--keystrokes N] [--pages N] [--rounds R]

/// What the command line asks for.
struct Options {
    var keystrokes = 400
    var pages = 40
    var rounds = 5

    init(_ arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let value = remaining.popFirst().flatMap { Int($0) }
            switch (argument, value) {
            case ("--keystrokes", let value?) where value > 0: keystrokes = value
            case ("--pages", let value?) where value > 0: pages = value
            case ("--rounds", let value?) where value > 0: rounds = value
            default:
                FileHandle.standardError.write(
                    Data("usage: swiftui-benchmark [--keystrokes N] [--pages N] [--rounds R] (each N > 0)\n".utf8))
                exit(2)
            }
        }
    }
}

/// One variant's figures: the best round's time per event, and the bodies evaluated per event.
struct Figures {
    var microsecondsPerKeystroke = Double.infinity
    var microsecondsPerPage = Double.infinity
    var bodiesPerKeystroke: [String: Double] = [:]
    var bodiesPerPage: [String: Double] = [:]
}

/// Microseconds since some fixed moment.
func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000
}

/// The body evaluations of the screen on top, by view type; empty for a screen of view controllers.
@MainActor
func evaluations(_ app: AppDriver) -> [String: Int] {
    (app.topViewController as? any ViewHosting)?.bodyEvaluations ?? [:]
}

/// Each type's evaluations from `before` to `after`, per `events`.
func perEvent(_ before: [String: Int], _ after: [String: Int], _ events: Int) -> [String: Double] {
    after.reduce(into: [:]) { result, entry in
        let count = entry.value - (before[entry.key] ?? 0)
        if count > 0 { result[entry.key] = Double(count) / Double(events) }
    }
}

/// The widget called `identifier` on the screen on top.
@MainActor
func widget<Widget: HeadlessUI.View>(_ identifier: String, in app: AppDriver, as type: Widget.Type) -> Widget {
    guard
        let found = app.topViewController?.view.allViews.first(where: { $0.accessibilityIdentifier == identifier })
            as? Widget
    else { fatalError("no \(identifier) on screen") }
    return found
}

/// Whether the scheduler has nothing to run now (the access code's next tick is seconds away).
@MainActor
func nothingDue(_ app: AppDriver) -> Bool {
    (app.scheduler.nextDueTime ?? .infinity) > app.scheduler.now
}

/// Lets the app finish what an event started, the same way for every variant: the main actor runs what is
/// waiting on it (a SwiftUI view's observation hop, a woken task), then the scheduler runs what is due now
/// (a redraw), until `isDone` holds.
@MainActor
func redraw(_ app: AppDriver, until isDone: () -> Bool) async {
    for _ in 0..<20 {
        await Task.yield()
        app.scheduler.advance(by: 0)
        if isDone() { return }
    }
    fatalError("the screen was not drawn again")
}

/// Types `options.keystrokes` characters into the username field, each timed from the keystroke to the
/// redrawn screen.
@MainActor
func keystrokes(_ variant: Variant, _ options: Options, into figures: inout Figures) async throws {
    let app = AppDriver(variant: variant, configuration: AppConfiguration(threats: []))
    await app.settle()
    try await app.type("a", into: "username")
    let field = widget("username", in: app, as: TextField.self)
    let before = evaluations(app)
    let start = now()
    for typed in 0..<options.keystrokes {
        field.simulateTyping("a")
        // Drawn once nothing is left to run now: the model's text and the field's are the typed text.
        await redraw(app) { nothingDue(app) && field.text?.count == typed + 2 }
    }
    let elapsed = now() - start
    figures.microsecondsPerKeystroke = min(figures.microsecondsPerKeystroke, elapsed / Double(options.keystrokes))
    figures.bodiesPerKeystroke = perEvent(before, evaluations(app), options.keystrokes)
}

/// Signs in, then loads `options.pages` pages of 10 rows with Load More, each timed from the moment the
/// page arrives (its 1 s wait ends, on virtual time) to the redrawn table.
@MainActor
func pages(_ variant: Variant, _ options: Options, into figures: inout Figures) async throws {
    let threats = (1...(options.pages + 1) * 10).map { number in
        Threat(
            id: "t-\(number)", firstName: "\(number)", lastName: "Agent", level: .high,
            distanceMeters: Double(number * 10), lastSeen: Date(timeIntervalSince1970: 1_795_874_700), notes: "")
    }
    let app = AppDriver(variant: variant, configuration: AppConfiguration(threats: threats))
    await app.settle()
    try await app.type("analyst", into: "username")
    try await app.type("Swift", into: "password")
    try await app.tap("authenticate")
    try await app.wait(3)
    let before = evaluations(app)
    var elapsed = 0.0
    for page in 1...options.pages {
        try await app.tap("loadMore")
        let table = widget("threats", in: app, as: TableView.self)
        let start = now()
        app.scheduler.advance(by: 1)
        await redraw(app) { table.numberOfRows(inSection: 0) == (page + 1) * 10 && nothingDue(app) }
        elapsed += now() - start
    }
    figures.microsecondsPerPage = min(figures.microsecondsPerPage, elapsed / Double(options.pages))
    figures.bodiesPerPage = perEvent(before, evaluations(app), options.pages)
}

/// `LoginView 1, ThreatsView 1`: the bodies evaluated per event, most first; `–` for none.
func bodies(_ counts: [String: Double]) -> String {
    let sorted = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    return sorted.isEmpty ? "–" : sorted.map { "\($0.key) \(String(format: "%.1f", $0.value))" }.joined(separator: ", ")
}

@MainActor
func main() async throws {
    let options = Options(Array(CommandLine.arguments.dropFirst()))
    let variants = ["mvvm-observation", "mvvm-swiftui"].compactMap(Variant.named)
    var figures = Dictionary(uniqueKeysWithValues: variants.map { ($0.id, Figures()) })
    // Interleaved rounds, so that both variants see the same machine.
    for _ in 0..<options.rounds {
        for variant in variants {
            try await keystrokes(variant, options, into: &figures[variant.id, default: Figures()])
            try await pages(variant, options, into: &figures[variant.id, default: Figures()])
        }
    }
    print(
        "Best of \(options.rounds) rounds: \(options.keystrokes) keystrokes in the username field, \(options.pages)"
            + " pages of 10 rows; time from the event to the redrawn screen, on virtual time.")
    for variant in variants {
        let figure = figures[variant.id, default: Figures()]
        print(
            "\(variant.id.padding(toLength: 17, withPad: " ", startingAt: 0))"
                + String(
                    format: " %8.1f µs a keystroke   %8.1f µs a page", figure.microsecondsPerKeystroke,
                    figure.microsecondsPerPage))
        print("    bodies a keystroke: \(bodies(figure.bodiesPerKeystroke)); a page: \(bodies(figure.bodiesPerPage))")
    }
    if let observation = figures["mvvm-observation"], let swiftUI = figures["mvvm-swiftui"] {
        print(
            String(
                format: "mvvm-swiftui / mvvm-observation: %.2f× a keystroke, %.2f× a page",
                swiftUI.microsecondsPerKeystroke / observation.microsecondsPerKeystroke,
                swiftUI.microsecondsPerPage / observation.microsecondsPerPage))
    }
}

try await main()
