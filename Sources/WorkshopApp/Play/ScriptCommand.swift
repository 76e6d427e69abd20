import Foundation
import WorkshopSupport

/// One line of a script, as SPEC.md's "Script language" defines it.
public enum ScriptCommand: Equatable, Sendable {
    /// `type FIELD TEXT`: focus a field and type the rest of the line into it.
    case type(field: String, text: String)
    /// `clear FIELD`: focus a field and delete its whole text.
    case clear(field: String)
    /// `return`: press Return in the focused field.
    case pressReturn
    /// `tap ID`: tap a button, or an alert action by title.
    case tap(String)
    /// `wait SECONDS`: let virtual time pass.
    case wait(seconds: Double)
    /// `select N`: select row N, counted from 1.
    case select(row: Int)
    /// `delete N`: swipe-delete row N, counted from 1.
    case delete(row: Int)
    /// `back`: pop the top screen.
    case back
    /// `expect TEXT`: the screen contains TEXT.
    case expect(String)
    /// `expect-not TEXT`: the screen does not contain TEXT.
    case expectNot(String)
    /// `expect-rows N`: the visible table has exactly N rows.
    case expectRows(Int)
    /// `note ID`: remember the widget's text.
    case note(String)
    /// `expect-changed ID`: the widget's text differs from the noted one.
    case expectChanged(String)
    /// `expect-unchanged ID`: the widget's text equals the noted one.
    case expectUnchanged(String)
    /// `screen`: print the screen.
    case screen
}
