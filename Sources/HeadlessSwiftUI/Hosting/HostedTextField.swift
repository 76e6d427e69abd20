import Foundation
import HeadlessUI

/// The HeadlessUI text field a ``TextField`` is drawn as: each edit goes through the view's binding.
final class HostedTextField: HeadlessUI.TextField, TextFieldDelegate {
    var binding = Binding<String>.constant("")
    var onSubmit: (@MainActor () -> Void)?
    /// The focus state it is tied to, told when editing begins and ends.
    var focus: FocusTie?

    init() {
        super.init()
        delegate = self
    }

    func textField(
        _ textField: HeadlessUI.TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    )
        -> Bool
    {
        let text = textField.text ?? ""
        var edited = text
        if range.length == 0, range.location == text.utf16.count {
            // Typing at the end, most edits: no range to convert.
            edited += string
        } else {
            guard let swiftRange = Range(range, in: text) else { return false }
            // The standard library's edit: Foundation's replacingCharacters(in:with:) copies through NSString.
            edited.replaceSubrange(swiftRange, with: string)
        }
        binding.wrappedValue = edited
        return true
    }

    func textFieldDidBeginEditing(_ textField: HeadlessUI.TextField) {
        focus?.set(true)
    }

    func textFieldDidEndEditing(_ textField: HeadlessUI.TextField) {
        focus?.set(false)
    }

    func textFieldShouldReturn(_ textField: HeadlessUI.TextField) -> Bool {
        onSubmit?()
        return true
    }
}
