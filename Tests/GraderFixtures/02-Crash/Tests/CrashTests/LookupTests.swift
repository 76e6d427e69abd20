import Crash
import Testing

@Suite("02.1 Before the crash")
struct BeforeTests {
    @Test("Agent 1 is Heo")
    func first() {
        #expect(agentName(id: 1) == "Heo")
    }
}

@Suite("02.2 The crash")
struct CrashingTests {
    @Test("Agent 3 has a name")
    func missing() {
        #expect(!agentName(id: 3).isEmpty)
    }
}

@Suite("02.3 After the crash")
struct AfterTests {
    @Test("Agent 2 is Lin")
    func second() {
        #expect(agentName(id: 2) == "Lin")
    }
}
