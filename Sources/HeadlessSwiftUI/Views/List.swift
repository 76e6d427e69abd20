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

extension List {
    /// A list of a row for each of `data`'s elements, told apart by their `Identifiable` id:
    /// `List(threats) { threat in … }`, as `List { ForEach(data) { … } }`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of a row for each of `data`'s elements, told apart by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
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
