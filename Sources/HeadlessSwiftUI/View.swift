/// A piece of a screen, described by its `body`: SwiftUI's `View`, drawn by ``HostingController`` as
/// HeadlessUI widgets.
///
/// A view is a value: a screen makes its views again whenever it evaluates a body, and what lasts (its
/// ``State``, its tasks) lives with the view's identity, its place in the tree, not with the value.
@MainActor
public protocol View {
    /// The type of view this one is made of.
    associatedtype Body: View

    /// What this view shows, evaluated again when what it read changes.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// The body of what has none.
    public typealias Body = Never
}

extension View where Body == Never {
    /// A primitive view (a text, a button, a stack) has none: the hosting controller draws it itself.
    public var body: Never { fatalError("\(Self.self) is drawn by the hosting controller; it has no body.") }
}

/// A view the kit draws itself (a text, a button, a stack), rather than through a `body`.
@MainActor
protocol PrimitiveView {
    /// Adds what the view shows at `context`'s place to `items`.
    func resolve(into items: inout [ResolvedItem], context: ResolveContext)
}

extension View {
    /// Adds what `self` shows at `context`'s place: its own items if it is primitive, else its node.
    func resolveView(into items: inout [ResolvedItem], context: ResolveContext) {
        if let primitive = self as? any PrimitiveView {
            primitive.resolve(into: &items, context: context)
        } else {
            let node = context.graph.node(for: self, at: context.path, disabled: context.isDisabled)
            // What the modifiers above set for the fields inside reaches into a view of the app's own.
            node.inherit(onSubmit: context.onSubmit, focus: context.focus)
            items.append(.node(node))
        }
    }
}
