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

extension NavigationLink {
    /// A link that pushes `destination`, showing `label`: SwiftUI's `init(destination:label:)`.
    ///
    /// Pushed onto the stack's path as a value of its own, so it works in a stack that keeps its own path
    /// or a `NavigationPath`; a path bound to an array of one type cannot hold it, and the tap does nothing.
    public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
        value = AnyHashable(ViewDestination(view: AnyView(destination)))
        self.label = label()
    }

    /// A link that pushes what `destination` builds, showing `label`.
    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes what `destination` builds: SwiftUI's `init(_:destination:)`.
    public init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

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
