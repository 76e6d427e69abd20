import HeadlessUI

/// The walk that draws the tree the bodies resolved to as HeadlessUI widgets: each place's widget reused,
/// set to what its view describes, and put at its place among its container's subviews; what the modifiers
/// attach is noted on the way.
///
/// One walk: what a widget holds is drawn into it before it takes its place in its container.
@MainActor
struct Drawing: ItemVisitor {
    /// The widget of each place, with the update that last drew it.
    var widgets: [String: (view: HeadlessUI.View, drawnAt: Int)]
    /// The update drawing.
    let update: Int
    /// How many widgets it drew.
    var drawn = 0
    /// The view whose subviews are being drawn, and the index of the next one.
    var container: HeadlessUI.View
    var index = 0
    var found: Found

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {
        let widget = widget(for: spec, identifier: identifier)
        switch spec.kind {
        case .stack, .unavailable:
            let (outer, outerIndex) = (container, index)
            (container, index) = (widget, 0)
            ResolvedItem.walk(spec.children, with: &self)
            removeSubviews(of: widget, from: index)
            (container, index) = (outer, outerIndex)
        case .table:
            var rows = ListRows(found: Found())
            swap(&rows.found, &found)
            ResolvedItem.walk(spec.children, with: &rows)
            swap(&rows.found, &found)
            (widget as? HostedTableView)?.show(rows.rows)
        default:
            // What a widget of another kind holds (a button's label) is not drawn, but what is attached
            // inside it still counts.
            if !spec.children.isEmpty {
                var noting = Noting(found: Found())
                swap(&noting.found, &found)
                ResolvedItem.walk(spec.children, with: &noting)
                swap(&noting.found, &found)
            }
        }
        let subviews = container.subviews
        if index >= subviews.count || subviews[index] !== widget {
            container.insertSubview(widget, at: index)
        }
        index += 1
    }

    mutating func visit(_ attachment: Attachment) {
        found.note(attachment)
    }

    /// Takes `container`'s subviews from `index` on out of it.
    func removeSubviews(of container: HeadlessUI.View, from index: Int) {
        for extra in container.subviews.dropFirst(index) { extra.removeFromSuperview() }
    }

    /// The widget at `spec`'s place, made if there is none of its kind, set to show `spec` and named
    /// `identifier`.
    private mutating func widget(for spec: WidgetSpec, identifier: String?) -> HeadlessUI.View {
        let place = widgets.index(forKey: spec.path)
        let existing = place.map { widgets.values[$0].view }
        let widget: HeadlessUI.View
        switch spec.kind {
        case .text(let text):
            let label = existing as? HeadlessUI.Label ?? HeadlessUI.Label()
            label.text = text
            widget = label
        case .button(_, _, let action):
            let button = existing as? HostedButton ?? HostedButton()
            button.title = spec.buttonTitle ?? ""
            button.action = action
            button.isEnabled = !spec.isDisabled
            widget = button
        case .textField(let placeholder, let value, let text, let isSecure, let onSubmit, let focus):
            let field = existing as? HostedTextField ?? HostedTextField()
            field.placeholder = placeholder
            field.isSecureTextEntry = isSecure
            field.isEnabled = !spec.isDisabled
            field.binding = text
            field.onSubmit = onSubmit
            field.focus = focus
            if field.text != value { field.text = value }
            if let focus { found.focus.append((field, focus.isFocused)) }
            widget = field
        case .toggle(_, let binding):
            let button = existing as? HostedButton ?? HostedButton()
            button.title = spec.toggleTitle ?? ""
            button.action = { binding.wrappedValue.toggle() }
            button.isEnabled = !spec.isDisabled
            widget = button
        case .picker:
            let picker = spec.pickerState
            let button = existing as? HostedButton ?? HostedButton()
            button.title = "\(picker?.title ?? ""): \(picker?.chosen ?? "–") ▾"
            if let chooseNext = picker?.chooseNext { button.action = chooseNext } else { button.action = {} }
            button.isEnabled = !spec.isDisabled
            widget = button
        case .progress:
            let indicator = existing as? ActivityIndicatorView ?? ActivityIndicatorView()
            indicator.startAnimating()
            widget = indicator
        case .stack:
            widget = existing.flatMap { type(of: $0) == HeadlessUI.View.self ? $0 : nil } ?? HeadlessUI.View()
        case .table:
            widget = existing as? HostedTableView ?? HostedTableView()
        case .unavailable:
            widget = existing as? HeadlessUI.ContentUnavailableView ?? HeadlessUI.ContentUnavailableView()
        }
        widget.accessibilityIdentifier = identifier
        if let place, widgets.values[place].view === widget {
            widgets.values[place].drawnAt = update
        } else {
            widgets[spec.path] = (widget, update)
        }
        drawn += 1
        return widget
    }
}
