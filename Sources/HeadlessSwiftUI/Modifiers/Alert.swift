extension View {
    /// Shows an alert titled `title` while `isPresented` is `true`: SwiftUI's `alert(_:isPresented:actions:message:)`.
    ///
    /// Tapping one of the alert's buttons runs it and sets `isPresented` back to `false`.
    /// - Parameters:
    ///   - title: The alert's first line.
    ///   - isPresented: Whether it shows.
    ///   - actions: Its buttons (``Button``s, with `role: .cancel` for the one that changes nothing).
    ///   - message: The sentence under the title (a ``Text``).
    /// - Returns: The view, with the alert.
    public func alert<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> AlertModifier<Self, Actions, Message> {
        AlertModifier(content: self, title: title, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Shows an alert titled `title`, with no message, while `isPresented` is `true`: SwiftUI's
    /// `alert(_:isPresented:actions:)`.
    public func alert<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> AlertModifier<Self, Actions, EmptyView> {
        AlertModifier(content: self, title: title, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Shows an alert titled `title` about `data`, with no message, while `isPresented` is `true` and `data`
    /// is not `nil`: SwiftUI's `alert(_:isPresented:presenting:actions:)`.
    public func alert<Data, Actions: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: Data?, @ViewBuilder actions: (Data) -> Actions
    ) -> AlertModifier<Self, Actions?, EmptyView?> {
        alert(title, isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
    }

    /// Shows an alert titled `title` about `data` while `isPresented` is `true` and `data` is not `nil`:
    /// SwiftUI's `alert(_:isPresented:presenting:actions:message:)`, its buttons and message made from `data`.
    public func alert<Data, Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: Data?,
        @ViewBuilder actions: (Data) -> Actions, @ViewBuilder message: (Data) -> Message
    ) -> AlertModifier<Self, Actions?, Message?> {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return AlertModifier(
            content: self, title: title, isPresented: shown, actions: data.map(actions), message: data.map(message))
    }
}

/// A view with an alert on it, as ``View/alert(_:isPresented:actions:message:)`` makes it.
public struct AlertModifier<Content: View, Actions: View, Message: View>: View {
    private let box: ContentBox<Content, Void>
    /// The view the modifier applies to.
    var content: Content { box.value }
    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message

    init(content: Content, title: String, isPresented: Binding<Bool>, actions: Actions, message: Message) {
        box = ContentBox(content)
        self.title = title
        self.isPresented = isPresented
        self.actions = actions
        self.message = message
    }
}

extension AlertModifier: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        var resolved: [ResolvedItem] = []
        content.resolveView(into: &resolved, context: context)
        var buttons: [ResolvedItem] = []
        actions.resolveView(into: &buttons, context: context.appending("/alert"))
        var texts: [ResolvedItem] = []
        message.resolveView(into: &texts, context: context.appending("/message"))
        let spec = AlertSpec(
            path: context.path, title: title, messageItems: texts, isShown: isPresented.wrappedValue,
            isPresented: isPresented, actionItems: buttons)
        items.append(.attached(.alert(spec), content: resolved))
    }
}

extension AlertModifier {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
