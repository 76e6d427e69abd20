/// What fills text and shapes: SwiftUI's `ShapeStyle`.
///
/// The text screen has no colours, so a style is accepted and not drawn.
public protocol ShapeStyle: Sendable {}

/// A colour: SwiftUI's `Color`, a style and a view (which draws nothing here).
public struct Color: ShapeStyle, Hashable {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The colour `red` (not drawn).
    public static let red = Color("red")
    /// The colour `orange` (not drawn).
    public static let orange = Color("orange")
    /// The colour `yellow` (not drawn).
    public static let yellow = Color("yellow")
    /// The colour `green` (not drawn).
    public static let green = Color("green")
    /// The colour `mint` (not drawn).
    public static let mint = Color("mint")
    /// The colour `teal` (not drawn).
    public static let teal = Color("teal")
    /// The colour `cyan` (not drawn).
    public static let cyan = Color("cyan")
    /// The colour `blue` (not drawn).
    public static let blue = Color("blue")
    /// The colour `indigo` (not drawn).
    public static let indigo = Color("indigo")
    /// The colour `purple` (not drawn).
    public static let purple = Color("purple")
    /// The colour `pink` (not drawn).
    public static let pink = Color("pink")
    /// The colour `brown` (not drawn).
    public static let brown = Color("brown")
    /// The colour `gray` (not drawn).
    public static let gray = Color("gray")
    /// The colour `black` (not drawn).
    public static let black = Color("black")
    /// The colour `white` (not drawn).
    public static let white = Color("white")
    /// The colour `clear` (not drawn).
    public static let clear = Color("clear")
    /// The colour `primary` (not drawn).
    public static let primary = Color("primary")
    /// The colour `secondary` (not drawn).
    public static let secondary = Color("secondary")
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The colour `accentColor` (not drawn).
    public static let accentColor = Color("accentColor")

    /// The colour named `name` in the app's assets.
    public init(named name: String) {
        self.init(name)
    }

    /// This colour, `opacity` as opaque (0 to 1).
    public func opacity(_ opacity: Double) -> Color { self }
}

/// The styles of text by its importance: SwiftUI's `HierarchicalShapeStyle`, as `.secondary` is written.
public struct HierarchicalShapeStyle: ShapeStyle {
    private let level: Int

    /// The first level.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level: `.foregroundStyle(.primary)`.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    /// The second level: `.foregroundStyle(.secondary)`.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    /// The third level.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    /// The fourth level.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}

extension ShapeStyle where Self == Color {
    /// The colour `red` (not drawn).
    public static var red: Color { Color.red }
    /// The colour `orange` (not drawn).
    public static var orange: Color { Color.orange }
    /// The colour `yellow` (not drawn).
    public static var yellow: Color { Color.yellow }
    /// The colour `green` (not drawn).
    public static var green: Color { Color.green }
    /// The colour `blue` (not drawn).
    public static var blue: Color { Color.blue }
    /// The colour `gray` (not drawn).
    public static var gray: Color { Color.gray }
    /// The colour `white` (not drawn).
    public static var white: Color { Color.white }
    /// The colour `black` (not drawn).
    public static var black: Color { Color.black }
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The colour `accentColor` (not drawn).
    public static var accentColor: Color { Color.accentColor }
}

extension Color: View, PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {}

    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {}
}
