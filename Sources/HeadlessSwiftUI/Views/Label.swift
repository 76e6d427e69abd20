/// A title with an icon: SwiftUI's `Label`, drawn as its title (the icon is a picture, not drawn).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label showing `title` beside `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `title` with the SF Symbol `systemImage`.
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
}

extension Label: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        icon.resolveView(into: &items, context: context.appending("/i"))
        title.resolveView(into: &items, context: context.appending("/t"))
    }
}

extension Label {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
