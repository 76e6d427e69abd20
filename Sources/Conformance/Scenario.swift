import AppHost
import TestSupport
import Testing
import ThreatKit

/// One behaviour of the feature contract (SPEC.md), checked through the widgets of any variant.
///
/// A scenario starts the app with ``AppDriver``, acts as a person would, and states what the person
/// must see, with Swift Testing's `#expect`. It never looks at the variant's types, so one scenario
/// holds MVC, every MVVM variant and an attendee's exercise to the same rule.
///
/// After its steps, every scenario also checks lifetime: it lets 30 seconds of virtual time pass
/// (so everything in flight lands, and any invalid table update it makes is caught), then requires
/// that the only scheduled work left is what the screen on top owns: the access-code timer on the
/// sign-in screen, nothing anywhere else.
public struct Scenario: Identifiable, Sendable, CustomStringConvertible {
    /// The part of the contract a scenario checks; exercises grade by area.
    public enum Area: String, CaseIterable, Sendable {
        /// The sign-in form: fields, typing, the protected username, validation.
        case login
        /// The two-factor access code and its timer.
        case accessCode
        /// Calling the login service: waiting, failure, success.
        case signIn
        /// The threats list: loading, rows, empty state.
        case threats
        /// Loading more pages.
        case paging
        /// Failed loads, the alert and retrying.
        case errors
        /// The detail screen.
        case detail
        /// Swipe-to-delete.
        case delete
        /// Logging out, and what in-flight work must not do afterwards.
        case logout
        /// Screens and view models released, no timer left behind.
        case lifetime
    }

    /// A stable name, `area.what-it-checks`, for filtering and for grading.
    public let id: String
    /// The part of the contract it checks.
    public let area: Area
    /// What a person sees when the rule holds, in one sentence.
    public let summary: String
    private let threats: [Threat]?
    private let failingThreatRequests: Set<Int>
    private let accessCodes: [String]?
    private let steps: @MainActor @Sendable (AppDriver) async throws -> Void

    /// Describes a scenario.
    /// - Parameters:
    ///   - id: `area.what-it-checks`.
    ///   - area: The part of the contract it checks.
    ///   - summary: The rule, as a person would see it hold.
    ///   - threats: What the threat service serves; `nil` for the 25 built-in threats.
    ///   - failingThreatRequests: Threats requests that fail, by number (1 is the first).
    ///   - accessCodes: The access codes the login service gives, in order, then again from the first
    ///     (six digits each); `nil` for the codes of seed 1.
    ///   - steps: What the person does and expects.
    init(
        _ id: String,
        area: Area,
        _ summary: String,
        threats: [Threat]? = nil,
        failingThreatRequests: Set<Int> = [],
        accessCodes: [String]? = nil,
        steps: @escaping @MainActor @Sendable (AppDriver) async throws -> Void
    ) {
        self.id = id
        self.area = area
        self.summary = summary
        self.threats = threats
        self.failingThreatRequests = failingThreatRequests
        self.accessCodes = accessCodes
        self.steps = steps
    }

    /// `login.protected-username: …`, as test reports show it.
    public var description: String { "\(id): \(summary)" }

    /// Runs the scenario on `variant`, recording any broken expectation as a Swift Testing issue.
    /// - Throws: A ``DriverError`` when a step could not be done (a missing widget, an invalid table update).
    @MainActor
    public func run(on variant: Variant) async throws {
        // A case of its own, with a census of its app's tasks alone (the scenarios of one test run side by
        // side): the lifetime scenarios say where a task that keeps a screen alive was started.
        try await TaskCensus.withCaseOfItsOwn {
            let census = TaskCensus()
            defer { withExtendedLifetime(census) {} }
            let configuration = AppConfiguration(
                threats: threats ?? Fixtures.builtInThreats,
                randomSource: accessCodes.map(ScriptedAccessCodes.init),
                failingThreatRequests: failingThreatRequests
            )
            let app = AppDriver(variant: variant, configuration: configuration)
            await app.settle()
            try await Self.$running.withValue(Running(app: app, task: Self.currentTask)) {
                try await steps(app)
                try await Self.checkNothingLeftBehind(in: app)
            }
        }
    }

    /// The scenario running in this task, for ``Testing/Trait/showsScenarioSteps``; `nil` outside
    /// ``run(on:)``.
    @TaskLocal static var running: Running?

    /// Whether `pending` is the access-code timer alone: one action repeating every 5 s (a timer), or one
    /// that falls due within the next 5 s (a loop of 5-second sleeps, as an async sequence of ticks is).
    public static func isAccessCodeTimer(_ pending: [VirtualScheduler.PendingAction], now: Double) -> Bool {
        guard pending.count == 1, let timer = pending.first else { return false }
        return timer.interval == 5 || (timer.interval == nil && timer.dueTime > now && timer.dueTime <= now + 5)
    }

    /// Lets everything in flight land, then requires that only the top screen's own timer is pending.
    @MainActor
    static func checkNothingLeftBehind(in app: AppDriver) async throws {
        try await app.wait(30)
        let pending = app.scheduler.pendingActions
        // The sign-in screen is known by its button, not by the access code: an app whose code label is
        // not bound yet is still on that screen, and its timer is not a leak.
        if app.presentedAlert == nil, app.isVisible("authenticate") {
            #expect(
                isAccessCodeTimer(pending, now: app.scheduler.now),
                "On the sign-in screen only the access-code timer (every 5 s) should be scheduled; found \(pending)"
            )
        } else {
            #expect(pending.isEmpty, "Nothing should be scheduled once the screen has settled; found \(pending)")
        }
    }
}
