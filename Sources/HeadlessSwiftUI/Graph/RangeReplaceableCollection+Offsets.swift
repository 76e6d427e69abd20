import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (counted from the start), as SwiftUI's does for `onDelete`.
    /// - Parameter offsets: Offsets of elements now in the collection; one past the end is not allowed.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
