import AppHost
import Testing

/// Expectations on what the screen shows that, when they fail, say what it showed instead.
///
/// `#expect(try app.text(of: "message") == "…")` cannot show the text it read (Swift Testing does not
/// take apart an expression that throws), so an attendee would not know what the screen said. These
/// read first, then expect, so every failure names the actual value.
extension AppDriver {
    /// Expects the widget `identifier` to show `expected`.
    /// - Throws: ``DriverError`` when there is no such visible widget.
    @MainActor
    func expectText(
        of identifier: String, _ expected: String, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws(DriverError) {
        let shown = try text(of: identifier)
        #expect(shown == expected, comment, sourceLocation: sourceLocation)
    }

    /// Expects the visible table to show `count` rows.
    /// - Throws: ``DriverError`` when no table is visible.
    @MainActor
    func expectRowCount(
        _ count: Int, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws(DriverError) {
        let shown = try rows().count
        #expect(shown == count, comment, sourceLocation: sourceLocation)
    }

    /// Expects the visible table to show exactly `expected`, top first.
    /// - Throws: ``DriverError`` when no table is visible.
    @MainActor
    func expectRows(
        _ expected: [Row], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws(DriverError) {
        let shown = try rows()
        #expect(shown == expected, comment, sourceLocation: sourceLocation)
    }

    /// Expects the visible table's row titles to be `expected`, top first.
    /// - Throws: ``DriverError`` when no table is visible.
    @MainActor
    func expectRowTitles(
        _ expected: [String], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws(DriverError) {
        let shown = try rowTitles()
        #expect(shown == expected, comment, sourceLocation: sourceLocation)
    }
}
