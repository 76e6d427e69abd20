import Foundation
import ThreatKit

/// What a run of the app may be started with: the choices `workshop play` offers on its command line.
public struct AppConfiguration: Sendable {
    /// What the threat service serves.
    public var threats: [Threat]
    /// Makes access codes repeatable; `nil` draws them from the system's random source.
    public var seed: UInt64?
    /// Where access codes come from instead of ``seed``, when set: a test's scripted codes.
    ///
    /// Each launch (``AppDriver/relaunch()`` too) starts from a copy of it as it is here, so the codes
    /// start over.
    public var randomSource: (any RandomNumberGenerator & Sendable)?
    /// Numbers of the threats requests that fail (1 is the first request of the run).
    public var failingThreatRequests: Set<Int>
    /// The folder of the dismissed-threats file, or `nil` to keep dismissals in memory only.
    public var dataDirectory: URL?

    /// Creates a configuration.
    /// - Parameters:
    ///   - threats: What the threat service serves.
    ///   - seed: Fixes the access codes; the default, 1, makes tests repeatable.
    ///   - randomSource: Where access codes come from instead of `seed`; `nil`, the default, goes by `seed`.
    ///   - failingThreatRequests: Threats requests that fail, by number; none by default.
    ///   - dataDirectory: Where dismissals are saved; `nil` (the default) keeps them in memory.
    public init(
        threats: [Threat],
        seed: UInt64? = 1,
        randomSource: (any RandomNumberGenerator & Sendable)? = nil,
        failingThreatRequests: Set<Int> = [],
        dataDirectory: URL? = nil
    ) {
        self.threats = threats
        self.seed = seed
        self.randomSource = randomSource
        self.failingThreatRequests = failingThreatRequests
        self.dataDirectory = dataDirectory
    }
}
