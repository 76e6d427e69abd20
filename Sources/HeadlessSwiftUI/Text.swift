/// A line of text: SwiftUI's `Text`, drawn as a HeadlessUI `Label`.
public struct Text: View {
    let content: String

    /// Shows `content` as it is.
    public init(_ content: String) {
        self.content = content
    }
}

extension Text: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        items.append(.widget(WidgetSpec(path: context.path, kind: .text(content), isDisabled: context.isDisabled)))
    }
}
