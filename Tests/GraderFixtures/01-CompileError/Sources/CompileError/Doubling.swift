/// Twice `number`; the fixture's mistake is to multiply by a string.
public func double(_ number: Int) -> Int {
    number * "2"
}
