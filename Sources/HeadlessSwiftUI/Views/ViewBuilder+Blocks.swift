extension ViewBuilder {
    // Blocks of two to ten views, as SwiftUI's `buildBlock(_:_:)`… overloads: preferred to the parameter-pack
    // block, whose views are resolved in a loop over the pack, where each is drawn as an unknown type. Here
    // each view is resolved through its own type (specialized in the app, with cross-module optimization).

    /// Two views, in order.
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1)) { items, context in
            c0.resolveView(into: &items, context: context.appending(".0"))
            c1.resolveView(into: &items, context: context.appending(".1"))
        }
    }

    /// Three views, in order.
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)>
    {
        TupleView((c0, c1, c2)) { items, context in
            c0.resolveView(into: &items, context: context.appending(".0"))
            c1.resolveView(into: &items, context: context.appending(".1"))
            c2.resolveView(into: &items, context: context.appending(".2"))
        }
    }

    /// Four views, in order.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> TupleView<(C0, C1, C2, C3)>
    {
        TupleView((c0, c1, c2, c3)) { items, context in
            c0.resolveView(into: &items, context: context.appending(".0"))
            c1.resolveView(into: &items, context: context.appending(".1"))
            c2.resolveView(into: &items, context: context.appending(".2"))
            c3.resolveView(into: &items, context: context.appending(".3"))
        }
    }

    /// Five views, in order.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView((c0, c1, c2, c3, c4)) { items, context in
            c0.resolveView(into: &items, context: context.appending(".0"))
            c1.resolveView(into: &items, context: context.appending(".1"))
            c2.resolveView(into: &items, context: context.appending(".2"))
            c3.resolveView(into: &items, context: context.appending(".3"))
            c4.resolveView(into: &items, context: context.appending(".4"))
        }
    }

    /// Six views, in order.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView((c0, c1, c2, c3, c4, c5)) { items, context in
            c0.resolveView(into: &items, context: context.appending(".0"))
            c1.resolveView(into: &items, context: context.appending(".1"))
            c2.resolveView(into: &items, context: context.appending(".2"))
            c3.resolveView(into: &items, context: context.appending(".3"))
            c4.resolveView(into: &items, context: context.appending(".4"))
            c5.resolveView(into: &items, context: context.appending(".5"))
        }
    }

    /// Seven views, in order.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6)) { items, context in
            c0.resolveView(into: &items, context: context.appending(".0"))
            c1.resolveView(into: &items, context: context.appending(".1"))
            c2.resolveView(into: &items, context: context.appending(".2"))
            c3.resolveView(into: &items, context: context.appending(".3"))
            c4.resolveView(into: &items, context: context.appending(".4"))
            c5.resolveView(into: &items, context: context.appending(".5"))
            c6.resolveView(into: &items, context: context.appending(".6"))
        }
    }

    /// Eight views, in order.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) { items, context in
            c0.resolveView(into: &items, context: context.appending(".0"))
            c1.resolveView(into: &items, context: context.appending(".1"))
            c2.resolveView(into: &items, context: context.appending(".2"))
            c3.resolveView(into: &items, context: context.appending(".3"))
            c4.resolveView(into: &items, context: context.appending(".4"))
            c5.resolveView(into: &items, context: context.appending(".5"))
            c6.resolveView(into: &items, context: context.appending(".6"))
            c7.resolveView(into: &items, context: context.appending(".7"))
        }
    }

    /// Nine views, in order.
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleView<
        (C0, C1, C2, C3, C4, C5, C6, C7, C8)
    > {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) { items, context in
            c0.resolveView(into: &items, context: context.appending(".0"))
            c1.resolveView(into: &items, context: context.appending(".1"))
            c2.resolveView(into: &items, context: context.appending(".2"))
            c3.resolveView(into: &items, context: context.appending(".3"))
            c4.resolveView(into: &items, context: context.appending(".4"))
            c5.resolveView(into: &items, context: context.appending(".5"))
            c6.resolveView(into: &items, context: context.appending(".6"))
            c7.resolveView(into: &items, context: context.appending(".7"))
            c8.resolveView(into: &items, context: context.appending(".8"))
        }
    }

    /// Ten views, in order.
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleView<
        (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)
    > {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) { items, context in
            c0.resolveView(into: &items, context: context.appending(".0"))
            c1.resolveView(into: &items, context: context.appending(".1"))
            c2.resolveView(into: &items, context: context.appending(".2"))
            c3.resolveView(into: &items, context: context.appending(".3"))
            c4.resolveView(into: &items, context: context.appending(".4"))
            c5.resolveView(into: &items, context: context.appending(".5"))
            c6.resolveView(into: &items, context: context.appending(".6"))
            c7.resolveView(into: &items, context: context.appending(".7"))
            c8.resolveView(into: &items, context: context.appending(".8"))
            c9.resolveView(into: &items, context: context.appending(".9"))
        }
    }
}
