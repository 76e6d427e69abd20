import Foundation

/// A view for each element of a collection, each with the identity of its element's id: SwiftUI's `ForEach`.
///
/// A row keeps its state while its element stays, wherever it moves.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    /// Each element's id.
    let id: @MainActor (Data.Element) -> ID
    let content: (Data.Element) -> Content
    var deleteAction: (@MainActor (IndexSet) -> Void)?

    /// A view for each of `data`'s elements, told apart by their `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }
}

extension ForEach {
    /// A view for each element of the collection `data` binds, given a binding to it (`ForEach($items) {
    /// $item in … }`), told apart by the elements' `Identifiable` ids: SwiftUI's binding form.
    public init<Elements: MutableCollection & RandomAccessCollection>(
        _ data: Binding<Elements>, @ViewBuilder content: @escaping (Binding<Elements.Element>) -> Content
    ) where Data == [Binding<Elements.Element>], Elements.Element: Identifiable, ID == Elements.Element.ID {
        let elements = data.wrappedValue
        self.data = elements.indices.map { index in
            Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        self.id = { binding in binding.wrappedValue.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each number of `data` (`ForEach(0..<3)`), told apart by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each of `data`'s elements, told apart by their `Identifiable` id.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach {
    /// Lets a ``List``'s rows be swiped to delete: `action` is given the offset of the row deleted.
    public func onDelete(perform action: @escaping @MainActor (IndexSet) -> Void) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }
}

extension ForEach: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        let names = context.graph.placeNames(of: ID.self, at: context.path)
        for (offset, element) in data.enumerated() {
            let rowContext = context.appending("#" + names.name(of: id(element)))
            var row: [ResolvedItem] = []
            content(element).resolveView(into: &row, context: rowContext)
            if context.isPickerContent {
                // A picker's option is tagged with its element's id unless it has a tag of its own.
                var hasTag = HasTag()
                ResolvedItem.walk(row, with: &hasTag)
                if !hasTag.found { row = [.attached(.tag(AnyHashable(id(element)), content: row), content: row)] }
            }
            let delete = deleteAction.map { action in { @MainActor in action(IndexSet(integer: offset)) } }
            items.append(.row(path: rowContext.path, content: row, onDelete: delete))
        }
    }
}

extension ForEach {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
