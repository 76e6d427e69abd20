/// The numbers from `start` down to 1; the fixture's mistake is to count the wrong way, forever.
public func countDown(from start: Int) -> [Int] {
    var numbers: [Int] = []
    var number = start
    while number > 0 {
        numbers.append(number)
        number += 1
        if numbers.count > 100_000 { numbers.removeAll() }
    }
    return numbers
}

/// The numbers from 1 up to `end`.
public func countUp(to end: Int) -> [Int] {
    Array(1...end)
}
