/// The numbers from `start` down to 1; the fixture's mistake is to count the wrong way, practically
/// forever (wrapping at `Int.max` would take centuries), in a loop of one line.
public func countDown(from start: Int) -> [Int] {
    var number = start
    while number > 0 { number &+= 1 }
    return Array((1...start).reversed())
}

/// The numbers from 1 up to `end`.
public func countUp(to end: Int) -> [Int] {
    Array(1...end)
}
