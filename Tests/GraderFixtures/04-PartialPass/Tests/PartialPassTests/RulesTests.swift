import PartialPass
import Testing

@Suite("04.1 Protect a username")
struct ProtectTests {
    @Test("All but the last 3 characters are starred")
    func stars() {
        #expect(protected("analyst") == "****yst")
    }

    @Test("A short name shows whole")
    func short() {
        #expect(protected("ab") == "ab")
    }
}

@Suite("04.2 Validate a password")
struct PasswordTests {
    @Test("Six letters are enough")
    func six() {
        #expect(isValid(password: "secret"))
    }

    @Test("Five accented letters are not")
    func accented() {
        #expect(!isValid(password: "ééééé"), "A password needs 6 characters; \"ééééé\" has 5")
    }
}

@Suite("04.3 Format a distance")
struct DistanceTests {
    @Test("Distances for people", arguments: [(350, "350 m"), (1200, "1.2 km")])
    func distance(metres: Int, expected: String) {
        #expect(formatted(metres: metres) == expected)
    }
}
