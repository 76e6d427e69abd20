/// Something to tap, with a title: SwiftUI's `Button`, drawn as a HeadlessUI `Button`.
public struct Button<Label: View>: View {
    let title: String
    var role: ButtonRole?
    let action: @MainActor () -> Void
    /// The views the button shows, when it was made with a label rather than a title.
    var label: Label?
}

extension Button {
    /// A button that runs `action` when tapped and shows `label`: SwiftUI's `init(action:label:)`.
    ///
    /// Its title is the label's first ``Text``; in a ``List`` row, the label's first two texts are the
    /// row's title and detail, as a cell's two labels.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.title = ""
        self.action = action
        self.label = label()
    }
}

extension Button {
    /// A button whose role (`.cancel`, `.destructive`) says what it does, showing `label`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button titled `title` with the SF Symbol `systemImage` (the image is not drawn).
    public init(_ title: String, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(title, action: action)
    }

    /// A button titled `title` with the SF Symbol `systemImage` (not drawn), whose role says what it does.
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title, role: role, action: action)
    }

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
        var shown: [ResolvedItem] = []
        label?.resolveView(into: &shown, context: context.appending("/label"))
        // A label's title is read as it is drawn, once the composite views in it have evaluated their bodies.
        let kind = WidgetSpec.Kind.button(title: label == nil ? title : nil, role: role, action: action)
        items.append(
            .widget(WidgetSpec(path: context.path, kind: kind, isDisabled: context.isDisabled, children: shown)))
    }
}

extension [ResolvedItem] {
    /// The texts of the ``Text``s among these items and inside them, in order.
    @MainActor
    var texts: [String] {
        var texts = Texts()
        ResolvedItem.walk(self, with: &texts)
        return texts.texts
    }
}

/// A walk that collects the texts of the ``Text``s among items and inside them, in order.
@MainActor
private struct Texts: ItemVisitor {
    var texts: [String] = []

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {
        if case .text(let text) = spec.kind {
            texts.append(text)
        } else {
            ResolvedItem.walk(spec.children, with: &self)
        }
    }
}

extension Button {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
