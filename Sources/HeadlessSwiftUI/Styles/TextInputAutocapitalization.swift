/// When a field's keyboard starts words with capitals: SwiftUI's `TextInputAutocapitalization`.
///
/// The text screen's keyboard types what is pressed, so it is accepted and changes nothing.
public struct TextInputAutocapitalization: Sendable {
    private let rule: Int

    /// Never.
    public static let never = TextInputAutocapitalization(rule: 0)
    /// Each word.
    public static let words = TextInputAutocapitalization(rule: 1)
    /// Each sentence.
    public static let sentences = TextInputAutocapitalization(rule: 2)
    /// Every character.
    public static let characters = TextInputAutocapitalization(rule: 3)
}
