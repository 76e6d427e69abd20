/// A line of text the user reads but cannot edit: the headless twin of `UILabel`.
@MainActor
open class Label: View {
    /// What the label shows; `nil` or empty shows nothing.
    public var text: String?

    /// Creates a label.
    /// - Parameters:
    ///   - text: What it shows at first.
    ///   - identifier: Its ``View/accessibilityIdentifier``.
    public init(text: String? = nil, identifier: String? = nil) {
        self.text = text
        super.init()
        accessibilityIdentifier = identifier
    }
}
