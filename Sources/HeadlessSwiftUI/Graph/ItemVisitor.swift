/// What a walk of resolved items does at each kind of item: the one place that tells the kinds apart is
/// ``ResolvedItem/walk(_:identifier:with:)``, and each use of the tree (drawing it, a list's rows, a row's
/// texts, a body's child nodes) is a visitor.
///
/// A new kind of item is one case there and, where a use needs it, one method here with its default.
@MainActor
protocol ItemVisitor {
    /// At a widget, which takes `identifier` (the one given it from outside, else its own); its children
    /// are walked only if the visitor walks them.
    mutating func visit(_ spec: WidgetSpec, identifier: String?)

    /// At a composite view's node; by default its body's items are walked, the first of them taking
    /// `identifier`.
    mutating func visit(_ node: ViewNode, identifier: String?)

    /// At one element of a ``ForEach``; by default its views are walked, the first taking `identifier`.
    mutating func visitRow(
        path: String, content: [ResolvedItem], onDelete: (@MainActor () -> Void)?, identifier: String?)

    /// At what a modifier attaches; the views it attaches to are walked next, the first taking the identifier.
    mutating func visit(_ attachment: Attachment)
}

extension ItemVisitor {
    mutating func visit(_ node: ViewNode, identifier: String?) {
        ResolvedItem.walk(node.template, identifier: identifier, with: &self)
    }

    mutating func visitRow(
        path: String, content: [ResolvedItem], onDelete: (@MainActor () -> Void)?, identifier: String?
    ) {
        ResolvedItem.walk(content, identifier: identifier, with: &self)
    }

    mutating func visit(_ attachment: Attachment) {}
}

extension ResolvedItem {
    /// Walks `items` in order with `visitor`, the first widget reached taking `identifier` if it is given.
    ///
    /// An identifier given to a composite view from outside goes to its body's first widget, and the one
    /// given from further out then to the item after it.
    static func walk<Items: Sequence<ResolvedItem>, Visitor: ItemVisitor>(
        _ items: Items, identifier: String? = nil, with visitor: inout Visitor
    ) {
        var identifier = identifier
        for item in items {
            switch item {
            case .widget(let spec):
                visitor.visit(spec, identifier: identifier ?? spec.identifier)
                identifier = nil
            case .node(let node):
                visitor.visit(node, identifier: node.identifier ?? identifier)
                if node.identifier == nil { identifier = nil }
            case .row(let path, let content, let onDelete):
                visitor.visitRow(path: path, content: content, onDelete: onDelete, identifier: identifier)
                identifier = nil
            case .attached(let attachment, let content):
                visitor.visit(attachment)
                walk(content, identifier: identifier, with: &visitor)
                identifier = nil
            }
        }
    }
}
