/// Whether two values are known to be the same: by `==` when the type is `Equatable`, else by their bytes
/// (the same bytes are the same value: the same numbers, the same objects, the same string storage).
///
/// `false` means "not known to be the same", so a caller that redraws on `false` only does more work.
/// - Parameters:
///   - value: One value.
///   - other: The other, of any type (a different type is never the same).
/// - Returns: Whether they are the same.
func isKnownSame<Value>(_ value: Value, _ other: Any) -> Bool {
    guard let other = other as? Value else { return false }
    if let equatable = value as? any Equatable {
        return equatable.isEqual(to: other)
    }
    var left = value
    var right = other
    return withUnsafeBytes(of: &left) { left in
        withUnsafeBytes(of: &right) { right in left.elementsEqual(right) }
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
