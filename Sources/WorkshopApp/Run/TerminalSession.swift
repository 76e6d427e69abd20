import AppHost
import Foundation
import HeadlessUI
import ThreatKit
import WorkshopSupport

/// The app as `workshop run` shows it: a variant's window, a focus the keys move, and the frame to draw.
///
/// It knows nothing of terminals: keys come in as ``Key`` values and frames go out as lines of text,
/// so tests drive it on virtual time exactly as a person at a keyboard would.
///
/// Focus moves over what a person could act on: text fields, buttons, the table (whose rows the
/// arrows then move through) and, while an alert is up, only the alert's actions. Focusing a text
/// field makes it the one being edited, and moving off it ends editing, as tapping elsewhere does.
///
/// Focus follows the screen: ↑ and ↓ move to the stop above or below and stop at the ends (Tab and
/// Shift-Tab go round); entering the list from below lands on its last row, from above on its first.
/// Deleting is as on iOS: `d` (or ⌦) reveals a Delete action on the row, as a swipe does; Return
/// confirms it and Esc (or any other key) closes it.
@MainActor
package final class TerminalSession {
    /// What the session says after a key.
    package enum Outcome: Equatable {
        /// Keep going.
        case keepRunning
        /// The person asked to quit.
        case quit
        /// The person pressed Esc on the sign-in screen: back to the variant picker.
        case backToPicker
    }

    /// What Esc on the sign-in screen of an exercise's app says.
    package static let noPicker =
        "This is your exercise's app: Esc has no variant list to go back to here. q quits; `swift run workshop"
        + " run` has the kit's variants."

    /// The lines under the screen that say which keys do what.
    package static let keyHelp = [
        "Tab, Shift-Tab, ↑↓: move · Return: activate · Backspace: erase · Esc: back",
        "d or ⌦ on a row: Delete (Return confirms, Esc cancels) · q or Ctrl-C: quit",
    ]

    /// Where focus can rest.
    private enum Stop {
        case field(TextField)
        case button(Button)
        case table(TableView)
        case alertAction(AlertController, AlertAction)

        var object: AnyObject {
            switch self {
            case .field(let field): field
            case .button(let button): button
            case .table(let table): table
            case .alertAction(_, let action): action
            }
        }
    }

    package let variant: Variant
    package let window = Window()
    private var focused: AnyObject?
    /// Whether the session chose the focus (not the person): it then follows the screen as it fills,
    /// moving to the list when rows arrive.
    private var isFocusChosenBySession = true
    /// The list the row selection belongs to, kept across a visit to the detail screen and back.
    private weak var selectedTable: TableView?
    private var selectedRow = 0
    /// The row whose Delete action shows (after `d`, as after a swipe), or `nil` when none does.
    private var revealedDeleteRow: Int?
    /// Messages for the person (a data file set aside, a failed save), shown under the title until a key.
    private var notices: [String] = []
    /// That a task never waits, and where when known: one notice, after the others, until the next key.
    private var spinningNotice: String?

    /// Whether Esc on the sign-in screen leaves for the variant picker: the kit's variants do; an exercise's
    /// app, which the picker does not list, stays and says how to quit.
    package let hasPicker: Bool

    /// Starts `variant`'s app in `environment` in a window, with the focus on its first field; `hasPicker`
    /// false for an exercise's app.
    package init(variant: Variant, environment: AppEnvironment, hasPicker: Bool = true) {
        self.variant = variant
        self.hasPicker = hasPicker
        window.rootViewController = variant.makeRootViewController(environment)
        window.makeKeyAndVisible()
        settleFocus()
    }

    // MARK: - Keys

    /// Shows `message` under the title until the next key.
    package func addNotice(_ message: String) {
        notices.append(message)
    }

    /// Says, until the next key, that a task of the app never waits (a loop that only awaits
    /// `Task.yield()`, or a sleep whose cancellation it ignores), so the app runs only between its turns,
    /// where it spins, and what its loop awaits (``SpinningAwait``).
    ///
    /// Said once however often it is noted; a place noted once is kept over later notes that know none
    /// (two settlings side by side, the second after the first has forgotten the place).
    /// - Parameters:
    ///   - place: Where the task spins (``ResumePoints/callerPlace``); `nil` when unknown.
    ///   - folder: The folder the path is said from (the kit's, where `workshop run` is typed).
    package func noteSpinningTask(at place: SourceSymbolizer.Place?, from folder: String) {
        guard let place else {
            spinningNotice =
                spinningNotice
                ?? "A task never waits, so the app only runs between its turns: look for a loop that only awaits"
                + " Task.yield(), and await the clock or loop over an async sequence instead."
            return
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let path = place.path.hasPrefix(prefix) ? String(place.path.dropFirst(prefix.count)) : place.path
        spinningNotice =
            "A task never waits, so the app only runs between its turns. It spins at \(path):\(place.line): "
            + SpinningAwait(at: place).advice
    }

    /// Does what `key` does on the current screen.
    /// - Returns: Whether to keep running.
    package func handle(_ key: Key) -> Outcome {
        notices = []
        spinningNotice = nil
        // The screen may have changed since the last key (a response pushed the list): settle first.
        let stop = settleFocus()
        var isOnField = false
        if case .field? = stop { isOnField = true }
        if let row = revealedDeleteRow {
            // Any key closes the revealed action; Return confirms it, Esc only closes it.
            revealedDeleteRow = nil
            if case .table(let table)? = stop, key == .enter || key == .escape {
                if key == .enter { table.simulateSwipeToDelete(at: IndexPath(row: row, section: 0)) }
                settleFocus()
                return .keepRunning
            }
        }
        switch (key, stop) {
        case (.quit, _):
            return .quit
        case (.character("q"), _) where !isOnField:
            return .quit
        case (.character(let character), .field(let field)?):
            field.simulateTyping(String(character))
        case (.backspace, .field(let field)?):
            field.simulateDeleteBackward()
        case (.enter, .field(let field)?):
            field.simulateReturn()
        case (.enter, .button(let button)?):
            button.simulateTap()
        case (.enter, .table(let table)?):
            table.simulateSelectingRow(at: IndexPath(row: selectedRow, section: 0))
        case (.enter, .alertAction(let alert, let action)?):
            alert.simulateTappingAction(titled: action.title)
        case (.character("d"), .table?), (.delete, .table?):
            revealedDeleteRow = selectedRow
        case (.up, .table?) where selectedRow > 0:
            selectedRow -= 1
        case (.down, .table(let table)?) where selectedRow < table.numberOfRows(inSection: 0) - 1:
            selectedRow += 1
        case (.tab, _):
            moveFocus(by: 1, wrapping: true)
        case (.shiftTab, _):
            moveFocus(by: -1, wrapping: true)
        case (.down, _), (.right, .alertAction?):
            moveFocus(by: 1, wrapping: false)
        case (.up, _), (.left, .alertAction?):
            moveFocus(by: -1, wrapping: false)
        case (.escape, _) where !isAlertUp:
            if !goBack() && isSignInScreen {
                guard hasPicker else {
                    addNotice(Self.noPicker)
                    return .keepRunning
                }
                return .backToPicker
            }
        case (.left, _) where !isOnField && !isAlertUp:
            // As in UIKit, an alert is in front of everything: no key goes back under it.
            goBack()
        default:
            break
        }
        settleFocus()
        return .keepRunning
    }

    // MARK: - Drawing

    /// The lines to draw: a title, the screen with the focus marked, and the key help.
    /// - Parameters:
    ///   - width: Terminal columns available; longer lines are cut to fit, ending in `…`.
    ///   - height: Lines available; a taller screen scrolls to keep the focus in view.
    /// - Returns: The lines, top first, none wider than `width` terminal columns.
    package func frame(width: Int, height: Int) -> [String] {
        // Timers and responses change screens too (sign-in pushes the list): settle the focus first.
        let stop = settleFocus()
        let renderer = ScreenRenderer(width: min(max(width, 20), 72), focus: rendererFocus(at: stop))
        var screen = renderer.render(window).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let said = (notices + [spinningNotice].compactMap { $0 }).flatMap { Self.noticeLines($0, toColumns: width) }
        let header = ["Threat Watch · \(variant.name)"] + said + [""]
        let footer = [""] + Self.keyHelp
        let room = max(height - header.count - footer.count, 3)
        if screen.count > room {
            // Keep the focused line (marked ▸) in view, with the frame's top line when it fits.
            let focusLine = screen.firstIndex { $0.hasPrefix("▸") } ?? 0
            let start = min(max(focusLine - room / 2, 0), screen.count - room)
            screen = Array(screen[start..<start + room])
        }
        return (header + screen + footer).map { $0.truncated(toColumns: width) }
    }

    /// A notice as lines of at most `columns` terminal columns, broken at blanks: it is never cut short.
    ///
    /// The first line starts with `! `, the others with two blanks. A word that fits a line only without
    /// them (a long path) has a line of its own; a word wider than a line is cut into pieces, after a `/`
    /// where one fits (a path then reads folder by folder).
    static func noticeLines(_ text: String, toColumns columns: Int) -> [String] {
        let columns = max(columns, 4)
        var lines: [String] = []
        var lead = "! "
        var words: [String] = []
        func endLine() {
            lines.append(lead + words.joined(separator: " "))
            lead = "  "
            words = []
        }
        for word in text.split(separator: " ").map(String.init) {
            if (lead + (words + [word]).joined(separator: " ")).terminalColumns <= columns {
                words.append(word)
                continue
            }
            if !words.isEmpty { endLine() }
            if (lead + word).terminalColumns <= columns {
                words = [word]
            } else if lead == "  ", word.terminalColumns <= columns {
                lines.append(word)
            } else {
                var piece = ""
                for character in word {
                    if (lead + piece + String(character)).terminalColumns > columns {
                        var carried = ""
                        if let slash = piece.lastIndex(of: "/") {
                            carried = String(piece[piece.index(after: slash)...])
                            piece = String(piece[...slash])
                        }
                        words = [piece]
                        endLine()
                        piece = carried
                    }
                    piece.append(character)
                }
                words = [piece]
            }
        }
        if !words.isEmpty { endLine() }
        return lines
    }

    private func rendererFocus(at stop: Stop?) -> ScreenRenderer.Focus? {
        switch stop {
        case .field(let field)?: .view(field)
        case .button(let button)?: .view(button)
        case .table(let table)?: revealedDeleteRow.map { .rowAction(table, $0, "Delete") } ?? .row(table, selectedRow)
        case .alertAction(_, let action)?: .alertAction(action.title)
        case nil: nil
        }
    }

    // MARK: - Focus

    /// Everything on the current screen that focus can rest on, top to bottom.
    private var stops: [Stop] {
        if let alert = window.topmostViewController as? AlertController {
            return alert.actions.map { .alertAction(alert, $0) }
        }
        return window.allViews.filter(\.isVisible).compactMap { view in
            switch view {
            case let field as TextField: .field(field)
            case let button as Button: .button(button)
            case let table as TableView where table.numberOfRows(inSection: 0) > 0: .table(table)
            default: nil
            }
        }
    }

    private var currentStop: Stop? {
        stops.first { $0.object === focused }
    }

    /// Moves the focus one stop down (`step` 1) or up (`step` -1).
    ///
    /// It goes round past the ends when `wrapping` (Tab), else stops there (the arrows). Entering the
    /// list going up lands on its last row, going down on its first.
    private func moveFocus(by step: Int, wrapping: Bool) {
        let stops = stops
        guard !stops.isEmpty else { return }
        var index = (stops.firstIndex { $0.object === focused } ?? (step > 0 ? -1 : stops.count)) + step
        if wrapping {
            index = (index + stops.count) % stops.count
        } else if !stops.indices.contains(index) {
            return
        }
        let next = stops[index]
        focus(next)
        if case .table(let table) = next {
            selectedRow = step > 0 ? 0 : max(table.numberOfRows(inSection: 0) - 1, 0)
        }
        isFocusChosenBySession = false
    }

    /// Where the focus goes on a new screen: the first field, else the list, else the first stop.
    private func preferredStop(among stops: [Stop]) -> Stop? {
        stops.first { if case .field = $0 { true } else { false } }
            ?? stops.first { if case .table = $0 { true } else { false } }
            ?? stops.first
    }

    private func focus(_ stop: Stop) {
        if case .field(let field)? = currentStop, stop.object !== field {
            field.resignFirstResponder()
        }
        focused = stop.object
        switch stop {
        case .field(let field):
            field.becomeFirstResponder()
        case .table(let table) where table !== selectedTable:
            selectedTable = table
            selectedRow = 0
        default:
            break
        }
    }

    /// After anything happened: follow the field being edited (Return in the username field moves on),
    /// find a new focus when the old one left the screen, and keep the row selection on the table.
    ///
    /// When the app ends editing itself (Return in the password field), the focus stays on the field;
    /// typing there starts editing again, as tapping it would.
    /// - Returns: The stop the focus is on then (``currentStop``), found among the stops it read.
    @discardableResult
    private func settleFocus() -> Stop? {
        // The stops are read once (each read walks the screen's views), and again only once the focus has moved
        // into the app's code, which may change the screen.
        var stops = stops
        if let editing = window.firstResponder, let stop = stops.first(where: { $0.object === editing }) {
            // The person (or the app, for them) is in a field: the session no longer places the focus, so
            // when editing ends (Return in the password field) it stays there rather than going back to the
            // first field, which would start editing it and show the username unprotected.
            if stop.object !== focused { isFocusChosenBySession = false }
            focused = stop.object
        } else if !stops.contains(where: { $0.object === focused }) || isFocusChosenBySession,
            let preferred = preferredStop(among: stops), preferred.object !== focused
        {
            focus(preferred)
            isFocusChosenBySession = true
            stops = self.stops
        }
        let current = stops.first { $0.object === focused }
        if case .table(let table)? = current {
            selectedRow = min(selectedRow, max(table.numberOfRows(inSection: 0) - 1, 0))
            if let row = revealedDeleteRow, row >= table.numberOfRows(inSection: 0) { revealedDeleteRow = nil }
        } else {
            revealedDeleteRow = nil
        }
        return current
    }

    /// Taps the screen's back button.
    /// - Returns: Whether the screen had one.
    @discardableResult
    private func goBack() -> Bool {
        let back = window.allViews.first { $0.accessibilityIdentifier == "back" && $0.isVisible } as? Button
        back?.simulateTap()
        return back != nil
    }

    /// Whether an alert is up, in front of every screen.
    private var isAlertUp: Bool {
        window.topmostViewController is AlertController
    }

    /// Whether the sign-in screen is on top (its `username` field shows, and no alert is up).
    private var isSignInScreen: Bool {
        !isAlertUp
            && window.allViews.contains { $0.accessibilityIdentifier == "username" && $0.isVisible }
    }

    /// Takes the app off the window, so its screens disappear and their timers stop.
    package func close() {
        window.firstResponder?.resignFirstResponder()
        window.rootViewController = nil
    }
}
