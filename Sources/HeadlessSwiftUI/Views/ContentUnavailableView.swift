/// What shows when there is nothing to show: SwiftUI's `ContentUnavailableView`, drawn as a box around its
/// title, its description and its actions, so that it stands out as an alert does.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of `label` (its title), `description` and `actions`.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView
where
    Label == HeadlessSwiftUI.Label<Text, Image>, Description == Text?,
    Actions == EmptyView
{
    /// A view titled `title`, with the SF Symbol `systemImage` (not drawn) and `description` under it.
    public init(_ title: String, systemImage: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(title, systemImage: systemImage) }, description: { description })
    }
}

extension ContentUnavailableView: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        var children: [ResolvedItem] = []
        label.resolveView(into: &children, context: context.appending("/l"))
        description.resolveView(into: &children, context: context.appending("/d"))
        actions.resolveView(into: &children, context: context.appending("/a"))
        items.append(
            .widget(
                WidgetSpec(path: context.path, kind: .unavailable, isDisabled: context.isDisabled, children: children)))
    }
}

extension ContentUnavailableView {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
