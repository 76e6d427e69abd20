/// One item of a toolbar, with where it goes: SwiftUI's `ToolbarItem`.
///
/// The text screen's bar has one place for a button, at its right end, so the placement is accepted and not
/// drawn.
public struct ToolbarItem<Content: View>: View {
    let content: Content

    /// An item showing `content` at `placement` (not drawn).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement` (not drawn).
public struct ToolbarItemPlacement: Sendable {
    private let place: Int

    /// Where the system puts it.
    public static let automatic = ToolbarItemPlacement(place: 0)
    /// The bar's leading end.
    public static let topBarLeading = ToolbarItemPlacement(place: 1)
    /// The bar's trailing end.
    public static let topBarTrailing = ToolbarItemPlacement(place: 2)
    /// The place of the screen's main action.
    public static let primaryAction = ToolbarItemPlacement(place: 3)
    /// The place of the action that confirms.
    public static let confirmationAction = ToolbarItemPlacement(place: 4)
    /// The place of the action that cancels.
    public static let cancellationAction = ToolbarItemPlacement(place: 5)
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(place: 6)
}

extension ToolbarItem: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        content.resolveView(into: &items, context: context)
    }
}

extension ToolbarItem {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}

/// Several items of a toolbar in one place: SwiftUI's `ToolbarItemGroup`, drawn as its items (the bar
/// shows the first button); the placement is accepted and not drawn.
public struct ToolbarItemGroup<Content: View>: View {
    let content: Content

    /// A group of what `content` builds, at `placement` (not drawn).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ToolbarItemGroup: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        content.resolveView(into: &items, context: context)
    }
}

extension ToolbarItemGroup {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
