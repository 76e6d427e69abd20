import Foundation
import ThreatKit

/// Services on virtual time with repeatable access codes, and the threats tests use.
@MainActor
struct TestEnvironment {
    static let seed: UInt64 = 7

    let scheduler = VirtualScheduler()
    let environment: AppEnvironment

    init(threats: [Threat] = TestEnvironment.threats(25), failingThreatRequests: Set<Int> = []) {
        environment = AppEnvironment(
            scheduler: scheduler,
            threats: threats,
            seed: Self.seed,
            failingThreatRequests: failingThreatRequests
        )
    }

    /// The access codes the environment's login service will give, in order.
    func expectedAccessCodes(_ count: Int) -> [String] {
        let twin = LoginService(scheduler: scheduler, randomSource: SeededRandomNumberGenerator(seed: Self.seed))
        return (0..<count).map { _ in twin.makeAccessCode() }
    }

    /// `count` threats, `Agent 01` nearest, 100 m apart.
    static func threats(_ count: Int) -> [Threat] {
        (1..<count + 1).map { number in
            Threat(
                id: String(format: "t-%02d", number),
                firstName: String(format: "%02d", number),
                lastName: "Agent",
                level: .high,
                distanceMeters: Double(number * 100),
                lastSeen: Date(timeIntervalSince1970: 1_795_874_700),
                notes: "Note \(number)"
            )
        }
    }
}
