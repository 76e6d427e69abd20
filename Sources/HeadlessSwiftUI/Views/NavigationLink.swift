/// A view that pushes the screen of a value: SwiftUI's `NavigationLink(value:label:)`, drawn as a button
/// (in a `List`, its row: a tap on the row pushes), shown by the stack's `navigationDestination(for:)` of
/// the value's type.
///
/// Outside a ``NavigationStack``, or with a `nil` value, a tap does nothing, as in SwiftUI.
public struct NavigationLink<Label: View>: View {
    let value: AnyHashable?
    let label: Label
}

extension NavigationLink {
    /// A link to the screen of `value`, showing `label`.
    public init<Value: Hashable>(value: Value?, @ViewBuilder label: () -> Label) {
        if let value { self.value = AnyHashable(value) } else { self.value = nil }
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link to the screen of `value`, titled `title`.
    public init<Value: Hashable>(_ title: String, value: Value?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        let path = context.environment?[NavigationPathKey.self]
        let value = value
        Button(action: { if let path, let value { path.append(value) } }, label: { label })
            .resolveView(into: &items, context: context)
    }
}

extension NavigationLink {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
