import CompileError
import Testing

@Suite("01.1 Double a number")
struct DoublingTests {
    @Test("Doubling 21 gives 42")
    func doubles() {
        #expect(double(21) == 42, "double(_:) returns twice its argument")
    }
}
