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
