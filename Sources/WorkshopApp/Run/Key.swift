import WorkshopSupport

/// A key a person pressed, decoded from the bytes a terminal sends.
package enum Key: Equatable {
    /// A character to type (one grapheme cluster: an emoji with its skin tone is one).
    case character(Character)
    /// Return or Enter.
    case enter
    /// The delete key that removes the character before the cursor.
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab.
    case shiftTab
    /// An arrow key.
    case up, down, left, right
    /// The forward-delete key (⌦).
    case delete
    /// Escape, on its own.
    case escape
    /// Control-C or Control-Q: quit.
    case quit
}
