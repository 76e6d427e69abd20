/// A stack of screens, the first one `root`: SwiftUI's `NavigationStack`.
///
/// The hosting controller that shows it must be the root of a HeadlessUI `NavigationController` (as
/// `UINavigationController(rootViewController:)` holds a hosting controller), whose bar shows
/// `.navigationTitle` and a `.toolbar` button; `.navigationDestination(item:)` pushes a screen onto it
/// while its item is set, and going back sets the item to `nil`.
public struct NavigationStack<Root: View>: View {
    let root: Root

    /// A stack whose first screen is what `root` builds.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

/// A view that needs a navigation controller around its hosting controller: a ``NavigationStack``.
protocol ScreenStack {}

extension NavigationStack: ScreenStack {}

extension NavigationStack: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        root.resolveView(into: &items, context: context.appending("/n"))
    }
}

extension NavigationStack {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
