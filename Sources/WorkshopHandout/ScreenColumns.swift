import HeadlessUI
import WorkshopApp
import WorkshopSupport

/// How `workshop compare --play` lays the variants' screens out in a terminal: how many side by side,
/// and how wide each column is, in terminal columns.
///
/// Each row of columns takes a 2-column gutter (where `≠` marks a line that differs) and 3 columns
/// between screens. A screen gets 46 columns when there is room (its frame is 44 wide), and the
/// columns narrow down to 34 before a row holds one screen fewer, so an 80-column terminal shows two
/// screens a row. Rows are balanced: 5 screens that cannot all fit go 3 and 2, not 4 and 1.
/// A line longer than its column wraps inside it (``wrapped(_:toColumns:)``), so nothing is cut off.
package struct ScreenColumns: Equatable {
    /// How many screens one row of columns holds.
    package let perRow: Int
    /// Terminal columns of each screen's column.
    package let width: Int

    /// The widest column, when the terminal has room: the 44-column frame and 2 to spare.
    package static let preferredWidth = 46
    /// The narrowest column worth putting beside another one.
    package static let narrowestWidth = 34
    /// Terminal columns before the first column: the `≠` mark and a blank.
    package static let gutter = 2
    /// Terminal columns between two columns.
    package static let gap = 3

    /// The layout for `count` screens in a terminal `terminalColumns` wide.
    /// - Parameters:
    ///   - count: How many screens each step shows (one a variant), at least 1.
    ///   - terminalColumns: The terminal's width; `nil` for no limit (output to a file or a pipe),
    ///     which puts every screen side by side at the preferred width.
    package init(count: Int, terminalColumns: Int?) {
        let count = max(count, 1)
        guard let terminalColumns else {
            self.init(perRow: count, width: Self.preferredWidth)
            return
        }
        func widthFitting(_ perRow: Int) -> Int {
            (terminalColumns - Self.gutter - Self.gap * (perRow - 1)) / perRow
        }
        let fitting = (1...count).last { widthFitting($0) >= Self.narrowestWidth } ?? 1
        // As many rows as `fitting` needs, with the screens spread evenly over them.
        let rows = (count + fitting - 1) / fitting
        let perRow = (count + rows - 1) / rows
        // A terminal too narrow for even one column still gets a column of 20: wrapped, not lost.
        self.init(perRow: perRow, width: max(min(widthFitting(perRow), Self.preferredWidth), 20))
    }

    private init(perRow: Int, width: Int) {
        self.perRow = perRow
        self.width = width
    }

    /// The screens of one step, ``perRow`` at a time under their titles, each row of columns after
    /// a blank line; a line that differs between any two of `screens` is marked `≠` in every row.
    /// - Parameters:
    ///   - screens: One screen a variant, lines joined by `"\n"`.
    ///   - titles: The variants' ids, in the same order.
    /// - Returns: The text, lines joined by `"\n"`, with no blanks at the ends of lines.
    package func text(screens: [String], titles: [String]) -> String {
        let differs = Self.differingLines(screens)
        return stride(from: 0, to: screens.count, by: perRow).map { start in
            let end = min(start + perRow, screens.count)
            return Self.sideBySide(
                Array(screens[start..<end]), titles: Array(titles[start..<end]), width: width, differs: differs)
        }
        .joined(separator: "\n\n")
    }

    /// `screens` side by side in columns `width` terminal columns wide, after a `≠` gutter.
    /// - Parameters:
    ///   - screens: The screens, lines joined by `"\n"`.
    ///   - titles: One title a column.
    ///   - width: Terminal columns of each column (wide characters and emoji count 2).
    ///   - differs: For each line number, whether to mark it `≠`; `nil` marks the lines that differ here.
    /// - Returns: The text, lines joined by `"\n"`, with no blanks at the ends of lines.
    package static func sideBySide(_ screens: [String], titles: [String], width: Int, differs: [Bool]? = nil) -> String
    {
        let lines = screens.map(Self.lines)
        let differs = differs ?? differingLines(screens)
        var output = [
            "  " + titles.map { $0.truncated(toColumns: width).padded(toColumns: width) }.joined(separator: "   ")
        ]
        for row in 0..<(lines.map(\.count).max() ?? 0) {
            let pieces = lines.map { wrapped(row < $0.count ? $0[row] : "", toColumns: width) }
            for piece in 0..<(pieces.map(\.count).max() ?? 1) {
                let mark = piece == 0 && row < differs.count && differs[row] ? "≠ " : "  "
                let texts = pieces.map { piece < $0.count ? $0[piece] : "" }
                output.append(mark + texts.map { $0.padded(toColumns: width) }.joined(separator: "   "))
            }
        }
        return output.map { String(withoutTrailingBlanks($0[...])) }.joined(separator: "\n")
    }

    /// For each line number, whether the screens' lines there differ (a missing line is an empty one).
    private static func differingLines(_ screens: [String]) -> [Bool] {
        let lines: [[String]] = screens.map(Self.lines)
        // Typed in steps: as one expression, it took 3 s to type-check.
        let rows = lines.map(\.count).max() ?? 0
        return (0..<rows).map { row in
            let texts: [String] = lines.map { row < $0.count ? $0[row] : "" }
            return Set(texts).count > 1
        }
    }

    private static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `line` in pieces of at most `columns` terminal columns, broken at a blank where one is near the end.
    ///
    /// Pieces after the first start under the line's value, past its label (`│ notes         Followed…`
    /// goes on under `Followed`), and keep the frame's `│`, so a wrapped line reads as one.
    /// A piece never splits a character.
    /// - Parameters:
    ///   - line: One line of a screen.
    ///   - columns: The most terminal columns a piece may take, at least 2.
    /// - Returns: The pieces; `[line]` when it fits.
    package static func wrapped(_ line: String, toColumns columns: Int) -> [String] {
        guard line.terminalColumns > columns else { return [line] }
        let indent = continuationIndent(line, columns: columns)
        let prefix = indent > 0 ? "│" + String(repeating: " ", count: indent - 1) : ""
        var pieces: [String] = []
        var rest = Substring(line)
        var lead = ""
        while (lead + rest).terminalColumns > columns {
            let room = columns - lead.terminalColumns
            // The longest start of `rest` that fits, then back to its last blank if that is in its second half.
            var end = rest.startIndex
            var used = 0
            while end < rest.endIndex, used + rest[end].terminalColumns <= room {
                used += rest[end].terminalColumns
                end = rest.index(after: end)
            }
            if end == rest.startIndex { end = rest.index(after: end) }  // A character wider than the room.
            if let blank = breakingBlank(in: rest[..<end], before: rest[end...], room: room) {
                end = rest.index(after: blank)
            }
            pieces.append(lead + withoutTrailingBlanks(rest[..<end]))
            rest = rest[end...].drop { $0 == " " }
            lead = prefix
        }
        if !rest.isEmpty { pieces.append(lead + rest) }
        return pieces
    }

    /// Where to break `text`, the start of a line that fits, when `after` follows it: after the last gap
    /// of two blanks (between a table row's columns), else at the end when a blank follows, else after
    /// its last blank; `nil` to break at the end, so a piece is never short for want of a blank (only a
    /// blank past the middle of `room` is taken).
    private static func breakingBlank(in text: Substring, before after: Substring, room: Int) -> Substring.Index? {
        let pastMiddle = { (blank: Substring.Index) in text[..<blank].terminalColumns > room / 2 }
        if let gap = text.ranges(of: "  ").last.map(\.upperBound), pastMiddle(gap) {
            return text.index(before: gap)
        }
        guard after.first != " " else { return nil }
        return text.lastIndex(of: " ").flatMap { pastMiddle($0) ? $0 : nil }
    }

    /// Where a wrapped line's value starts: after its frame (`│ `), its label and the blanks after it;
    /// just after the frame when the line has no label or its value starts too far right to leave room;
    /// 0 for a line outside a frame.
    private static func continuationIndent(_ line: String, columns: Int) -> Int {
        guard line.first == "│" || line.first == "▸" else { return 0 }
        let value = line.prefixMatch(of: /. +[^ ]+  +/).map { line[..<$0.range.upperBound].terminalColumns }
        return value.flatMap { $0 <= columns / 2 ? $0 : nil } ?? 2
    }

    /// `text` without the blanks at its end.
    private static func withoutTrailingBlanks(_ text: Substring) -> Substring {
        text[..<(text.lastIndex { $0 != " " }.map(text.index(after:)) ?? text.startIndex)]
    }
}
