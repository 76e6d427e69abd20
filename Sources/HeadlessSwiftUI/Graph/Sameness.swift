/// Whether two values are known to be the same: by `==` when the type is `Equatable`, else by their bytes
/// (the same bytes are the same value: the same numbers, the same objects, the same string storage), the
/// bytes in `ignored` left out.
///
/// `false` means "not known to be the same", so a caller that redraws on `false` only does more work.
/// - Parameters:
///   - value: One value.
///   - other: The other, of any type (a different type is never the same).
///   - ignored: Ranges of byte offsets not compared (a view's ``State``s), in order, not overlapping.
/// - Returns: Whether they are the same.
func isKnownSame<Value>(_ value: Value, _ other: Any, ignoring ignored: [Range<Int>] = []) -> Bool {
    guard let other = other as? Value else { return false }
    if let equatable = value as? any Equatable {
        return equatable.isEqual(to: other)
    }
    var left = value
    var right = other
    return withUnsafeBytes(of: &left) { left in
        withUnsafeBytes(of: &right) { right in
            guard !ignored.isEmpty else { return left.elementsEqual(right) }
            var start = 0
            for skip in ignored + [left.count..<left.count] {
                let end = min(max(skip.lowerBound, start), left.count)
                guard left[start..<end].elementsEqual(right[start..<end]) else { return false }
                start = min(max(skip.upperBound, start), left.count)
            }
            return true
        }
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
