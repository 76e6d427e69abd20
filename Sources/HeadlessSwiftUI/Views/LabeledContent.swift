import Foundation

/// A value with what it is: SwiftUI's `LabeledContent`, drawn as its label, then its value; in a `List`
/// row, the row's title and detail.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// `content`, labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `value`, labelled `title`.
    public init(_ title: String, value: String) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `value` as `format` writes it, labelled `title`: SwiftUI's `init(_:value:format:)`.
    public init<Format: FormatStyle>(_ title: String, value: Format.FormatInput, format: Format)
    where Format.FormatOutput == String {
        self.init(title, value: format.format(value))
    }
}

extension LabeledContent where Label == Text {
    /// `content`, labelled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        // One row of a list, written in it directly or in a ForEach; elsewhere, its views where it is.
        var both: [ResolvedItem] = []
        label.resolveView(into: &both, context: context.appending("/l"))
        content.resolveView(into: &both, context: context.appending("/c"))
        items.append(.row(path: context.path, content: both, onDelete: nil))
    }
}

extension LabeledContent {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
