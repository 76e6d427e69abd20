/// A side of a view: SwiftUI's `Edge`, with the set of them that `padding` pads (not drawn).
public enum Edge: Sendable {
    case top, leading, bottom, trailing

    /// Some of the edges.
    public struct Set: OptionSet, Sendable {
        /// The set's bits.
        public let rawValue: Int8

        /// The set whose bits are `rawValue`.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The leading edge.
        public static let leading = Set(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 2)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 1 << 3)
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
