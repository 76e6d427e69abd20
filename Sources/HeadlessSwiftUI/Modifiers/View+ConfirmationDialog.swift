extension View {
    /// Asks the person to confirm an action while `isPresented` is `true`: SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`, drawn as an alert is, with a
    /// Cancel button after the actions when none of them cancels, as iOS adds one.
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> AlertModifier<Self, ConfirmationActions<Actions>, Message> {
        AlertModifier(
            content: self, title: title, isPresented: isPresented, actions: ConfirmationActions(actions: actions()),
            message: message())
    }

    /// Asks the person to confirm an action while `isPresented` is `true`, with no message.
    public func confirmationDialog<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> AlertModifier<Self, ConfirmationActions<Actions>, EmptyView> {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions) {
            EmptyView()
        }
    }
}

/// Whether something shows: SwiftUI's `Visibility`, for a confirmation dialog's title (always drawn).
public enum Visibility: Sendable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// A confirmation dialog's buttons: its actions, then a Cancel button when none of them cancels.
public struct ConfirmationActions<Actions: View>: View {
    let actions: Actions
}

extension ConfirmationActions: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        let start = items.count
        actions.resolveView(into: &items, context: context.appending("/a"))
        var roles = ButtonRoles()
        ResolvedItem.walk(items[start...], with: &roles)
        if !roles.hasCancel {
            Button("Cancel", role: .cancel) {}.resolveView(into: &items, context: context.appending("/cancel"))
        }
    }
}

/// A walk that finds whether a button among items cancels.
@MainActor
private struct ButtonRoles: ItemVisitor {
    var hasCancel = false

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {
        if case .button(_, .cancel, _) = spec.kind { hasCancel = true }
        ResolvedItem.walk(spec.children, with: &self)
    }
}

extension ConfirmationActions {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
