/// The values of the screens pushed on a ``NavigationStack``, of any `Hashable` types: SwiftUI's
/// `NavigationPath`.
///
/// Each is shown by the `navigationDestination(for:)` of its type.
public struct NavigationPath: Equatable {
    /// The values, the first screen pushed first.
    var elements: [AnyHashable] = []

    /// An empty path: only the stack's root shows.
    public init() {}

    /// How many screens are pushed over the root.
    public var count: Int { elements.count }

    /// Whether only the root shows.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes the screen of `value`.
    public mutating func append<Value: Hashable>(_ value: Value) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `count` screens.
    public mutating func removeLast(_ count: Int = 1) {
        elements.removeLast(count)
    }
}

/// How a ``NavigationStack``'s views reach its path, whether the stack keeps it or a binding does: what
/// a ``NavigationLink`` appends to, and what the hosting controller pushes screens for.
@MainActor
struct NavigationPathAccess {
    /// The values, the first pushed first.
    let elements: @MainActor () -> [AnyHashable]
    /// Pushes a value's screen.
    let append: @MainActor (AnyHashable) -> Void
    /// Keeps the first `count` values, popping the screens after them.
    let keep: @MainActor (_ count: Int) -> Void
}

/// A screen a `NavigationLink(destination:)` pushes, as a value of the path: each link's own (two links to
/// views that look the same are two values).
struct ViewDestination: Hashable {
    @MainActor private static var made = 0
    private let number: Int
    /// The screen.
    let view: AnyView

    @MainActor
    init(view: AnyView) {
        Self.made += 1
        number = Self.made
        self.view = view
    }

    static func == (left: Self, right: Self) -> Bool { left.number == right.number }
    func hash(into hasher: inout Hasher) { hasher.combine(number) }
}

/// The key of the path the views inside a ``NavigationStack`` push onto.
enum NavigationPathKey: EnvironmentKey {
    static var defaultValue: NavigationPathAccess? { nil }
}
