/// `username` with every character but the last 3 replaced by `*`.
public func protected(_ username: String) -> String {
    String(repeating: "*", count: max(0, username.count - 3)) + username.suffix(3)
}

/// Whether `password` is long enough; the fixture's mistake is to count bytes.
public func isValid(password: String) -> Bool {
    password.utf8.count >= 6
}

/// A distance for people; the fixture's mistake is to forget kilometres.
public func formatted(metres: Int) -> String {
    "\(metres) m"
}
