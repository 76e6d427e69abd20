import Foundation

/// Views side by side: SwiftUI's `HStack`.
///
/// The headless screen prints a row's views one after the other.
public struct HStack<Content: View>: View {
    let content: Content

    /// A row of what `content` builds, lined up by `alignment` and `spacing` points apart (neither is
    /// drawn).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

extension HStack: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        items.append(.widget(Stack.spec(of: content, context: context)))
    }
}

extension HStack {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
