/// A switch between on and off: SwiftUI's `Toggle`.
///
/// Drawn as a button titled with a box that is ticked while on (`☑ Remember me`, `☐ Remember me`); a tap,
/// or Return when it has the focus in `workshop run`, turns it over.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
}

extension Toggle {
    /// A toggle of `isOn`, showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn`, titled `title`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension WidgetSpec {
    /// A toggle's title: a box ticked while on, then its label's texts; `nil` for another widget.
    var toggleTitle: String? {
        guard case .toggle(let isOn, _) = kind else { return nil }
        return (isOn ? "☑ " : "☐ ") + children.texts.joined(separator: " ")
    }
}

extension Toggle: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        var shown: [ResolvedItem] = []
        label.resolveView(into: &shown, context: context.appending("/label"))
        // Read now, inside the body's tracking: a change to what the binding reads draws the toggle again.
        let kind = WidgetSpec.Kind.toggle(isOn: isOn.wrappedValue, binding: isOn)
        items.append(
            .widget(WidgetSpec(path: context.path, kind: kind, isDisabled: context.isDisabled, children: shown)))
    }
}

extension Toggle {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
