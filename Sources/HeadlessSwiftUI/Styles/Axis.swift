/// A direction: SwiftUI's `Axis`, with the set of them that a `ScrollView` scrolls along (not drawn).
public enum Axis: Sendable {
    /// Across.
    case horizontal
    /// Down.
    case vertical

    /// Some of the axes.
    public struct Set: OptionSet, Sendable {
        /// The set's bits.
        public let rawValue: Int8

        /// The set whose bits are `rawValue`.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Across.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// Down.
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
