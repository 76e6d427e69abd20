import Foundation

/// What a text field asks and tells its delegate: the headless twin of `UITextFieldDelegate`.
///
/// Every method has a default (do nothing, or allow), as the optional methods of UIKit's protocol do.
/// A misspelt method therefore compiles and is never called, exactly as in UIKit: match the names.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Tells the delegate that `textField` became the field being edited.
    func textFieldDidBeginEditing(_ textField: TextField)

    /// Tells the delegate that `textField` is no longer being edited.
    func textFieldDidEndEditing(_ textField: TextField)

    /// Asks whether an edit may happen, before the field's text changes.
    ///
    /// Called for every keystroke, deletion and paste. Work out the new text from the field's current
    /// text, `range` and `string`; the field applies the edit only if you return `true`.
    /// - Parameters:
    ///   - textField: The field being edited.
    ///   - range: The part of the current text being replaced, in UTF-16 code units (as in UIKit):
    ///     convert it with `Range(range, in: text)`, never by counting `Character`s.
    ///   - string: What replaces it; empty for a deletion.
    /// - Returns: Whether the field should apply the edit.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool

    /// Asks what pressing Return should do; the field itself does nothing more.
    /// - Returns: Whether the field should process the Return (kept for UIKit's shape; ignored).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}

    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}

    /// Allows every edit.
    public func textField(
        _ textField: TextField,
        shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool {
        true
    }

    /// Allows the Return.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        true
    }
}
