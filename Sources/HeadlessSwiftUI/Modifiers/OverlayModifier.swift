extension View {
    /// Draws `content` over the view: SwiftUI's `overlay(alignment:content:)`, drawn (the text screen has no
    /// depth) after the view, aligned by `alignment` (not drawn).
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay)
        -> OverlayModifier<Self, Overlay>
    {
        OverlayModifier(content: self, overlay: content())
    }
}

/// A view with another drawn over it, as ``View/overlay(alignment:content:)`` makes it.
public struct OverlayModifier<Content: View, Overlay: View>: View {
    private let box: ContentBox<Content, Overlay>

    init(content: Content, overlay: Overlay) {
        box = ContentBox(content, overlay)
    }
}

extension OverlayModifier: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        box.value.resolveView(into: &items, context: context)
        box.modifier.resolveView(into: &items, context: context.appending("/o"))
    }
}

extension OverlayModifier {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
