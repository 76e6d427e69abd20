/// Everything a screen needs from the outside world: time and the services.
///
/// Built once per run of the app and handed to the first screen, which passes it on. Tests build it
/// with a ``VirtualScheduler`` and a ``SeededRandomNumberGenerator``; the app with real ones.
@MainActor
public struct AppEnvironment {
    /// The clock every timer and simulated latency goes through.
    public let scheduler: any Scheduler
    /// Signs agents in and issues access codes.
    public let loginService: LoginService
    /// Serves the threats near the agent.
    public let threatService: ThreatService

    /// The same time as ``scheduler``, as a `Clock`, for async code.
    ///
    /// `try await clock.sleep(for: .seconds(5))`, `for await _ in clock.timer(interval: .seconds(5))`:
    /// a ``SchedulerClock`` on ``scheduler``.
    public let clock: any Clock<Duration>

    /// Creates an environment from its parts.
    public init(scheduler: any Scheduler, loginService: LoginService, threatService: ThreatService) {
        self.scheduler = scheduler
        clock = SchedulerClock(scheduler: scheduler)
        self.loginService = loginService
        self.threatService = threatService
    }

    /// Creates the environment of one run of the app from what the command line can choose.
    /// - Parameters:
    ///   - scheduler: Real or virtual time.
    ///   - threats: What the threat service serves.
    ///   - seed: Makes access codes repeatable; `nil` draws them from the system's random source.
    ///   - randomSource: Where access codes come from instead, when given (a test's scripted codes);
    ///     `nil`, the default, goes by `seed`.
    ///   - failingThreatRequests: Numbers of the threats requests that fail (1 is the first of the run).
    ///   - store: Where dismissed threats are kept; by default in memory only.
    public init(
        scheduler: any Scheduler,
        threats: [Threat],
        seed: UInt64?,
        randomSource: (any RandomNumberGenerator)? = nil,
        failingThreatRequests: Set<Int> = [],
        store: DismissedThreatsStore = DismissedThreatsStore()
    ) {
        let randomSource: any RandomNumberGenerator =
            if let randomSource {
                randomSource
            } else if let seed {
                SeededRandomNumberGenerator(seed: seed)
            } else {
                SystemRandomNumberGenerator()
            }
        self.init(
            scheduler: scheduler,
            loginService: LoginService(scheduler: scheduler, randomSource: randomSource),
            threatService: ThreatService(
                threats: threats,
                scheduler: scheduler,
                failingRequests: failingThreatRequests,
                store: store
            )
        )
    }
}
