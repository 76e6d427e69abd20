/// Builds a view from the statements of a `body` or a container's closure, as SwiftUI's `ViewBuilder`:
/// several views become one ``TupleView``, an `if` an optional or a conditional view.
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// No view.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, as it is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(repeat each content)
    }

    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .falseContent(second))
    }
}
