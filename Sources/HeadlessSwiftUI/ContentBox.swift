/// A view held by reference, so that wrapping it in a modifier copies a reference rather than the view.
///
/// A body of many modifiers nests each view in the next (`ModifiedContent<ModifiedContent<…>>`); held by
/// value, each modifier would copy everything inside it, so making a body would cost the square of its
/// modifiers.
final class ContentBox<Content> {
    let value: Content

    init(_ value: Content) {
        self.value = value
    }
}
