/// A field to type a line into, bound to a value: SwiftUI's `TextField`, drawn as a HeadlessUI `TextField`.
///
/// Each keystroke writes the field's new text through the binding; the field shows what the binding reads.
public struct TextField<Label: View>: View {
    let placeholder: String
    let text: Binding<String>
    var isSecure = false
}

extension TextField where Label == Text {
    /// A field showing `placeholder` while empty, editing `text`.
    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self.text = text
    }

    /// A field titled `title` (what a `Form` would show beside it), editing `text`, showing `prompt` while
    /// empty, or the title when there is none, as SwiftUI does.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(prompt?.content ?? title, text: text)
    }
}

extension TextField: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        // Read now, inside the body's tracking: a change to what the binding reads draws the field again.
        let kind = WidgetSpec.Kind.textField(
            placeholder: placeholder, value: text.wrappedValue, text: text, isSecure: isSecure,
            onSubmit: context.onSubmit, focus: context.focus)
        items.append(.widget(WidgetSpec(path: context.path, kind: kind, isDisabled: context.isDisabled)))
    }
}

/// A field whose text is shown as dots: SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>
}

extension SecureField where Label == Text {
    /// A secure field showing `placeholder` while empty, editing `text`.
    public init(_ placeholder: String, text: Binding<String>) {
        var field = TextField(placeholder, text: text)
        field.isSecure = true
        self.field = field
    }

    /// A secure field titled `title`, editing `text`, showing `prompt` while empty (else the title).
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(prompt?.content ?? title, text: text)
    }
}

extension SecureField: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        field.resolve(into: &items, context: context)
    }
}

extension SecureField {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}

extension TextField {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
