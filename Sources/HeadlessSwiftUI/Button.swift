/// Something to tap, with a title: SwiftUI's `Button`, drawn as a HeadlessUI `Button`.
public struct Button<Label: View>: View {
    let title: String
    let action: @MainActor () -> Void
}

extension Button where Label == Text {
    /// A button titled `title` that runs `action` when tapped.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }
}

extension Button: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        let kind = WidgetSpec.Kind.button(title: title, action: action)
        items.append(.widget(WidgetSpec(path: context.path, kind: kind, isDisabled: context.isDisabled)))
    }
}
