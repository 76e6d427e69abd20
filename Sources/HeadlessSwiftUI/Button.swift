/// Something to tap, with a title: SwiftUI's `Button`, drawn as a HeadlessUI `Button`.
public struct Button<Label: View>: View {
    let title: String
    var role: ButtonRole?
    let action: @MainActor () -> Void
}

extension Button where Label == Text {
    /// A button titled `title` that runs `action` when tapped.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    /// A button titled `title` whose role (`.cancel`, `.destructive`) says what it does, as in an alert.
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title, action: action)
        self.role = role
    }
}

/// What a button does, for the alert it is in: SwiftUI's `ButtonRole`.
public enum ButtonRole: Sendable {
    /// The choice that changes nothing.
    case cancel
    /// A choice that destroys something.
    case destructive
}

extension Button: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        let kind = WidgetSpec.Kind.button(title: title, role: role, action: action)
        items.append(.widget(WidgetSpec(path: context.path, kind: kind, isDisabled: context.isDisabled)))
    }
}
