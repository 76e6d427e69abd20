extension HostingController {
    /// Moves the editing to the field its focus state names, or ends it, when the state says otherwise.
    func moveFocus() {
        guard !found.focus.isEmpty else { return }
        // The fields are this screen's, just drawn: each is editing if it is its window's first responder.
        let editing = view.window?.firstResponder
        for (field, isFocused) in found.focus where isFocused != (editing === field) {
            if isFocused { field.becomeFirstResponder() } else { field.resignFirstResponder() }
        }
    }
}
