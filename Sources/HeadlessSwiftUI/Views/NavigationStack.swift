/// A stack of screens, the first one `root`: SwiftUI's `NavigationStack`.
///
/// The hosting controller that shows it must be the root of a HeadlessUI `NavigationController` (as
/// `UINavigationController(rootViewController:)` holds a hosting controller), whose bar shows
/// `.navigationTitle` and a `.toolbar` button. A ``NavigationLink`` pushes its value onto the stack's
/// path (kept by the stack, or by the binding given), and each value is shown by the
/// `navigationDestination(for:)` of its type; going back pops it. `.navigationDestination(item:)` and
/// `(isPresented:)` push a screen too, while their binding says so.
public struct NavigationStack<Root: View>: View {
    let root: Root
    /// The path when a binding keeps it; `nil` when the stack keeps its own.
    let path: (elements: @MainActor () -> [AnyHashable], set: @MainActor ([AnyHashable]) -> Void)?
    @State private var ownPath = NavigationPath()

    /// A stack whose first screen is what `root` builds, keeping its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack whose pushed screens are the values of `path`, of any `Hashable` types.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = ({ path.wrappedValue.elements }, { path.wrappedValue.elements = $0 })
    }

    /// A stack whose pushed screens are the values of `path`, all of one type (`[Threat]`).
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    ) where Data.Element: Hashable & SendableMetatype {
        self.root = root()
        self.path = (
            { path.wrappedValue.map(AnyHashable.init) },
            { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) }
        )
    }

    /// The root, with the path its links push onto in its environment, and the path for the hosting
    /// controller to push screens for.
    public var body: some View {
        let own = $ownPath
        let path =
            self.path ?? ({ own.wrappedValue.elements }, { own.wrappedValue.elements = $0 })
        let access = NavigationPathAccess(
            elements: path.elements, append: { path.set(path.elements() + [$0]) },
            keep: { path.set(Array(path.elements().prefix($0))) })
        return StackContent(root: root, path: access).environment(\.navigationPath, access)
    }
}

extension EnvironmentValues {
    /// The path of the ``NavigationStack`` around, which a ``NavigationLink`` pushes onto.
    var navigationPath: NavigationPathAccess? {
        get { self[NavigationPathKey.self] }
        set { self[NavigationPathKey.self] = newValue }
    }
}

/// A stack's root with its path attached, for the hosting controller.
struct StackContent<Root: View>: View {
    let root: Root
    let path: NavigationPathAccess
}

extension StackContent: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        var resolved: [ResolvedItem] = []
        root.resolveView(into: &resolved, context: context.appending("/n"))
        // Read now, inside the body's tracking: a change of the path draws the stack again.
        let elements = path.elements()
        items.append(
            .attached(.screen(.path(path, elements: elements, environment: context.environment)), content: resolved))
    }
}

extension StackContent {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}

/// A composite view the kit declares, whose `@State`s are the framework's own, not the app's: a tool that
/// reads what the app's views keep (the lifetime probe, exercise 08's tests) does not see them.
protocol KitView {}

extension NavigationStack: KitView {}

/// A view that needs a navigation controller around its hosting controller: a ``NavigationStack``.
protocol ScreenStack {}

extension NavigationStack: ScreenStack {}
