/// Rows in a scrolling table: SwiftUI's `List`, drawn as a HeadlessUI `TableView`.
///
/// Each element of a ``ForEach`` inside is a row: its first text is the row's title, its second the detail
/// under it, a button in it is what tapping the row does, and the ``ForEach``'s `onDelete` is what a swipe
/// to delete does. The rows keep their identity by their elements' ids: a row removed from the data is
/// deleted from the table, rows added at the end are inserted, and anything else reloads it.
public struct List<Content: View>: View {
    let content: Content

    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension List: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        var rows: [ResolvedItem] = []
        content.resolveView(into: &rows, context: context.appending("/l"))
        items.append(
            .widget(WidgetSpec(path: context.path, kind: .table, isDisabled: context.isDisabled, children: rows)))
    }
}

extension List {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
