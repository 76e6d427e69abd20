/// One page of threats, nearest first, and where the next page starts.
public struct ThreatPage: Equatable, Sendable {
    /// Where a page starts in the service's list of threats.
    ///
    /// Opaque on purpose: a cursor stays right when threats before it are dismissed, which a page
    /// number or an offset would not (dismissing row 3 would shift every later threat back by one).
    public struct Cursor: Hashable, Sendable {
        let position: Int

        /// The start of the list: ask for this to get the first page.
        public static let first = Cursor(position: 0)
    }

    /// Up to ``ThreatService/pageSize`` threats, nearest first.
    public let threats: [Threat]
    /// Where the next page starts, or `nil` when this page is the last.
    public let next: Cursor?

    /// Creates a page; the service makes them, tests compare with them.
    public init(threats: [Threat], next: Cursor?) {
        self.threats = threats
        self.next = next
    }
}
