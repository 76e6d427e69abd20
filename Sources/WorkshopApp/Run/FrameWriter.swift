import WorkshopSupport

/// Turns each new frame into the terminal output that changes only the lines that changed.
///
/// The first frame clears the screen and draws everything; each later one moves the cursor to each
/// changed line, clears it and writes it, then clears any lines the old frame had beyond the new one.
package struct FrameWriter {
    private var shown: [String] = []
    private var isFirst = true

    private static let escape = "\u{1B}["

    /// The output that takes the screen from the last frame to `frame`; empty when nothing changed.
    package mutating func update(to frame: [String]) -> String {
        var output = ""
        if isFirst {
            output += Self.escape + "2J"
            isFirst = false
        }
        for (row, line) in frame.enumerated() where row >= shown.count || shown[row] != line {
            output += Self.escape + "\(row + 1);1H" + Self.escape + "2K" + line
        }
        for row in frame.count..<max(shown.count, frame.count) {
            output += Self.escape + "\(row + 1);1H" + Self.escape + "2K"
        }
        shown = frame
        return output
    }

    /// Forgets what is on screen, so the next frame is drawn whole (after a resize, say).
    package mutating func invalidate() {
        shown = []
        isFirst = true
    }
}
