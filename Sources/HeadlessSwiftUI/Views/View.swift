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

    /// Adds what `view` shows to what is being drawn: the hosting controller's, not for an app's code.
    ///
    /// An app's views keep the default, which evaluates `body` in the view's place; the views the kit draws
    /// itself (a text, a button, a stack) have their own, as SwiftUI's primitive views have `_makeView`. A
    /// requirement, so that drawing a view is one call through its conformance rather than a cast per view.
    static func _resolve(_ view: Self, into resolution: inout _ViewResolution)
}

/// What a view adds itself to as it is drawn: the hosting controller's, not for an app's code.
@MainActor
public struct _ViewResolution {
    /// What has been drawn so far, in order.
    var items: [ResolvedItem]
    /// Where the view is drawn, and what its ancestors set.
    let context: ResolveContext
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
    /// A view of the app's own: its node, which evaluates its body, at the view's place.
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        let context = resolution.context
        let node = context.graph.node(for: view, at: context.path, disabled: context.isDisabled)
        // What the modifiers above set for the fields inside reaches into a view of the app's own.
        node.inherit(onSubmit: context.onSubmit, focus: context.focus, environment: context.environment)
        resolution.items.append(.node(node))
    }

    /// Adds what `self` shows at `context`'s place to `items`.
    func resolveView(into items: inout [ResolvedItem], context: ResolveContext) {
        var resolution = _ViewResolution(items: [], context: context)
        swap(&resolution.items, &items)
        Self._resolve(self, into: &resolution)
        swap(&resolution.items, &items)
    }
}
