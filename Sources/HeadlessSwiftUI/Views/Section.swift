/// Views under a header, over a footer: SwiftUI's `Section`, in a `List` or a `Form`.
///
/// Drawn where it is: its header, its views, then its footer, each a view of its own; in a `List` the header
/// and footer are rows of their own, as the text screen's table has one list of rows.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content`, under `header` and over `footer`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content`, with no header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` over `footer`, with no header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section {
    /// A section of `content` under `header` and over `footer`: SwiftUI's older `init(header:footer:content:)`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`: SwiftUI's older `init(header:content:)`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` under the title `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        header.resolveView(into: &items, context: context.appending("/h"))
        content.resolveView(into: &items, context: context.appending("/c"))
        footer.resolveView(into: &items, context: context.appending("/f"))
    }
}

extension Section {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
