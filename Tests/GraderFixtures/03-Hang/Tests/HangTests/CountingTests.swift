import Hang
import Testing

@Suite("03.1 Count down")
struct CountDownTests {
    @Test("From 3 down")
    func fromThree() {
        #expect(countDown(from: 3) == [3, 2, 1])
    }
}

@Suite("03.2 Count up")
struct CountUpTests {
    @Test("Up to 3")
    func toThree() {
        #expect(countUp(to: 3) == [1, 2, 3])
    }
}
