/// A change to a view that can be applied to any: SwiftUI's `ViewModifier`.
///
/// Applied with ``View/modifier(_:)``, its `body(content:)` is evaluated as a view's body is, at the modified
/// view's place, and its `@State`s are kept there.
@MainActor
public protocol ViewModifier: DynamicProperty {
    /// The type of view the modifier makes.
    associatedtype Body: View

    /// The view the modifier is applied to, as `body(content:)` is given it.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view: `content`, with what the modifier adds.
    @ViewBuilder func body(content: Content) -> Body
}

extension View {
    /// Applies `modifier` to the view: SwiftUI's `modifier(_:)`.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifierView<Self, Modifier> {
        ModifierView(content: self, modifier: modifier)
    }
}

/// A view with a ``ViewModifier`` applied, as ``View/modifier(_:)`` makes it.
public struct ModifierView<Content: View, Modifier: ViewModifier>: View {
    let content: Content
    let modifier: Modifier

    /// The modifier's body, given the view.
    public var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(AnyView(content)))
    }
}

/// The view a ``ViewModifier`` is applied to, as its `body(content:)` is given it: SwiftUI's
/// `_ViewModifier_Content`, drawn as that view.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: AnyView

    init(_ content: AnyView) {
        self.content = content
    }
}

extension _ViewModifier_Content: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        content.resolveView(into: &items, context: context)
    }
}

extension _ViewModifier_Content {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
