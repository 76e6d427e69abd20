import Foundation

extension View {
    /// A search field for the view's content: SwiftUI's `searchable(text:prompt:)`, drawn as a text field
    /// named `search` above the view (SwiftUI puts it in the navigation bar), editing `text`.
    public func searchable(text: Binding<String>, prompt: String? = nil) -> SearchableModifier<Self> {
        SearchableModifier(content: self, text: text, prompt: prompt ?? "Search")
    }

    /// Lets the rows of a ``ForEach`` be moved: SwiftUI's `onMove(perform:)`.
    ///
    /// The text screen's table has no moving of rows, so it is accepted and never runs.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> Self { self }

    /// The size of the images inside (not drawn: the text screen shows no images).
    public func imageScale(_ scale: Image.Scale) -> Self { self }
}

extension Image {
    /// The sizes of an image relative to the text beside it: SwiftUI's `Image.Scale` (not drawn).
    public enum Scale: Sendable {
        /// Small.
        case small
        /// As the text.
        case medium
        /// Large.
        case large
    }
}

/// A view with a search field, as ``View/searchable(text:prompt:)`` makes it.
public struct SearchableModifier<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String
}

extension SearchableModifier: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        TextField(prompt, text: text).accessibilityIdentifier("search")
            .resolveView(into: &items, context: context.appending("/search"))
        content.resolveView(into: &items, context: context)
    }
}

extension SearchableModifier {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
