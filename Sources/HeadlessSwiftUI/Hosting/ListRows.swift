/// A walk that makes a ``List``'s rows from its items, noting what is attached on the way.
///
/// Each ``ForEach`` element's first text is the row's title, its second the detail, its first button what
/// a tap does (and, with no text, its title), and its delete what a swipe does; a view of the list's own,
/// not in a `ForEach`, is a row by itself.
@MainActor
struct ListRows: ItemVisitor {
    var rows: [HostedTableView.Row] = []
    var found: Found

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {
        visitRow(path: spec.path, content: [.widget(spec)], onDelete: nil, identifier: nil)
    }

    mutating func visitRow(
        path: String, content: [ResolvedItem], onDelete: (@MainActor () -> Void)?, identifier: String?
    ) {
        var cell = RowCell(found: Found())
        swap(&cell.found, &found)
        ResolvedItem.walk(content, with: &cell)
        swap(&cell.found, &found)
        rows.append(
            HostedTableView.Row(
                id: path, title: cell.texts.first ?? cell.button?.buttonTitle, detail: cell.texts.dropFirst().first,
                select: cell.tap,
                delete: onDelete ?? cell.swipeAction))
    }

    mutating func visit(_ attachment: Attachment) {
        found.note(attachment)
    }
}

/// A walk of one row's items: the texts of its widgets, in order, and the first button's action, with no
/// widget description copied (a page of a long list walks every row).
@MainActor
struct RowCell: ItemVisitor {
    var texts: [String] = []
    var tap: (@MainActor () -> Void)?
    /// Whether a control was found whose tap is the row's (`tap` is `nil` when it was disabled).
    var hasTap = false
    /// The first button, whose title is the row's when the row has no text (a `Button("Sign Out")`).
    var button: WidgetSpec?
    /// The first button of the row's `.swipeActions`: what a swipe to delete does.
    var swipeAction: (@MainActor () -> Void)?
    var found: Found

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {
        switch spec.kind {
        case .text(let text): texts.append(text)
        case .button(_, _, let action):
            // A disabled button makes a row that a tap does nothing on, as SwiftUI's does.
            if !hasTap { (hasTap, tap, button) = (true, spec.isDisabled ? nil : action, spec) }
        case .toggle(_, let binding):
            texts.append(spec.toggleTitle ?? "")
            let toggle: @MainActor () -> Void = { binding.wrappedValue.toggle() }
            if !hasTap { (hasTap, tap) = (true, spec.isDisabled ? nil : toggle) }
            return
        case .picker:
            let picker = spec.pickerState
            texts += [picker?.title ?? "", picker?.chosen ?? "–"]
            if !hasTap { (hasTap, tap) = (true, spec.isDisabled ? nil : picker?.chooseNext) }
            return
        case .table:
            // A table's rows are not the row's widgets, but what is attached inside them still counts.
            var noting = Noting(found: Found())
            swap(&noting.found, &found)
            ResolvedItem.walk(spec.children, with: &noting)
            swap(&noting.found, &found)
            return
        default: break
        }
        ResolvedItem.walk(spec.children, with: &self)
    }

    mutating func visit(_ attachment: Attachment) {
        if case .swipeActions(let buttons) = attachment, swipeAction == nil {
            var first = FirstAction()
            ResolvedItem.walk(buttons, with: &first)
            swipeAction = first.action
        }
        found.note(attachment)
    }
}

/// A walk that finds the first button's action among items.
@MainActor
private struct FirstAction: ItemVisitor {
    var action: (@MainActor () -> Void)?

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {
        if action == nil, case .button(_, _, let run) = spec.kind { action = run }
    }
}
