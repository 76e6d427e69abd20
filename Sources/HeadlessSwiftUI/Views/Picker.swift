/// A choice of one value among several: SwiftUI's `Picker`, its options the views in `content` each with a
/// `.tag(value)`.
///
/// Drawn as a button showing the title and the chosen option (`Severity: High ▾`); a tap, or Return when it
/// has the focus in `workshop run`, chooses the next option, the first after the last.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let title: String
    /// The view that titles it, when it was made with one rather than a title: its first text is the title.
    var label: Label?
    let selection: Binding<SelectionValue>
    let content: Content
}

extension Picker where Label == Text {
    /// A picker titled `title`, choosing `selection` among the tagged views of `content`.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = title
        self.selection = selection
        self.content = content()
    }
}

extension Picker {
    /// A picker choosing `selection` among the tagged views of `content`, titled by `label`'s first text.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.title = ""
        self.label = label()
        self.selection = selection
        self.content = content()
    }
}

extension Picker: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        var options: [ResolvedItem] = []
        var optionsContext = context.appending("/o")
        optionsContext.isPickerContent = true
        content.resolveView(into: &options, context: optionsContext)
        var title = self.title
        if let label {
            var shown: [ResolvedItem] = []
            label.resolveView(into: &shown, context: context.appending("/label"))
            title = shown.texts.first ?? ""
        }
        let selection = selection
        // Read now, inside the body's tracking: a change of the selection draws the picker again.
        let kind = WidgetSpec.Kind.picker(
            title: title, selected: AnyHashable(selection.wrappedValue),
            select: { value in if let value = value.base as? SelectionValue { selection.wrappedValue = value } })
        items.append(
            .widget(WidgetSpec(path: context.path, kind: kind, isDisabled: context.isDisabled, children: options)))
    }
}

extension Picker {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}

extension View {
    /// The value this view stands for among a ``Picker``'s options: SwiftUI's `tag(_:)`.
    public func tag<Value: Hashable>(_ tag: Value) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .tag(AnyHashable(tag)))
    }
}

extension WidgetSpec {
    /// A picker's title, the title of the option chosen (`nil` when none is), and what chooses the next
    /// option (the first after the last); `nil` for another widget.
    var pickerState: (title: String, chosen: String?, chooseNext: @MainActor () -> Void)? {
        guard case .picker(let title, let selected, let select) = kind else { return nil }
        var walk = PickerOptions()
        ResolvedItem.walk(children, with: &walk)
        let options = walk.options
        let index = options.firstIndex { $0.value == selected }
        return (
            title, index.map { options[$0].title },
            {
                guard !options.isEmpty else { return }
                select(options[((index ?? -1) + 1) % options.count].value)
            }
        )
    }
}

/// A walk that finds whether items hold a `.tag`.
@MainActor
struct HasTag: ItemVisitor {
    var found = false

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {}

    mutating func visit(_ attachment: Attachment) {
        if case .tag = attachment { found = true }
    }
}

/// A walk that finds a picker's options: each tagged view's value and first text, in order.
@MainActor
struct PickerOptions: ItemVisitor {
    var options: [(value: AnyHashable, title: String)] = []

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {}

    mutating func visit(_ node: ViewNode, identifier: String?) {
        ResolvedItem.walk(node.template, with: &self)
    }

    mutating func visit(_ attachment: Attachment) {
        if case .tag(let value, let content) = attachment {
            options.append((value, content.texts.first ?? "\(value.base)"))
        }
    }
}
