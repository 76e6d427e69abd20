import Testing
import ThreatKit

@Suite("Models")
struct ModelTests {
    @Test("Credentials never show their password, however they are printed")
    func passwordIsRedacted() {
        let credentials = Credentials(username: "analyst", password: "hunter2-secret")
        var dumped = ""
        dump(credentials, to: &dumped)
        for text in [
            credentials.description, credentials.debugDescription, String(describing: credentials),
            String(reflecting: credentials), "\(credentials)", dumped,
        ] {
            #expect(!text.contains("hunter2-secret"), "The password leaked in: \(text)")
            #expect(text.contains("analyst"), "The username should still show in: \(text)")
        }
    }

    @Test("The default account is analyst / Swift")
    func defaultAccount() {
        #expect(Credentials.defaultAccount == Credentials(username: "analyst", password: "Swift"))
    }

    @Test("Threat levels are spelt as in the threats file")
    func levels() {
        #expect(ThreatLevel.allCases.map(\.rawValue) == ["low", "moderate", "high", "critical"])
    }
}
