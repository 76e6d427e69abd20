import TestSupport
import Testing
import ThreatKit

@MainActor
@Suite("Login service")
struct LoginServiceTests {
    let scheduler = VirtualScheduler()

    @Test("The default account signs in after 2 seconds")
    func defaultAccount() {
        let service = LoginService(scheduler: scheduler)
        var results: [Result<User, LoginError>] = []
        service.logIn(.defaultAccount) { results.append($0) }
        scheduler.advance(by: 1.999)
        #expect(results.isEmpty, "The answer takes 2 s")
        scheduler.advance(by: 0.001)
        #expect(results == [.success(User(username: "analyst"))])
    }

    @Test(
        "Anything but the exact account is refused",
        arguments: [("analyst", "swift"), ("Analyst", "Swift"), (" analyst", "Swift"), ("analyst", "Swift "), ("", "")]
    )
    func refused(username: String, password: String) {
        let service = LoginService(scheduler: scheduler)
        var results: [Result<User, LoginError>] = []
        service.logIn(Credentials(username: username, password: password)) { results.append($0) }
        scheduler.advance(by: 2)
        #expect(results == [.failure(.invalidCredentials)])
    }

    @Test("A cancelled sign-in never answers")
    func cancelled() {
        let service = LoginService(scheduler: scheduler)
        var answered = false
        let request = service.logIn(.defaultAccount) { _ in answered = true }
        request.cancel()
        scheduler.advance(by: 5)
        #expect(!answered)
    }

    @Test("Access codes are 6 digits and repeat for a seed")
    func accessCodes() {
        func codes(seed: UInt64) -> [String] {
            let service = LoginService(scheduler: scheduler, randomSource: SeededRandomNumberGenerator(seed: seed))
            return (0..<200).map { _ in service.makeAccessCode() }
        }
        let first = codes(seed: 42)
        #expect(first.allSatisfy { $0.count == 6 && $0.allSatisfy { "0123456789".contains($0) } })
        #expect(first == codes(seed: 42), "The same seed gives the same codes")
        #expect(first != codes(seed: 43), "Another seed gives other codes")
        #expect(Set(first).count > 190, "Codes should spread out, not cycle")
        #expect(first.contains { $0.hasPrefix("0") }, "Some codes start with 0, and keep it: 6 digits, not a number")
    }

    @Test("Two consecutive access codes may be equal: a repeated draw is given as it is (issue 11)")
    func repeatedCodeIsGiven() {
        let service = LoginService(
            scheduler: scheduler,
            randomSource: ScriptedAccessCodes(["111111", "111111", "222222"])
        )
        let codes = (0..<3).map { _ in service.makeAccessCode() }
        #expect(
            codes == ["111111", "111111", "222222"],
            "A code equal to the one before is given, not drawn again: codes are independent draws"
        )
    }

    @Test("A scripted source gives its codes in order, leading zeros and nines kept, then starts over")
    func scriptedCodes() {
        let script = ["000000", "123456", "999999", "090909"]
        let service = LoginService(scheduler: scheduler, randomSource: ScriptedAccessCodes(script))
        let codes = (0..<6).map { _ in service.makeAccessCode() }
        #expect(codes == script + script.prefix(2), "The script's codes, in order, then from the start again")
    }
}
