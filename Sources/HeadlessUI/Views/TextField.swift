import Foundation

/// A one-line field the user types into: the headless twin of `UITextField`.
///
/// Two kinds of methods change it. Code sets ``text`` directly, and the delegate hears nothing, as in
/// UIKit. A person's input goes through the `simulate…` methods, which behave like the keyboard: each
/// edit is first offered to the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`
/// and applied only if it agrees.
@MainActor
open class TextField: View {
    /// The text shown.
    ///
    /// Never `nil` when read (setting `nil` makes it empty), as in UIKit.
    public var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    /// Shown, dimmed, while the field is empty.
    public var placeholder: String?

    /// Whether the field hides what is typed (shown as `•`), as password fields do.
    public var isSecureTextEntry = false

    /// Whether a person can edit the field: a disabled field does not start editing, and one being edited
    /// stops, as `UITextField`, a `UIControl`, does.
    public var isEnabled = true {
        didSet { if !isEnabled { resignFirstResponder() } }
    }

    /// Hears about editing and decides about edits.
    public weak var delegate: (any TextFieldDelegate)?

    private var storedText = ""

    /// Creates an empty field.
    /// - Parameters:
    ///   - placeholder: The hint shown while it is empty.
    ///   - identifier: Its ``View/accessibilityIdentifier``.
    public init(placeholder: String? = nil, identifier: String? = nil) {
        self.placeholder = placeholder
        super.init()
        accessibilityIdentifier = identifier
    }

    /// Whether this field is the one being edited (it has the keyboard).
    public var isEditing: Bool { window?.firstResponder === self }

    /// Makes this the field being edited, ending editing in any other field of the window first.
    /// - Returns: Whether the field is now editing; `false` when it is not in a window, not visible, or
    ///   not enabled.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard let window, isVisible, isEnabled else { return false }
        if window.firstResponder === self { return true }
        if let other = window.firstResponder, !other.resignFirstResponder() { return false }
        window.firstResponder = self
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    /// Ends editing in this field, telling the delegate.
    /// - Returns: Whether the field was editing.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard let window, window.firstResponder === self else { return false }
        window.firstResponder = nil
        delegate?.textFieldDidEndEditing(self)
        return true
    }

    // MARK: - What a person does

    /// Does what a tap on the field does: starts editing it.
    @discardableResult
    public func simulateTap() -> Bool {
        becomeFirstResponder()
    }

    /// Types `text` at the end of the field, one `Character` per keystroke, each offered to the delegate.
    ///
    /// Starts editing the field first if it is not already, as a tap on it would.
    public func simulateTyping(_ text: String) {
        guard becomeFirstResponder() else { return }
        for character in text {
            offerEdit(replacing: storedText.endIndex..<storedText.endIndex, with: String(character))
        }
    }

    /// Does what the delete key does: removes the last `Character` (a whole emoji, accent included).
    public func simulateDeleteBackward() {
        guard isEditing, let last = storedText.indices.last else { return }
        offerEdit(replacing: last..<storedText.endIndex, with: "")
    }

    /// Does what "select all" then delete does: one edit that empties the field.
    ///
    /// Starts editing the field first if it is not already.
    public func simulateClearing() {
        guard becomeFirstResponder(), !storedText.isEmpty else { return }
        offerEdit(replacing: storedText.startIndex..<storedText.endIndex, with: "")
    }

    /// Does what the Return key does: asks the delegate (which usually moves on or submits).
    public func simulateReturn() {
        guard isEditing else { return }
        _ = delegate?.textFieldShouldReturn(self)
    }

    /// Offers one edit to the delegate, in UIKit's UTF-16 terms, and applies it if allowed.
    ///
    /// As in UIKit, an allowed edit is applied to the text as it is *after* the delegate returns, at the
    /// same UTF-16 range. A delegate that sets `text` itself and still returns `true` therefore sees its
    /// edit applied twice ("aabbcc"), as on a device; a range that no longer fits is not applied.
    private func offerEdit(replacing range: Range<String.Index>, with replacement: String) {
        let utf16Range = NSRange(range, in: storedText)
        let allowed =
            delegate?.textField(self, shouldChangeCharactersIn: utf16Range, replacementString: replacement) ?? true
        if allowed, let currentRange = Range(utf16Range, in: storedText) {
            storedText.replaceSubrange(currentRange, with: replacement)
        }
    }
}
