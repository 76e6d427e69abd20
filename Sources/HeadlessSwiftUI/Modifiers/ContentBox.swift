/// A view held by reference, with the modifier applied to it, so that wrapping it in a modifier copies a
/// reference rather than the view.
///
/// A body of many modifiers nests each view in the next (`ModifiedContent<ModifiedContent<…>>`); held by
/// value, each modifier would copy everything inside it, so making a body would cost the square of its
/// modifiers. The modifier is held here too, so that a modified view is one allocation and one word.
final class ContentBox<Content, Modifier> {
    let value: Content
    let modifier: Modifier

    init(_ value: Content, _ modifier: Modifier) {
        self.value = value
        self.modifier = modifier
    }
}

extension ContentBox where Modifier == Void {
    /// Holds `value` alone.
    convenience init(_ value: Content) {
        self.init(value, ())
    }
}
