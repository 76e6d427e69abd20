/// A view for each element of a collection, each with the identity of its element's id: SwiftUI's `ForEach`.
///
/// A row keeps its state while its element stays, wherever it moves.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// A view for each of `data`'s elements, told apart by their `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each of `data`'s elements, told apart by their `Identifiable` id.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        for element in data {
            content(element).resolveView(into: &items, context: context.appending("#\(element[keyPath: id])"))
        }
    }
}
