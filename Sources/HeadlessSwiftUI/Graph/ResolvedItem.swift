/// What a view resolves to before it is drawn: widgets, a composite view's node, or a view with what its
/// appearance starts and stops.
///
/// A widget and a node are references, held as they are; the other cases are boxed.
@MainActor
enum ResolvedItem {
    /// A widget at its place (``ResolveContext/path``).
    case widget(WidgetSpec)
    /// A composite view: its body's items are its node's.
    case node(ViewNode)
    /// One element of a ``ForEach``: in a ``List``, a row (deleted with `onDelete`); elsewhere, its views.
    indirect case row(path: String, content: [ResolvedItem], onDelete: (@MainActor () -> Void)?)
    /// What a modifier attaches to the views in `content`, drawn as they are.
    indirect case attached(Attachment, content: [ResolvedItem])
}

/// What a modifier attaches to views, beside drawing them: the hosting controller collects these as it
/// draws.
@MainActor
enum Attachment {
    /// What `.onAppear`, `.onDisappear` and `.task` start and stop, at `path`.
    case lifecycle(path: String, Lifecycle)
    /// An `.alert`.
    case alert(AlertSpec)
    /// What the views attach to their screen (a title, a toolbar, a destination).
    case screen(ScreenAttachment)
    /// An `onChange` at `path`.
    case change(path: String, any ChangeWatch)
    /// A `.tag`: the value the views in `content` stand for among a picker's options.
    case tag(AnyHashable, content: [ResolvedItem])
    /// A row's `.swipeActions`: its buttons.
    case swipeActions([ResolvedItem])
}

extension Attachment {
    /// The items an attachment holds beside the views it attaches to (a toolbar's), which are drawn
    /// elsewhere, or not at all, but whose composite views are the body's all the same.
    var items: [[ResolvedItem]] {
        switch self {
        case .screen(.toolbar(let buttons)): [buttons]
        case .alert(let alert): [alert.actionItems, alert.messageItems]
        case .swipeActions(let buttons): [buttons]
        default: []
        }
    }
}

/// An alert as a view describes it: shown while `isPresented` reads `true`.
///
/// Its message and buttons are read as it is shown, once the composite views among them (views of the
/// app's own) have evaluated their bodies: they are the body's child views, as a toolbar's are.
@MainActor
struct AlertSpec {
    let path: String
    let title: String
    /// What `message:` resolved to.
    let messageItems: [ResolvedItem]
    /// Whether it shows: what `isPresented` read as the body was evaluated.
    let isShown: Bool
    let isPresented: Binding<Bool>
    /// What `actions:` resolved to.
    let actionItems: [ResolvedItem]

    /// The sentence under the title: the message's first text; `nil` when it has none.
    var message: String? { messageItems.texts.first }

    /// The buttons, in order: title, whether it cancels, and what it does.
    var actions: [(title: String, role: ButtonRole?, action: @MainActor () -> Void)] {
        var buttons = Buttons()
        ResolvedItem.walk(actionItems, with: &buttons)
        return buttons.buttons
    }
}

/// A walk that collects the buttons among items, in order, not looking inside a button's label.
@MainActor
private struct Buttons: ItemVisitor {
    var buttons: [(title: String, role: ButtonRole?, action: @MainActor () -> Void)] = []

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {
        if case .button(_, let role, let action) = spec.kind {
            buttons.append((spec.buttonTitle ?? "", role, action))
        } else {
            ResolvedItem.walk(spec.children, with: &self)
        }
    }
}

/// One widget as a view describes it: kind, identifier, whether it is disabled, and what it holds.
///
/// A reference, made as a body is resolved and named in place by the `.accessibilityIdentifier` around it
/// (a value would be copied out of its item and boxed again); once the body is resolved it is not changed.
@MainActor
final class WidgetSpec {
    /// The kinds of widget, with what each shows.
    enum Kind {
        case text(String)
        /// `title` is `nil` for a button made with a label: its title is the label's first text
        /// (``WidgetSpec/buttonTitle``).
        case button(title: String?, role: ButtonRole?, action: @MainActor () -> Void)
        /// `value` is what the binding read as the body was evaluated, so that a change to it draws again.
        case textField(
            placeholder: String, value: String, text: Binding<String>, isSecure: Bool,
            onSubmit: (@MainActor () -> Void)?, focus: FocusTie?)
        /// A ``Picker``: `selected` is what the binding read as the body was evaluated; its children hold the
        /// tagged options.
        case picker(title: String, selected: AnyHashable, select: @MainActor (AnyHashable) -> Void)
        /// A ``Toggle``: `isOn` is what the binding read as the body was evaluated.
        case toggle(isOn: Bool, binding: Binding<Bool>)
        case progress
        case stack
        /// A ``ContentUnavailableView``: a stack drawn in a box.
        case unavailable
        /// A ``List``: its children are ``ResolvedItem/row(path:content:onDelete:)`` items.
        case table
    }

    /// Its place in the tree, which gives it its identity.
    let path: String
    let kind: Kind
    /// Set by the `.accessibilityIdentifier` around the view, while its body is resolved.
    var identifier: String?
    let isDisabled: Bool
    let children: [ResolvedItem]

    init(path: String, kind: Kind, isDisabled: Bool, children: [ResolvedItem] = []) {
        self.path = path
        self.kind = kind
        self.isDisabled = isDisabled
        self.children = children
    }

    /// A button's title: its own, or its label's first text as things stand (read once the composite views
    /// in the label have evaluated their bodies, so as they are drawn); `nil` for another widget.
    var buttonTitle: String? {
        guard case .button(let title, _, _) = kind else { return nil }
        return title ?? children.texts.first ?? ""
    }
}

/// What a view's appearance starts and stops.
@MainActor
struct Lifecycle {
    var onAppear: [@MainActor () -> Void] = []
    var onDisappear: [@MainActor () -> Void] = []
    var tasks: [@MainActor @Sendable () async -> Void] = []
    /// The priority the tasks start at; `nil` for the default.
    var priority: TaskPriority?
}
