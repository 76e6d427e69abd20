import Foundation
import HeadlessUI
import Testing

/// Records what a text field tells its delegate, and can refuse edits.
@MainActor
private final class Recorder: TextFieldDelegate {
    var events: [String] = []
    var allowsEdits = true

    func textFieldDidBeginEditing(_ textField: TextField) {
        events.append("begin \(textField.accessibilityIdentifier ?? "")")
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        events.append("end \(textField.accessibilityIdentifier ?? "")")
    }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        events.append("change \(range.location),\(range.length) \"\(string)\"")
        return allowsEdits
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        events.append("return")
        return true
    }
}

@MainActor
@Suite("Text field")
struct TextFieldTests {
    private let window = Window()
    private let first = TextField(identifier: "first")
    private let second = TextField(identifier: "second")
    private let recorder = Recorder()

    init() {
        window.addSubview(first)
        window.addSubview(second)
        first.delegate = recorder
        second.delegate = recorder
    }

    @Test("Typing offers each character to the delegate, with UIKit's UTF-16 ranges")
    func typing() {
        first.simulateTyping("a👍🏽b")
        #expect(first.text == "a👍🏽b")
        #expect(recorder.events == ["begin first", "change 0,0 \"a\"", "change 1,0 \"👍🏽\"", "change 5,0 \"b\""])
    }

    @Test("Deleting backward removes one whole character, offered as a UTF-16 range")
    func deleteBackward() {
        first.simulateTyping("ab👍🏽")
        recorder.events.removeAll()
        first.simulateDeleteBackward()
        #expect(first.text == "ab")
        #expect(recorder.events == ["change 2,4 \"\""], "👍🏽 is 4 UTF-16 units: U+1F44D and U+1F3FD, two each")
    }

    @Test("Clearing is one edit of the whole text")
    func clearing() {
        first.simulateTyping("abc")
        recorder.events.removeAll()
        first.simulateClearing()
        #expect(first.text == "")
        #expect(recorder.events == ["change 0,3 \"\""])
    }

    @Test("An edit the delegate refuses changes nothing")
    func refused() {
        recorder.allowsEdits = false
        first.simulateTyping("abc")
        #expect(first.text == "")
    }

    @Test("A delegate that sets the text itself and returns true sees the edit applied again, without a crash")
    func delegateSetsTextAndAllows() {
        /// The classic mistake: update the field from the delegate, then also let UIKit apply the edit.
        final class Echo: TextFieldDelegate {
            func textField(
                _ textField: TextField,
                shouldChangeCharactersIn range: NSRange,
                replacementString string: String
            ) -> Bool {
                let text = textField.text ?? ""
                if let range = Range(range, in: text) {
                    textField.text = text.replacingCharacters(in: range, with: string)
                }
                return true
            }
        }
        let echo = Echo()
        first.delegate = echo
        first.simulateTyping("abc")
        #expect(first.text == "aabbcc", "UIKit applies the edit after the delegate's own change, doubling it")
        first.simulateClearing()
        #expect(first.text == "", "Clearing \"aabbcc\" sets it empty, then the range no longer fits and is skipped")
        first.simulateTyping("xy")
        #expect(first.text == "xxyy")
        first.simulateDeleteBackward()
        #expect(first.text == "xxy", "The delegate removed one y; the same range no longer fits, so nothing more goes")
    }

    @Test("Setting text in code does not ask the delegate")
    func codeEdits() {
        first.text = "set by code"
        first.text = nil
        #expect(first.text == "", "Setting nil empties the field, as in UIKit")
        #expect(recorder.events.isEmpty)
    }

    @Test("Editing one field ends editing in the other; resigning ends it")
    func focus() {
        first.simulateTap()
        second.simulateTap()
        #expect(recorder.events == ["begin first", "end first", "begin second"])
        #expect(second.isEditing && !first.isEditing)
        window.endEditing(true)
        #expect(recorder.events.last == "end second")
        #expect(window.firstResponder == nil)
    }

    @Test("Return asks the delegate, only while editing")
    func returnKey() {
        first.simulateReturn()
        #expect(recorder.events.isEmpty, "A field that is not editing has no keyboard")
        first.simulateTap()
        first.simulateReturn()
        #expect(recorder.events == ["begin first", "return"])
    }

    @Test("A field outside a window, or hidden, cannot start editing")
    func noWindow() {
        let loose = TextField()
        #expect(!loose.becomeFirstResponder())
        second.isHidden = true
        #expect(!second.becomeFirstResponder())
    }

    @Test("Removing an editing field from the screen ends its editing")
    func removal() {
        first.simulateTap()
        first.removeFromSuperview()
        #expect(recorder.events == ["begin first", "end first"])
        #expect(window.firstResponder == nil)
    }
}
