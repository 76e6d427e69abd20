import Foundation
import Testing
import ThreatKit

@MainActor
@Suite("Threat service")
struct ThreatServiceTests {
    let scheduler = VirtualScheduler()

    static func threats(_ count: Int) -> [Threat] {
        (1..<count + 1).map {
            Threat(
                id: String(format: "t-%02d", $0),
                firstName: "F\($0)",
                lastName: "L\($0)",
                level: .low,
                // Given far-first, so the service has to sort.
                distanceMeters: Double((count - $0) * 10),
                lastSeen: Date(timeIntervalSince1970: 0)
            )
        }
    }

    /// The distances in meters of the threats at `indices`, counted from the nearest, as ``threats(_:)``
    /// makes them: 0, 10, 20 and so on.
    static func distances(_ indices: Range<Int>) -> [Double] {
        indices.map { Double($0 * 10) }
    }

    /// Fetches one page and waits for it.
    private func fetch(_ service: ThreatService, from cursor: ThreatPage.Cursor) -> Result<
        ThreatPage, ThreatServiceError
    >? {
        var result: Result<ThreatPage, ThreatServiceError>?
        service.fetchThreats(from: cursor) { result = $0 }
        scheduler.advance(by: 1)
        return result
    }

    @Test("Pages of 10, nearest first, each after 1 second")
    func paging() throws {
        let service = ThreatService(threats: Self.threats(25), scheduler: scheduler)
        var first: Result<ThreatPage, ThreatServiceError>?
        service.fetchThreats(from: .first) { first = $0 }
        scheduler.advance(by: 0.999)
        #expect(first == nil, "The answer takes 1 s")
        scheduler.advance(by: 0.001)
        let page1 = try #require(try first?.get())
        #expect(page1.threats.map(\.distanceMeters) == Self.distances(0..<10))
        let cursor2 = try #require(page1.next)
        let page2 = try #require(try fetch(service, from: cursor2)?.get())
        #expect(page2.threats.count == 10)
        let cursor3 = try #require(page2.next)
        let page3 = try #require(try fetch(service, from: cursor3)?.get())
        #expect(page3.threats.count == 5)
        #expect(page3.next == nil, "The last page says there is no next one")
        #expect(Set((page1.threats + page2.threats + page3.threats).map(\.id)).count == 25, "Each threat once")
    }

    @Test("Equal distances are served in order of id")
    func ties() throws {
        let tied = ["c", "a", "b"].map {
            Threat(id: $0, firstName: $0, lastName: $0, level: .high, distanceMeters: 5, lastSeen: Date())
        }
        let service = ThreatService(threats: tied, scheduler: scheduler)
        let page = try #require(try fetch(service, from: .first)?.get())
        #expect(page.threats.map(\.id) == ["a", "b", "c"])
    }

    @Test("Exactly one page of threats has no next page; no threats is an empty last page")
    func edges() throws {
        let ten = ThreatService(threats: Self.threats(10), scheduler: scheduler)
        #expect(try fetch(ten, from: .first)?.get().next == nil)
        let none = ThreatService(threats: [], scheduler: scheduler)
        #expect(try fetch(none, from: .first)?.get() == ThreatPage(threats: [], next: nil))
    }

    @Test("Dismissed threats leave later pages without skipping any other")
    func dismissing() throws {
        let service = ThreatService(threats: Self.threats(25), scheduler: scheduler)
        let page1 = try #require(try fetch(service, from: .first)?.get())
        service.dismissThreat(id: page1.threats[0].id)
        service.dismissThreat(id: page1.threats[9].id)
        let cursor = try #require(page1.next)
        let page2 = try #require(try fetch(service, from: cursor)?.get())
        #expect(
            page2.threats.map(\.distanceMeters) == Self.distances(10..<20), "Page 2 still starts at the 11th")
        let again = try #require(try fetch(service, from: .first)?.get())
        #expect(again.threats.count == 10)
        #expect(!again.threats.contains(page1.threats[0]), "A dismissed threat does not come back")
        #expect(again.threats.last?.distanceMeters == 110, "The first page fills up from later threats")
    }

    @Test("Dismissing an unknown id does nothing")
    func dismissUnknown() throws {
        let service = ThreatService(threats: Self.threats(3), scheduler: scheduler)
        service.dismissThreat(id: "nope")
        #expect(try fetch(service, from: .first)?.get().threats.count == 3)
    }

    @Test("Scripted failures hit exactly the numbered requests; retrying asks the same page")
    func failures() throws {
        let service = ThreatService(threats: Self.threats(25), scheduler: scheduler, failingRequests: [2, 3])
        let page1 = try #require(try fetch(service, from: .first)?.get())
        let cursor = try #require(page1.next)
        #expect(fetch(service, from: cursor) == .failure(.connectionLost))
        #expect(fetch(service, from: cursor) == .failure(.connectionLost))
        let retried = try #require(try fetch(service, from: cursor)?.get())
        #expect(retried.threats.first?.distanceMeters == 100)
        #expect(service.requestCount == 4)
    }

    @Test("The failure reads as NSURLError's: The network connection was lost.")
    func failureText() {
        #expect(ThreatServiceError.connectionLost.localizedDescription == "The network connection was lost.")
    }

    @Test("A cancelled request never answers")
    func cancelled() {
        let service = ThreatService(threats: Self.threats(3), scheduler: scheduler)
        var answered = false
        service.fetchThreats(from: .first) { _ in answered = true }.cancel()
        scheduler.advance(by: 2)
        #expect(!answered)
        #expect(scheduler.pendingCount == 0)
    }
}
