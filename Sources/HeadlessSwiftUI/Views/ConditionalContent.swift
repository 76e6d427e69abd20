/// One of two views, as an `if`/`else` in a ``ViewBuilder`` chose: SwiftUI's `_ConditionalContent`.
///
/// Each branch is a place of its own: going from one to the other makes the views new, with new state.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension ConditionalContent: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        switch storage {
        case .trueContent(let content): content.resolveView(into: &items, context: context.appending("?t"))
        case .falseContent(let content): content.resolveView(into: &items, context: context.appending("?f"))
        }
    }
}

extension Optional: View where Wrapped: View {
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        self?.resolveView(into: &items, context: context.appending("?"))
    }
}

extension Optional where Wrapped: View {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    @MainActor
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}

extension ConditionalContent {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
