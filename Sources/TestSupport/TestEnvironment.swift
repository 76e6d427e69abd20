import Foundation
import ThreatKit

/// Services on virtual time with repeatable access codes, for view-model tests of every variant.
///
/// View-model tests build a view model from ``environment``, move ``scheduler`` and compare what the
/// view model shows with ``expectedAccessCodes(_:)`` and the numbered threats of ``threats(_:)``.
@MainActor
public struct TestEnvironment {
    /// The seed of the access codes.
    public static let seed: UInt64 = 7

    /// The clock; nothing happens until a test advances it.
    public let scheduler = VirtualScheduler()
    /// The services a view model is built from.
    public let environment: AppEnvironment

    /// Creates services over `threats`.
    /// - Parameters:
    ///   - threats: What the threat service serves; by default 25 numbered threats (pages of 10, 10, 5).
    ///   - failingThreatRequests: Threats requests that fail, by number (1 is the first).
    public init(threats: [Threat] = TestEnvironment.threats(25), failingThreatRequests: Set<Int> = []) {
        environment = AppEnvironment(
            scheduler: scheduler,
            threats: threats,
            seed: Self.seed,
            failingThreatRequests: failingThreatRequests
        )
    }

    /// The first `count` access codes the environment's login service will give, in order.
    public func expectedAccessCodes(_ count: Int) -> [String] {
        let twin = LoginService(scheduler: scheduler, randomSource: SeededRandomNumberGenerator(seed: Self.seed))
        return (0..<count).map { _ in twin.makeAccessCode() }
    }

    /// `count` threats, `Agent, 01` nearest, 100 m apart, level high, with notes `Note N`.
    public nonisolated static func threats(_ count: Int) -> [Threat] {
        (1..<count + 1).map { number in
            Threat(
                id: "t-" + twoDigits(number),
                firstName: twoDigits(number),
                lastName: "Agent",
                level: .high,
                distanceMeters: Double(number * 100),
                lastSeen: Date(timeIntervalSince1970: 1_795_874_700),
                notes: "Note \(number)"
            )
        }
    }

    /// The row titles of `count` numbered threats starting at the `first` (1-based): `Agent, 03`, ….
    public nonisolated static func titles(_ first: Int, _ count: Int) -> [String] {
        (first..<first + count).map { "Agent, " + twoDigits($0) }
    }

    /// `number` in at least two digits: `07`, `25`, `100` (what `String(format: "%02d")` gives, without
    /// Foundation's formatter, which was most of the time every test spent making its threats).
    private nonisolated static func twoDigits(_ number: Int) -> String {
        number < 10 && number >= 0 ? "0\(number)" : "\(number)"
    }
}
