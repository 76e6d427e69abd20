extension View {
    // The styles of controls and lists, which the text screen draws one way each: accepted, not drawn
    // (DESIGN.md's table), and changing nothing else.

    /// Colours the text inside (not drawn): SwiftUI's older `foregroundColor(_:)`.
    public func foregroundColor(_ color: Color?) -> Self { self }

    /// Tints the controls inside with `tint` (not drawn), as `.tint(.yellow)` is written.
    public func tint(_ tint: Color?) -> Self { self }

    /// Styles the buttons inside (not drawn): `.buttonStyle(.borderedProminent)`.
    public func buttonStyle(_ style: ButtonStyleChoice) -> Self { self }

    /// Styles the lists inside (not drawn): `.listStyle(.insetGrouped)`.
    public func listStyle(_ style: ListStyleChoice) -> Self { self }

    /// Styles the text fields inside (not drawn): `.textFieldStyle(.roundedBorder)`.
    public func textFieldStyle(_ style: TextFieldStyleChoice) -> Self { self }

    /// Styles the pickers inside (not drawn: a picker is a button that chooses the next option).
    public func pickerStyle(_ style: PickerStyleChoice) -> Self { self }

    /// Styles the toggles inside (not drawn: a toggle is a box ticked while on).
    public func toggleStyle(_ style: ToggleStyleChoice) -> Self { self }

    /// The screen's title in the navigation bar, from a ``Text``: SwiftUI's `navigationTitle(_:)`.
    public func navigationTitle(_ title: Text) -> AttachedContent<Self> {
        navigationTitle(title.content)
    }

    /// The keyboard of the fields inside (not drawn: the text screen's keyboard types what is pressed).
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }

    /// What the fields inside hold, for the system's suggestions (not drawn).
    public func textContentType(_ type: UITextContentType?) -> Self { self }
}

/// A way buttons look, as SwiftUI names them (`.bordered`, `.borderedProminent`, `.plain`, `.borderless`).
public struct ButtonStyleChoice: Sendable {
    private let name: String
    /// The `.automatic` style (not drawn).
    public static let automatic = ButtonStyleChoice(name: "automatic")
    /// The `.bordered` style (not drawn).
    public static let bordered = ButtonStyleChoice(name: "bordered")
    /// The `.borderedProminent` style (not drawn).
    public static let borderedProminent = ButtonStyleChoice(name: "borderedProminent")
    /// The `.borderless` style (not drawn).
    public static let borderless = ButtonStyleChoice(name: "borderless")
    /// The `.plain` style (not drawn).
    public static let plain = ButtonStyleChoice(name: "plain")
}

/// A way lists look, as SwiftUI names them.
public struct ListStyleChoice: Sendable {
    private let name: String
    /// The `.automatic` style (not drawn).
    public static let automatic = ListStyleChoice(name: "automatic")
    /// The `.plain` style (not drawn).
    public static let plain = ListStyleChoice(name: "plain")
    /// The `.grouped` style (not drawn).
    public static let grouped = ListStyleChoice(name: "grouped")
    /// The `.inset` style (not drawn).
    public static let inset = ListStyleChoice(name: "inset")
    /// The `.insetGrouped` style (not drawn).
    public static let insetGrouped = ListStyleChoice(name: "insetGrouped")
    /// The `.sidebar` style (not drawn).
    public static let sidebar = ListStyleChoice(name: "sidebar")
}

/// A way text fields look, as SwiftUI names them.
public struct TextFieldStyleChoice: Sendable {
    private let name: String
    /// The `.automatic` style (not drawn).
    public static let automatic = TextFieldStyleChoice(name: "automatic")
    /// The `.plain` style (not drawn).
    public static let plain = TextFieldStyleChoice(name: "plain")
    /// The `.roundedBorder` style (not drawn).
    public static let roundedBorder = TextFieldStyleChoice(name: "roundedBorder")
}

/// A way pickers look, as SwiftUI names them.
public struct PickerStyleChoice: Sendable {
    private let name: String
    /// The `.automatic` style (not drawn).
    public static let automatic = PickerStyleChoice(name: "automatic")
    /// The `.menu` style (not drawn).
    public static let menu = PickerStyleChoice(name: "menu")
    /// The `.segmented` style (not drawn).
    public static let segmented = PickerStyleChoice(name: "segmented")
    /// The `.wheel` style (not drawn).
    public static let wheel = PickerStyleChoice(name: "wheel")
    /// The `.inline` style (not drawn).
    public static let inline = PickerStyleChoice(name: "inline")
    /// The `.navigationLink` style (not drawn).
    public static let navigationLink = PickerStyleChoice(name: "navigationLink")
}

/// A way toggles look, as SwiftUI names them.
public struct ToggleStyleChoice: Sendable {
    private let name: String
    /// The `.automatic` style (not drawn).
    public static let automatic = ToggleStyleChoice(name: "automatic")
    /// The `.switch` style (not drawn).
    public static let `switch` = ToggleStyleChoice(name: "switch")
    /// The `.button` style (not drawn).
    public static let button = ToggleStyleChoice(name: "button")
}

/// The keyboard a field shows, as UIKit names them for SwiftUI's `keyboardType(_:)` (not drawn).
public enum UIKeyboardType: Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A keyboard for web addresses, as UIKit names it.
    case URL
}

/// What a field holds, as UIKit names it for SwiftUI's `textContentType(_:)` (not drawn).
public struct UITextContentType: Sendable {
    private let name: String
    /// A field that holds a username (not drawn).
    public static let username = UITextContentType(name: "username")
    /// A field that holds a password (not drawn).
    public static let password = UITextContentType(name: "password")
    /// A field that holds a newPassword (not drawn).
    public static let newPassword = UITextContentType(name: "newPassword")
    /// A field that holds a oneTimeCode (not drawn).
    public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
    /// A field that holds a emailAddress (not drawn).
    public static let emailAddress = UITextContentType(name: "emailAddress")
    /// A field that holds a name (not drawn).
    public static let name = UITextContentType(name: "name")
}
